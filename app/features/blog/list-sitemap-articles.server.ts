import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { newestPublishedFirst } from "./publication-order.server";

/** Slug and last change of every published article, for the sitemap. */
export async function listSitemapArticles(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(...newestPublishedFirst);
}
