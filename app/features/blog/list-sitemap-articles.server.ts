import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";

/** Slug and last change of every published article, for the sitemap. */
export async function listSitemapArticles(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}
