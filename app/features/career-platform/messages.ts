import { defineMessages } from "~/i18n/define-messages";

/** Texts of the /iqader-platform page. */
export const careerPlatformMessages = defineMessages({
  en: {},
  ar: {},
});
