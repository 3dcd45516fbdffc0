import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { newestPublishedFirst } from "./publication-order.server";
import type { BlogPostSummary } from "./blog-post";
import { displayedCover } from "./blog-post.schema";
import { summaryColumns } from "./published-post-columns.server";

/** The key under which pages keep the published list between changes (app/lib/public-data-memo.ts). */
export const PUBLISHED_POSTS = "published-posts";

/** Published articles, newest first (drafts, pending and rejected submissions never appear). */
export async function listPublishedPosts(db: Database): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(...newestPublishedFirst);
  return rows.map((row) => ({ ...row, imageUrl: displayedCover(row.imageUrl), createdAt: row.createdAt.toISOString() }));
}
