import { eq } from "drizzle-orm";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { deleteContentDrafts } from "~/features/content-drafts/delete-content-drafts.server";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";

/** Deletes a post and every account's working draft of it; audited as `post.delete` (its slug and status then) in the same transaction. An unknown id changes and records nothing. */
export async function deleteBlogPost(db: Database, id: number, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id, slug: blogPosts.slug, status: blogPosts.status });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
    await deleteContentDrafts(tx, { kind: "post", itemId: id });
    await recordAudit(tx, { ...audit, action: "post.delete", target: { type: "post", id }, details: { slug: deleted[0].slug, status: deleted[0].status } });
  });
}
