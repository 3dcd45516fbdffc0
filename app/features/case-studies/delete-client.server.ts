import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { clients } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/** Removes a client; audited as `client.delete` (whether permission had been given). */
export async function deleteClient(db: Database, id: number, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(clients).where(eq(clients.id, id)).returning({ permissionGiven: clients.permissionGiven });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "caseStudiesAdmin.error.notFound" });
    await recordAudit(tx, { ...audit, action: "client.delete", target: { type: "client", id }, details: deleted[0] });
  });
}
