import { defineMessages } from "~/i18n/define-messages";

/** Texts of the /connect advisor page. */
export const connectMessages = defineMessages({
  en: {},
  ar: {},
});
