import type { Database } from "#db/client";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { checkRedirectValues } from "./check-redirect-values.server";
import { pointAddress } from "./point-address.server";
import type { RedirectValues } from "./redirect.schema";

/**
 * An old address added in the Redirects tab: a 301 to a site path, or a 410
 * ("removed"). Chains are collapsed and loops refused (`pointAddress`); an
 * address that already redirects is refused (409: edit that one). Audited as
 * `redirect.create` in the same transaction.
 */
export async function createRedirect(db: Database, values: RedirectValues, audit: AuditContext, now = new Date()): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { from, to } = await checkRedirectValues(tx, values);
    const pointed = await pointAddress(tx, { from, to, origin: "manual", actorId: audit.actor.id, now, existing: "refuse", targetField: "toPath" });
    await recordAudit(tx, { ...audit, action: "redirect.create", target: { type: "redirect", id: pointed.id }, details: { from: pointed.from, to: pointed.to, origin: "manual", repointed: pointed.repointed }, now });
    return { id: pointed.id };
  });
}
