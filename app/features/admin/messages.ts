import { defineMessages } from "~/i18n/define-messages";

/** Texts of the admin dashboard (shell, blog, pending articles, contacts, site content). */
export const adminMessages = defineMessages({
  en: {},
  ar: {},
});
