import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/** Removes a case study for good; audited as `case_study.delete` (its address, whether it was published). */
export async function deleteCaseStudy(db: Database, id: number, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ slug: caseStudies.slug, published: caseStudies.published });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "caseStudiesAdmin.error.notFound" });
    await recordAudit(tx, { ...audit, action: "case_study.delete", target: { type: "case_study", id }, details: deleted[0] });
  });
}
