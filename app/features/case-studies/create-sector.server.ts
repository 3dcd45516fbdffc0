import { count, max } from "drizzle-orm";
import type { Database } from "#db/client";
import { sectors } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { SECTORS_MAX, type SectorValues } from "./proof.schema";

/** Adds a sector at the end of the list (409 once it holds SECTORS_MAX); audited as `sector.create`. */
export async function createSector(db: Database, values: SectorValues, audit: AuditContext): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [{ total, last }] = await tx.select({ total: count(), last: max(sectors.sortOrder) }).from(sectors);
    if (total >= SECTORS_MAX) throw new AppError("CONFLICT", { message: "caseStudiesAdmin.error.limit" });
    const [row] = await tx
      .insert(sectors)
      .values({ ...values, sortOrder: last === null ? 0 : last + 1 })
      .returning({ id: sectors.id });
    await recordAudit(tx, { ...audit, action: "sector.create", target: { type: "sector", id: row.id }, details: {} });
    return row;
  });
}
