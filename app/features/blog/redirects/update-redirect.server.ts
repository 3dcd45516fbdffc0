import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { redirects } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { checkRedirectValues } from "./check-redirect-values.server";
import { pointAddress } from "./point-address.server";
import type { RedirectValues } from "./redirect.schema";

/**
 * A redirect edited in the Redirects tab (whatever made it): its old address,
 * its target or its answer. It keeps its id and its counts; chains are
 * collapsed and loops refused as for a new one. Audited as `redirect.update`
 * (before and after) when something changed.
 */
export async function updateRedirect(db: Database, id: number, values: RedirectValues, audit: AuditContext, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects).where(eq(redirects.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", { message: "redirectsAdmin.error.notFound" });
    const { from, to } = await checkRedirectValues(tx, values);
    if (from === before.fromPath && to === before.toPath) return;
    const pointed = await pointAddress(tx, { from, to, origin: "manual", actorId: audit.actor.id, now, existing: "refuse", replacing: id, targetField: "toPath" });
    await recordAudit(tx, {
      ...audit,
      action: "redirect.update",
      target: { type: "redirect", id },
      details: { from: { from: before.fromPath, to: pointed.from }, to: { from: before.toPath, to: pointed.to }, repointed: pointed.repointed },
      now,
    });
  });
}
