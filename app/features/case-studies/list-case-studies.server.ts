import { count, ilike, or } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies } from "#db/schema";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { AdminCaseStudyList } from "./proof";
import { caseStudyOrder, toAdminCaseStudy } from "./proof-columns.server";

/** The tab's table: every case study in display order; the search looks in the address and the role in both languages. */
export async function listCaseStudies(db: Database, query: ListQuery): Promise<AdminCaseStudyList> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern ? or(ilike(caseStudies.slug, pattern), ilike(caseStudies.roleEn, pattern), ilike(caseStudies.roleAr, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(caseStudies).where(where).orderBy(...caseStudyOrder).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(caseStudies).where(where),
  ]);
  return { caseStudies: rows.map(toAdminCaseStudy), total: Number(total), page: query.page, pageSize: query.pageSize };
}
