import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { blogPosts, users } from "#db/schema";
import type { PendingPostsPage } from "./blog-post";

/** Articles waiting for review, oldest first so none waits forever. */
export async function listPendingPosts(db: Database, query: ListQuery): Promise<PendingPostsPage> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    eq(blogPosts.status, "pending"),
    pattern
      ? or(ilike(blogPosts.titleEn, pattern), ilike(blogPosts.titleAr, pattern), ilike(blogPosts.author, pattern), ilike(blogPosts.authorAr, pattern), ilike(users.username, pattern))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        titleEn: blogPosts.titleEn,
        titleAr: blogPosts.titleAr,
        author: blogPosts.author,
        authorAr: blogPosts.authorAr,
        submittedBy: users.username,
        reviewComment: blogPosts.reviewComment,
        createdAt: blogPosts.createdAt,
      })
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.submittedBy))
      .where(where)
      .orderBy(asc(blogPosts.createdAt), asc(blogPosts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.submittedBy)).where(where),
  ]);
  return {
    posts: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
