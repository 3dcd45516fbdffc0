import { defineMessages } from "~/i18n/define-messages";

/** Texts of /leadership-assessment (namespace `leadership`) and of the admin Leadership tab (`admin.leadership.*`). */
export const leadershipAssessmentMessages = defineMessages({
  en: {
    "admin.leadership.heading": "Leadership assessment submissions",
    "admin.leadership.empty": "No leadership assessment submissions yet.",
  },
  ar: {
    "admin.leadership.heading": "نتائج تقييم القيادة",
    "admin.leadership.empty": "لا توجد تقييمات قيادة مرسلة حتى الآن.",
  },
});
