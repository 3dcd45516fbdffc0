import { asc, type AnyColumn } from "drizzle-orm";
import { caseStudies, clients, sectors, type CaseStudy } from "#db/schema";
import type { ServiceId } from "~/features/home/home-content";
import type { AdminCaseStudy } from "./proof";

/** Display order of every hand-ordered list: the set order, then the older first when two share a place. */
const byHand = (sortOrder: AnyColumn, id: AnyColumn) => [asc(sortOrder), asc(id)];
export const sectorOrder = byHand(sectors.sortOrder, sectors.id);
export const caseStudyOrder = byHand(caseStudies.sortOrder, caseStudies.id);
export const clientOrder = byHand(clients.sortOrder, clients.id);

export function toAdminCaseStudy(row: CaseStudy): AdminCaseStudy {
  return { ...row, service: row.service as ServiceId, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
