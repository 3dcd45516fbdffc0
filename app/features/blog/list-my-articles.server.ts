import { count, desc, eq } from "drizzle-orm";
import { offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import type { MyArticlesPage } from "./blog-post";
import { myArticleColumns, myArticleRowOf } from "./my-article-columns.server";

/** The articles one user has sent for review, newest first, whatever became of them. */
export async function listMyArticles(db: Database, userId: number, query: Pick<ListQuery, "page" | "pageSize">): Promise<MyArticlesPage> {
  const where = eq(blogPosts.submittedBy, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(myArticleColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return {
    posts: rows.map(myArticleRowOf),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
