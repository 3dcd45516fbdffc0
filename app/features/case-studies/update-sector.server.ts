import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { sectors } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { moveInList } from "./move-in-list.server";
import type { SectorPatch } from "./proof.schema";

/** Renames a sector and/or moves it in the list; audited as `sector.update` (the names changed, the place), real changes only. */
export async function updateSector(db: Database, id: number, patch: SectorPatch, audit: AuditContext, now = new Date()): Promise<void> {
  const { position, ...fields } = patch;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sectors).where(eq(sectors.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", { message: "caseStudiesAdmin.error.notFound" });
    if (Object.keys(fields).length > 0) await tx.update(sectors).set({ ...fields, updatedAt: now }).where(eq(sectors.id, id));
    const moved = position !== undefined ? await moveInList(tx, "sector", id, position) : undefined;
    const changed = (["nameEn", "nameAr"] as const).filter((field) => fields[field] !== undefined && fields[field] !== before[field]);
    const details = { ...(changed.length > 0 ? { fields: changed } : {}), ...(moved && moved.from !== moved.to ? { position: moved } : {}) };
    if (Object.keys(details).length > 0) await recordAudit(tx, { ...audit, action: "sector.update", target: { type: "sector", id }, details, now });
  });
}
