import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";

/**
 * Moves a pending article on: approved ones are published (and appear in the
 * blog), rejected ones stay visible to their author as rejected. Only a
 * pending article can be reviewed, so two admins clicking at once cannot
 * publish a rejected one.
 */
export async function reviewPendingPost(db: Database, id: number, decision: "approve" | "reject", now = new Date()): Promise<void> {
  const changes =
    decision === "approve"
      ? { status: "published" as const, publishedAt: now, updatedAt: now }
      : { status: "rejected" as const, updatedAt: now };
  const updated = await db
    .update(blogPosts)
    .set(changes)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.status, "pending")))
    .returning({ id: blogPosts.id });
  if (updated.length > 0) return;
  const [exists] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!exists) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  throw new AppError("CONFLICT", { message: "blogAdmin.pending.error.notPending" });
}
