import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import type { Lang } from "~/i18n/locales";
import { FEED_SIZE, type FeedArticle } from "./feed";
import { localizePost } from "./localize-post";
import { newestPublishedFirst } from "./publication-order.server";

/** The newest published articles in `lang`, in the listing's order (drafts, scheduled, pending and rejected posts never). */
export async function listFeedArticles(db: Database, lang: Lang): Promise<FeedArticle[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      titleEn: blogPosts.titleEn,
      titleAr: blogPosts.titleAr,
      summaryEn: blogPosts.summaryEn,
      summaryAr: blogPosts.summaryAr,
      categoryEn: blogPosts.categoryEn,
      categoryAr: blogPosts.categoryAr,
      author: blogPosts.author,
      authorAr: blogPosts.authorAr,
      publishedAt: sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.createdAt),
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(...newestPublishedFirst)
    .limit(FEED_SIZE);
  return rows.map((row) => {
    const { title, summary, category, author } = localizePost(row, lang);
    return { id: row.id, slug: row.slug, title, summary, category, author, publishedAt: row.publishedAt, updatedAt: row.updatedAt };
  });
}
