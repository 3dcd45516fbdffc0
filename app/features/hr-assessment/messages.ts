import { defineMessages } from "~/i18n/define-messages";

/** Texts of /hr-assessment (namespace `hr`) and of the admin HR Assessment tab (`admin.hr.*`). */
export const hrAssessmentMessages = defineMessages({
  en: {
    "admin.hr.heading": "HR assessment submissions",
    "admin.hr.empty": "No HR assessment submissions yet.",
  },
  ar: {
    "admin.hr.heading": "نتائج تقييم الموارد البشرية",
    "admin.hr.empty": "لا توجد تقييمات موارد بشرية مرسلة حتى الآن.",
  },
});
