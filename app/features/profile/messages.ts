import { defineMessages } from "~/i18n/define-messages";

/** Texts of the profile page and article submission. */
export const profileMessages = defineMessages({
  en: {},
  ar: {},
});
