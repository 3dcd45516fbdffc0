import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blogPosts } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import type { AdminPostDetail } from "./blog-post";
import type { BlogPostUpdateValues } from "./blog-post.schema";
import { findBlogPost } from "./find-blog-post.server";
import { assertSlugFree, slugTakenError } from "./slug-availability.server";

/**
 * Saves the whole post (without a status it keeps its own); the first time
 * it becomes published it gets its publication date. Becoming published is
 * audited as `post.publish`, leaving it as `post.unpublish` (with the status
 * before and after), in the transaction of the save; other edits are not.
 */
export async function updateBlogPost(db: Database, id: number, input: BlogPostUpdateValues, audit: AuditContext, now = new Date()): Promise<AdminPostDetail> {
  const [existing] = await db
    .select({ publishedAt: blogPosts.publishedAt, status: blogPosts.status, authorAr: blogPosts.authorAr })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!existing) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
  // Only a post that never had an Arabic name may be saved without one.
  if (input.authorAr === "" && existing.authorAr !== "") throw new AppError("VALIDATION", { fieldErrors: { authorAr: "admin.form.error.required" } });
  const values = { ...input, status: input.status ?? existing.status };
  await assertSlugFree(db, values.slug, id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(blogPosts)
        .set({
          ...values,
          updatedAt: now,
          publishedAt: values.status === "published" && !existing.publishedAt ? now : existing.publishedAt,
        })
        .where(eq(blogPosts.id, id));
      const published = values.status === "published";
      if (published !== (existing.status === "published")) {
        await recordAudit(tx, {
          ...audit,
          action: published ? "post.publish" : "post.unpublish",
          target: { type: "post", id },
          details: { slug: values.slug, from: existing.status, to: values.status },
          now,
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return findBlogPost(db, id);
}
