import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import type { ArticleSource, BlogPostDetail } from "./blog-post";
import { displayedCover } from "./blog-post.schema";
import { summaryColumns } from "./published-post-columns.server";
import { postSearchColumns } from "./post-search-columns.server";
import { postSearchFields, readSearchFields } from "./post-search-fields";

const published = (slug: string) => and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published"));

/** One published article by its slug, as `GET /api/blog/:slug` answers it (the spec's fields); null when there is none or it is not published. */
export async function findPublishedPost(db: Database, slug: string): Promise<BlogPostDetail | null> {
  const article = await findArticle(db, published(slug));
  if (!article) return null;
  const detail: Partial<ArticleSource> = { ...article };
  for (const field of postSearchFields) delete detail[field];
  return detail as BlogPostDetail;
}

/** One published article by its slug with its search and sharing fields, for its page; null when there is none or it is not published. */
export function findPublishedArticle(db: Database, slug: string): Promise<ArticleSource | null> {
  return findArticle(db, published(slug));
}

/** Any post by its id, whatever its status, as its article page shows it (a private preview, decision 042). */
export function findPostForPreview(db: Database, id: number): Promise<ArticleSource | null> {
  return findArticle(db, eq(blogPosts.id, id));
}

async function findArticle(db: Database, where: SQL | undefined): Promise<ArticleSource | null> {
  const [row] = await db
    .select({ ...summaryColumns, imageAltEn: blogPosts.imageAltEn, imageAltAr: blogPosts.imageAltAr, contentEn: blogPosts.contentEn, contentAr: blogPosts.contentAr, updatedAt: blogPosts.updatedAt, ...postSearchColumns })
    .from(blogPosts)
    .where(where)
    .limit(1);
  if (!row) return null;
  return { ...row, ...readSearchFields(row), imageUrl: displayedCover(row.imageUrl), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
