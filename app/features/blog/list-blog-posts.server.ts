import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { blogPosts, translationStates, users } from "#db/schema";
import { adminPostColumns, toAdminPostRow } from "./admin-post-columns.server";
import { translationStateOfPost, translationToUpdate } from "./post-translation-sql.server";
import type { PostsPage } from "./blog-post";
import type { PostStatus } from "./post-status";

/** Every post whatever its status, newest first, for the Blog Posts tab; `translationToUpdate` keeps those with a language missing or behind (decision 042). */
export async function listBlogPosts(db: Database, query: ListQuery & { status?: PostStatus; translationToUpdate?: boolean }): Promise<PostsPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(blogPosts.status, query.status));
  if (query.translationToUpdate) conditions.push(translationToUpdate);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(blogPosts.titleEn, pattern),
        ilike(blogPosts.titleAr, pattern),
        ilike(blogPosts.slug, pattern),
        ilike(blogPosts.author, pattern),
        ilike(blogPosts.authorAr, pattern),
        ilike(blogPosts.categoryEn, pattern),
        ilike(blogPosts.categoryAr, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(adminPostColumns)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.submittedBy))
      .leftJoin(translationStates, translationStateOfPost)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(blogPosts).leftJoin(translationStates, translationStateOfPost).where(where),
  ]);
  return { posts: rows.map(toAdminPostRow), total: Number(total), page: query.page, pageSize: query.pageSize };
}
