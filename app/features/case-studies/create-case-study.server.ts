import { count, max } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { checkCaseStudy } from "./check-case-study.server";
import type { AdminCaseStudy } from "./proof";
import { toAdminCaseStudy } from "./proof-columns.server";
import { CASE_STUDIES_MAX, type CaseStudyValues } from "./proof.schema";

/** Adds a case study at the end of the list; audited as `case_study.create` (its address and whether published, never its words). */
export async function createCaseStudy(db: Database, values: CaseStudyValues, audit: AuditContext): Promise<AdminCaseStudy> {
  return db.transaction(async (tx) => {
    await checkCaseStudy(tx, values);
    const [{ total, last }] = await tx.select({ total: count(), last: max(caseStudies.sortOrder) }).from(caseStudies);
    if (total >= CASE_STUDIES_MAX) throw new AppError("CONFLICT", { message: "caseStudiesAdmin.error.limit" });
    const [row] = await tx
      .insert(caseStudies)
      .values({ ...values, sortOrder: last === null ? 0 : last + 1 })
      .returning();
    await recordAudit(tx, { ...audit, action: "case_study.create", target: { type: "case_study", id: row.id }, details: { slug: row.slug, published: row.published } });
    return toAdminCaseStudy(row);
  });
}
