import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { blogPosts, translationStates, users } from "#db/schema";
import { adminPostColumns, toAdminPostRow } from "./admin-post-columns.server";
import { translationStateOfPost, translationToUpdate } from "./post-translation-sql.server";
import type { PostsPage } from "./blog-post";
import type { PostStatus } from "./post-status";
import { loadSeoContext } from "./load-seo-context.server";
import { checkPostSeo, countBlocking } from "./seo-check";
import { seoCheckColumns, toSeoCheckPost } from "./seo-check-columns.server";

/**
 * Every post whatever its status, newest first, for the Blog Posts tab;
 * `translationToUpdate` keeps those with a language missing or behind
 * (decision 042). A published post says how many blocking findings its
 * search check has (decision 045).
 */
export async function listBlogPosts(db: Database, query: ListQuery & { status?: PostStatus; translationToUpdate?: boolean }, siteOrigin: string): Promise<PostsPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(blogPosts.status, query.status));
  if (query.translationToUpdate) conditions.push(translationToUpdate);
  if (query.search) conditions.push(postSearchCondition(query.search));
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
  const searchBlocking = await countSearchBlocking(db, rows.filter((row) => row.status === "published").map((row) => row.id), siteOrigin);
  return { posts: rows.map((row) => ({ ...toAdminPostRow(row), searchBlocking: searchBlocking.get(row.id) ?? null })), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** The Blog Posts tab's search: titles in both languages, the slug, both bylines and both categories. */
export function postSearchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    ilike(blogPosts.titleEn, pattern),
    ilike(blogPosts.titleAr, pattern),
    ilike(blogPosts.slug, pattern),
    ilike(blogPosts.author, pattern),
    ilike(blogPosts.authorAr, pattern),
    ilike(blogPosts.categoryEn, pattern),
    ilike(blogPosts.categoryAr, pattern),
  )!;
}

/** How many blocking findings each of these posts' search check has (decision 045): the list's mark on a published post. */
async function countSearchBlocking(db: Database, ids: number[], siteOrigin: string): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const [rows, context] = await Promise.all([db.select(seoCheckColumns).from(blogPosts).where(inArray(blogPosts.id, ids)), loadSeoContext(db, siteOrigin)]);
  return new Map(rows.map((row) => [row.id, countBlocking(checkPostSeo(toSeoCheckPost(row), context))]));
}
