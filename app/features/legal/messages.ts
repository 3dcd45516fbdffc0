import { defineMessages } from "~/i18n/define-messages";

/** The privacy policy, terms of service and cookie policy. */
export const legalMessages = defineMessages({
  en: {},
  ar: {},
});
