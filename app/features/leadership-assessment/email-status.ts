import type { LeadershipAssessmentRow } from "./leadership-assessment-row";

export type EmailStatus = "noEmail" | "pending" | "queued" | "sent";

/**
 * The admin table's e-mail status (spec §4: No Email, Pending, Sent). When
 * the server cannot send mail, an unsent results e-mail is only Queued, so
 * nobody reads Pending as "on its way".
 */
export function emailStatusOf(row: Pick<LeadershipAssessmentRow, "email" | "sentEmail">, mailConfigured: boolean): EmailStatus {
  if (!row.email) return "noEmail";
  if (row.sentEmail) return "sent";
  return mailConfigured ? "pending" : "queued";
}
