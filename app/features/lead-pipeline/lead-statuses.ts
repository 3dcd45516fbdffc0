import type { LeadStatus } from "#db/schema/enums";

/** Won, lost and spam are closed: a passed follow-up on them is not overdue. */
export function isOpenStatus(status: LeadStatus): boolean {
  return status !== "won" && status !== "lost" && status !== "spam";
}
