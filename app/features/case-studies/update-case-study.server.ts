import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { checkCaseStudy } from "./check-case-study.server";
import { moveInList } from "./move-in-list.server";
import type { AdminCaseStudy } from "./proof";
import { toAdminCaseStudy } from "./proof-columns.server";
import { caseStudyTextFields, type CaseStudyPatch } from "./proof.schema";

/**
 * Changes the fields sent and, with `position`, the place in the list; one
 * transaction. Audited in it, real changes only: `case_study.publish` /
 * `case_study.unpublish`, and `case_study.update` with the names of the
 * fields changed and the place, never the words.
 */
export async function updateCaseStudy(db: Database, id: number, patch: CaseStudyPatch, audit: AuditContext, now = new Date()): Promise<AdminCaseStudy> {
  const { position, ...fields } = patch;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(caseStudies).where(eq(caseStudies.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", { message: "caseStudiesAdmin.error.notFound" });
    await checkCaseStudy(tx, fields, id);
    if (Object.keys(fields).length > 0) await tx.update(caseStudies).set({ ...fields, updatedAt: now }).where(eq(caseStudies.id, id));
    const moved = position !== undefined ? await moveInList(tx, "caseStudy", id, position) : undefined;

    const target = { type: "case_study", id };
    if (fields.published !== undefined && fields.published !== before.published) {
      await recordAudit(tx, { ...audit, action: fields.published ? "case_study.publish" : "case_study.unpublish", target, details: { slug: fields.slug ?? before.slug }, now });
    }
    const changed = ([...caseStudyTextFields, "slug", "sectorId", "service", "timeToHireWeeks"] as const).filter((field) => fields[field] !== undefined && fields[field] !== before[field]);
    const details = { ...(changed.length > 0 ? { fields: changed } : {}), ...(moved && moved.from !== moved.to ? { position: moved } : {}) };
    if (Object.keys(details).length > 0) await recordAudit(tx, { ...audit, action: "case_study.update", target, details: { slug: fields.slug ?? before.slug, ...details }, now });

    const [row] = await tx.select().from(caseStudies).where(eq(caseStudies.id, id));
    return toAdminCaseStudy(row);
  });
}
