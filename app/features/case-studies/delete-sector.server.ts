import { count, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { caseStudies, sectors } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/** Removes a sector no case study is filed under (409 otherwise: move or delete those first); audited as `sector.delete`. */
export async function deleteSector(db: Database, id: number, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ used }] = await tx.select({ used: count() }).from(caseStudies).where(eq(caseStudies.sectorId, id));
    if (used > 0) throw new AppError("CONFLICT", { message: "caseStudiesAdmin.error.sectorInUse" });
    const deleted = await tx.delete(sectors).where(eq(sectors.id, id)).returning({ id: sectors.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "caseStudiesAdmin.error.notFound" });
    await recordAudit(tx, { ...audit, action: "sector.delete", target: { type: "sector", id }, details: {} });
  });
}
