import { count, desc, eq } from "drizzle-orm";
import { offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import type { MyArticlesPage } from "./blog-post";

/** The articles one user has sent for review, newest first, whatever became of them. */
export async function listMyArticles(db: Database, userId: number, query: Pick<ListQuery, "page" | "pageSize">): Promise<MyArticlesPage> {
  const where = eq(blogPosts.submittedBy, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        titleEn: blogPosts.titleEn,
        titleAr: blogPosts.titleAr,
        categoryEn: blogPosts.categoryEn,
        categoryAr: blogPosts.categoryAr,
        status: blogPosts.status,
        createdAt: blogPosts.createdAt,
        updatedAt: blogPosts.updatedAt,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return {
    posts: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
