import { inArray } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { redirects } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { languages } from "~/i18n/locales";
import { pointAddress } from "./point-address.server";
import { postAddresses, targetIn } from "./redirect-path";

/*
 * What a post's own writes do to the old addresses (decision 043), each a step
 * of the post's save or deletion, in its transaction, audited there.
 */

/**
 * A published post's slug changed: its old English and Arabic addresses send
 * visitors to the new ones (301), and older addresses of the post follow.
 * Call after `releasePostAddresses` of the new slug.
 */
export async function redirectRenamedPost(tx: DatabaseExecutor, { from, to, audit, now }: { from: string; to: string; audit: AuditContext; now: Date }): Promise<void> {
  const before = postAddresses(from);
  const after = postAddresses(to);
  for (const lang of languages) {
    const pointed = await pointAddress(tx, { from: before[lang], to: after[lang], origin: "slug_change", actorId: audit.actor.id, now, existing: "replace", targetField: "slug" });
    await recordAudit(tx, { ...audit, action: "redirect.create", target: { type: "redirect", id: pointed.id }, details: { from: pointed.from, to: pointed.to, origin: "slug_change", repointed: pointed.repointed }, now });
  }
}

/**
 * A published post was deleted: its addresses say the article was removed
 * (410), or, given `redirectTo` (a page path in its English form), send
 * visitors to that page in their language (301).
 */
export async function retireDeletedPost(tx: DatabaseExecutor, { slug, redirectTo, audit, now }: { slug: string; redirectTo: string | null; audit: AuditContext; now: Date }): Promise<void> {
  const addresses = postAddresses(slug);
  for (const lang of languages) {
    const to = redirectTo === null ? null : targetIn(redirectTo, lang);
    const pointed = await pointAddress(tx, { from: addresses[lang], to, origin: "post_delete", actorId: audit.actor.id, now, existing: "replace", targetField: "redirectTo" });
    await recordAudit(tx, { ...audit, action: "redirect.create", target: { type: "redirect", id: pointed.id }, details: { from: pointed.from, to: pointed.to, origin: "post_delete", repointed: pointed.repointed }, now });
  }
}

/**
 * A post takes the address `slug` (created with it, renamed to it, or a
 * member's article approved under it): the redirects from its two addresses
 * would hide it, so they go.
 */
export async function releasePostAddresses(tx: DatabaseExecutor, { slug, audit, now }: { slug: string; audit: AuditContext; now: Date }): Promise<void> {
  const addresses = Object.values(postAddresses(slug));
  const removed = await tx.delete(redirects).where(inArray(redirects.fromPath, addresses)).returning({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath });
  for (const row of removed) {
    await recordAudit(tx, { ...audit, action: "redirect.delete", target: { type: "redirect", id: row.id }, details: { from: row.fromPath, to: row.toPath, reason: "address_reused" }, now });
  }
}
