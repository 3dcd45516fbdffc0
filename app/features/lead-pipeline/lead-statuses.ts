import type { LeadStatus } from "#db/schema/enums";

/** Won, lost and spam are closed: a passed follow-up on them is not overdue (the list, the board, the digest and the counts). */
export const closedStatuses: readonly LeadStatus[] = ["won", "lost", "spam"];

export function isOpenStatus(status: LeadStatus): boolean {
  return !closedStatuses.includes(status);
}
