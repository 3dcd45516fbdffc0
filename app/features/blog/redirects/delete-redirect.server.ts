import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { redirects } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/** A redirect removed in the Redirects tab: its old address answers as the site would without it (usually 404). Audited as `redirect.delete`. */
export async function deleteRedirect(db: Database, id: number, audit: AuditContext, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning({ fromPath: redirects.fromPath, toPath: redirects.toPath });
    if (!row) throw new AppError("NOT_FOUND", { message: "redirectsAdmin.error.notFound" });
    await recordAudit(tx, { ...audit, action: "redirect.delete", target: { type: "redirect", id }, details: { from: row.fromPath, to: row.toPath, reason: "manual" }, now });
  });
}
