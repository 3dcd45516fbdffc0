import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import type { BlogPostDetail } from "./blog-post";
import { displayedCover } from "./blog-post.schema";
import { summaryColumns } from "./published-post-columns.server";

/** One published article by its slug; null when there is none or it is not published. */
export async function findPublishedPost(db: Database, slug: string): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, contentEn: blogPosts.contentEn, contentAr: blogPosts.contentAr, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")))
    .limit(1);
  if (!row) return null;
  return { ...row, imageUrl: displayedCover(row.imageUrl), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
