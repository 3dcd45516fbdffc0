import { defineMessages } from "~/i18n/define-messages";

/** Texts of the home page sections. */
export const homeMessages = defineMessages({
  en: {},
  ar: {},
});
