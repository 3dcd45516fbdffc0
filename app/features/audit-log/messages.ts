import { defineMessages } from "~/i18n/define-messages";

/** The audit log's dashboard texts: API errors now, the Audit tab's later (issue 14). Sent to /admin only. */
export const auditLogMessages = defineMessages({
  en: {
    "auditLogAdmin.error.action": "Use an action name such as lead.status.",
    "auditLogAdmin.error.actor": "Choose an account as the actor.",
    "auditLogAdmin.error.date": "Enter a valid date (YYYY-MM-DD) or date and time.",
  },
  ar: {
    "auditLogAdmin.error.action": "استخدموا اسم إجراء مثل lead.status.",
    "auditLogAdmin.error.actor": "اختاروا حسابًا بوصفه منفذ الإجراء.",
    "auditLogAdmin.error.date": "أدخلوا تاريخًا صحيحًا (YYYY-MM-DD) أو تاريخًا ووقتًا.",
  },
});
