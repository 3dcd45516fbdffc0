import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { newestPublishedFirst } from "./publication-order.server";
import type { BlogPostSummary } from "./blog-post";
import { summaryColumns } from "./published-post-columns.server";

/** Published articles, newest first (drafts, pending and rejected submissions never appear). */
export async function listPublishedPosts(db: Database): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(...newestPublishedFirst);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
