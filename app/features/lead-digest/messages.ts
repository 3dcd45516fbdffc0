import { defineMessages } from "~/i18n/define-messages";

/** The daily lead digest's e-mail texts (issue 14 item 6). Server-only: written through the server translator, sent to no page. */
export const leadDigestMessages = defineMessages({
  en: {
    "leadDigest.subject": "Leads waiting for you",
  },
  ar: {
    "leadDigest.subject": "عملاء محتملون بانتظار المتابعة",
  },
});
