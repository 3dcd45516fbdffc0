import { defineMessages } from "~/i18n/define-messages";

/** Texts of the blog listing, article pages and the home page's blog preview. */
export const blogMessages = defineMessages({
  en: {},
  ar: {},
});
