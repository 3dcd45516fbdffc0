import { defineMessages } from "~/i18n/define-messages";

/** Texts of the contact form, the inquiry and consultation dialogs and the /contact page. */
export const leadsMessages = defineMessages({
  en: {},
  ar: {},
});
