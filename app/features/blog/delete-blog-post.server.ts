import { eq } from "drizzle-orm";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import { memberArticleDraftId } from "~/features/content-drafts/content-draft";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { retireDeletedPost } from "./redirects/post-address-redirects.server";
import { checkTargetPath } from "./redirects/redirect-path";

/**
 * Deletes a post and every account's working draft of it; audited as
 * `post.delete` (its slug and status then) in the same transaction. An
 * unknown id changes and records nothing. A published post's addresses then
 * say the article was removed (410), or send its readers to `redirectTo`, a
 * page of the site (301; decision 043); an unpublished post had no public
 * address, so `redirectTo` is not used.
 */
export async function deleteBlogPost(db: Database, id: number, audit: AuditContext, options: { redirectTo?: string | null; now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const target = options.redirectTo?.trim() ? checkTargetPath(options.redirectTo) : null;
  if (target && "problem" in target) throw new AppError("VALIDATION", { fieldErrors: { redirectTo: target.problem } });
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id, slug: blogPosts.slug, status: blogPosts.status });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
    await deleteContentDrafts(tx, { kind: "post", itemId: id });
    await deleteContentDrafts(tx, { kind: "post", itemId: memberArticleDraftId(id) });
    await recordAudit(tx, { ...audit, action: "post.delete", target: { type: "post", id }, details: { slug: deleted[0].slug, status: deleted[0].status }, now });
    if (deleted[0].status === "published") await retireDeletedPost(tx, { slug: deleted[0].slug, redirectTo: target?.path ?? null, audit, now });
  });
}
