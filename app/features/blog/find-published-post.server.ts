import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import type { BlogPostDetail } from "./blog-post";
import { displayedCover } from "./blog-post.schema";
import { summaryColumns } from "./published-post-columns.server";

/** One published article by its slug; null when there is none or it is not published. */
export function findPublishedPost(db: Database, slug: string): Promise<BlogPostDetail | null> {
  return findArticle(db, and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")));
}

/** Any post by its id, whatever its status, as its article page shows it (a private preview, decision 042). */
export function findPostForPreview(db: Database, id: number): Promise<BlogPostDetail | null> {
  return findArticle(db, eq(blogPosts.id, id));
}

async function findArticle(db: Database, where: SQL | undefined): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      imageAltEn: blogPosts.imageAltEn,
      imageAltAr: blogPosts.imageAltAr,
      contentEn: blogPosts.contentEn,
      contentAr: blogPosts.contentAr,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(where)
    .limit(1);
  if (!row) return null;
  return { ...row, imageUrl: displayedCover(row.imageUrl), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
