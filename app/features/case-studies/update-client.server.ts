import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { clients } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { checkClientLogo } from "./check-client-logo.server";
import { moveInList } from "./move-in-list.server";
import type { ClientPatch } from "./proof.schema";

/** Changes a client's names, logo, permission or place; audited as `client.update` with what changed (the permission from/to), real changes only. */
export async function updateClient(db: Database, id: number, patch: ClientPatch, audit: AuditContext, now = new Date()): Promise<void> {
  const { position, ...fields } = patch;
  await checkClientLogo(db, fields.logoUrl);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", { message: "caseStudiesAdmin.error.notFound" });
    if (Object.keys(fields).length > 0) await tx.update(clients).set({ ...fields, updatedAt: now }).where(eq(clients.id, id));
    const moved = position !== undefined ? await moveInList(tx, "client", id, position) : undefined;
    const changed = (["nameEn", "nameAr", "logoUrl"] as const).filter((field) => fields[field] !== undefined && fields[field] !== before[field]);
    const permission = fields.permissionGiven !== undefined && fields.permissionGiven !== before.permissionGiven ? { from: before.permissionGiven, to: fields.permissionGiven } : undefined;
    const details = { ...(changed.length > 0 ? { fields: changed } : {}), ...(permission ? { permissionGiven: permission } : {}), ...(moved && moved.from !== moved.to ? { position: moved } : {}) };
    if (Object.keys(details).length > 0) await recordAudit(tx, { ...audit, action: "client.update", target: { type: "client", id }, details, now });
  });
}
