import { defineMessages } from "~/i18n/define-messages";

/** Texts of the admin Users tab. */
export const usersMessages = defineMessages({
  en: {},
  ar: {},
});
