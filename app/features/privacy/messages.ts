import { defineMessages } from "~/i18n/define-messages";

/** The Privacy tab's texts: data-subject export and erasure, retention (issue 14). Sent to /admin only. */
export const privacyMessages = defineMessages({
  en: {
    "privacyAdmin.title": "Privacy requests",
  },
  ar: {
    "privacyAdmin.title": "طلبات الخصوصية",
  },
});
