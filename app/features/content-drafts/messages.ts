import { defineMessages } from "~/i18n/define-messages";

/** Autosave of the dashboard's editors and a member's article form (issue 26 item 4, decision 042): the status line, the restore offer, a lapsed session, the API's refusals. */
export const contentDraftsMessages = defineMessages({
  en: {
    "contentDrafts.status.saving": "Saving draft…",
    "contentDrafts.status.saved": "Draft saved {time}",
    "contentDrafts.status.failed": "The draft could not be saved. Your changes are still here.",
    "contentDrafts.status.signedOut": "Your session has ended. Your changes are kept in this browser.",
    "contentDrafts.signIn": "Sign in again",
    "contentDrafts.signedOut.title": "Your session has ended",
    "contentDrafts.signedOut.body": "Your changes are kept in this browser. Sign in again and open the editor: they will be offered back to you.",
    "contentDrafts.offer.title": "Restore unsaved changes from {time}?",
    "contentDrafts.offer.body": "Changes made here were not saved, in this browser or another one. Restore them to carry on, or discard them.",
    "contentDrafts.offer.restore": "Restore",
    "contentDrafts.offer.discard": "Discard",
    "contentDrafts.discarded": "Unsaved changes discarded",
    "contentDrafts.discardFailed": "The unsaved changes could not be discarded",
    "contentDrafts.error.values": "The draft's fields are not valid.",
    "contentDrafts.error.tooLarge": "The draft is too large to keep (at most 90,000 characters).",
  },
  ar: {
    "contentDrafts.status.saving": "جارٍ حفظ المسودة…",
    "contentDrafts.status.saved": "حُفظت المسودة {time}",
    "contentDrafts.status.failed": "تعذّر حفظ المسودة، وتعديلاتكم ما زالت هنا.",
    "contentDrafts.status.signedOut": "انتهت جلستكم، وتعديلاتكم محفوظة في هذا المتصفح.",
    "contentDrafts.signIn": "سجّلوا الدخول مجددًا",
    "contentDrafts.signedOut.title": "انتهت جلستكم",
    "contentDrafts.signedOut.body": "تعديلاتكم محفوظة في هذا المتصفح. سجّلوا الدخول مجددًا ثم افتحوا المحرر، وستُعرض عليكم لاستعادتها.",
    "contentDrafts.offer.title": "هل تريدون استعادة التعديلات غير المحفوظة من {time}؟",
    "contentDrafts.offer.body": "لم تُحفظ تعديلات أُجريت هنا، في هذا المتصفح أو في متصفح آخر. استعيدوها لمواصلة العمل عليها، أو تجاهلوها.",
    "contentDrafts.offer.restore": "استعادة",
    "contentDrafts.offer.discard": "تجاهل",
    "contentDrafts.discarded": "تم تجاهل التعديلات غير المحفوظة",
    "contentDrafts.discardFailed": "تعذّر تجاهل التعديلات غير المحفوظة",
    "contentDrafts.error.values": "حقول المسودة غير صالحة.",
    "contentDrafts.error.tooLarge": "المسودة أكبر من أن تُحفظ (90,000 حرف على الأكثر).",
  },
});
