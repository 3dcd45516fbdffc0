import type { LeadSource, LeadStatus } from "#db/schema";

/*
 * The statuses and sources in the dashboard's order, for the browser: the
 * schema's own lists live next to the tables (drizzle), which the browser
 * bundle must not pull in. The checks below fail to compile when a status or
 * source is added to the schema and not here.
 */
export const leadStatusOrder = ["new", "contacted", "qualified", "proposal", "won", "lost", "spam"] as const satisfies readonly LeadStatus[];
export const leadSourceOrder = ["contact", "inquiry", "consultation", "hr_assessment", "leadership_assessment"] as const satisfies readonly LeadSource[];

type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never;
export const allStatusesListed: Missing<LeadStatus, (typeof leadStatusOrder)[number]> = true;
export const allSourcesListed: Missing<LeadSource, (typeof leadSourceOrder)[number]> = true;

/** Won, lost and spam are closed: a passed follow-up on them is not overdue. */
export function isOpenStatus(status: LeadStatus): boolean {
  return status !== "won" && status !== "lost" && status !== "spam";
}
