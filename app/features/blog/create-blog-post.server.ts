import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { blogPosts } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import type { AdminPostDetail } from "./blog-post";
import type { BlogPostValues } from "./blog-post.schema";
import { findBlogPost } from "./find-blog-post.server";
import { postItem, postLanguageFields, postSnapshot } from "./post-revision";
import { recordRevision } from "~/features/content-revisions/record-revision.server";
import { assertSlugFree, slugTakenError } from "./slug-availability.server";

/**
 * A post written by the firm: published (public at once) unless it is saved
 * as a draft. A post created published is audited as `post.publish`, in the
 * transaction of the insert, which also keeps its first revision (decision 042).
 */
export async function createBlogPost(db: Database, values: BlogPostValues, audit: AuditContext, now = new Date()): Promise<AdminPostDetail> {
  await assertSlugFree(db, values.slug);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...values, createdAt: now, updatedAt: now, publishedAt: values.status === "published" ? now : null })
        .returning({ id: blogPosts.id });
      await recordRevision(tx, { item: postItem(row.id), before: null, after: postSnapshot(values), fields: postLanguageFields, authorId: audit.actor.id, cause: "save", now });
      if (values.status === "published") {
        await recordAudit(tx, { ...audit, action: "post.publish", target: { type: "post", id: row.id }, details: { slug: values.slug, from: null, to: "published" }, now });
      }
      return row.id;
    });
  } catch (error) {
    // Another request took the slug between the check and the insert.
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return findBlogPost(db, id);
}
