import { defineMessages } from "~/i18n/define-messages";

/** Texts of sign-in, registration, password reset and the no-access page. */
export const authMessages = defineMessages({
  en: {},
  ar: {},
});
