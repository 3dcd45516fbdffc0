import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";

/**
 * Moves a pending article on: approved ones are published (and appear in the
 * blog), rejected ones stay visible to their author as rejected. Only a
 * pending article can be reviewed, so two admins clicking at once cannot
 * publish a rejected one. Audited in the same transaction: an approval
 * publishes, as `post.publish` (from pending); a rejection as `post.reject`
 * (what the article's author is told changes).
 */
export async function reviewPendingPost(db: Database, id: number, decision: "approve" | "reject", audit: AuditContext, now = new Date()): Promise<void> {
  const changes =
    decision === "approve"
      ? { status: "published" as const, publishedAt: now, updatedAt: now }
      : { status: "rejected" as const, updatedAt: now };
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(blogPosts)
      .set(changes)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, "pending")))
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    if (rows.length > 0 && decision === "approve") {
      await recordAudit(tx, { ...audit, action: "post.publish", target: { type: "post", id }, details: { slug: rows[0].slug, from: "pending", to: "published" }, now });
    } else if (rows.length > 0) {
      await recordAudit(tx, { ...audit, action: "post.reject", target: { type: "post", id }, details: { slug: rows[0].slug }, now });
    }
    return rows;
  });
  if (updated.length > 0) return;
  const [exists] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!exists) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  throw new AppError("CONFLICT", { message: "blogAdmin.pending.error.notPending" });
}
