import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";
import { offsetOf, type ListQuery } from "~/lib/list-query";
import type { SeoReportPage, SeoReportRow } from "./blog-post";
import { postSearchCondition } from "./list-blog-posts.server";
import { loadSeoContext } from "./load-seo-context.server";
import type { PostStatus } from "./post-status";
import { checkPostSeo, countBlocking } from "./seo-check";
import { seoCheckColumns, toSeoCheckPost } from "./seo-check-columns.server";

/**
 * The search check's site-wide report (issue 27 item 2, decision 045): every
 * post the Blog Posts tab's search and status filter keep (rejected ones only
 * when asked for), checked against the public posts, and those with findings
 * listed, the most blocking first, then the newest. Checked on each request:
 * a duplicate depends on the other posts, so a stored result would go stale
 * with every save of another post; a firm's blog of a few hundred posts is
 * checked in well under a second.
 */
export async function listSeoReport(db: Database, query: ListQuery & { status?: PostStatus }, siteOrigin: string): Promise<SeoReportPage> {
  const conditions: SQL[] = [query.status ? eq(blogPosts.status, query.status) : ne(blogPosts.status, "rejected")];
  if (query.search) conditions.push(postSearchCondition(query.search));
  const [rows, context] = await Promise.all([
    db
      .select({ ...seoCheckColumns, createdAt: blogPosts.createdAt })
      .from(blogPosts)
      .where(and(...conditions))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)),
    loadSeoContext(db, siteOrigin),
  ]);
  const checked: SeoReportRow[] = rows.map(({ createdAt: _createdAt, ...row }) => {
    const findings = checkPostSeo(toSeoCheckPost(row), context);
    return { id: row.id, slug: row.slug, titleEn: row.titleEn, titleAr: row.titleAr, status: row.status, findings, blocking: countBlocking(findings) };
  });
  // A stable sort: among equals the newest first, as read.
  const found = checked.filter((row) => row.findings.length > 0).sort((a, b) => b.blocking - a.blocking);
  const start = offsetOf(query);
  return { posts: found.slice(start, start + query.pageSize), total: found.length, checked: checked.length, page: query.page, pageSize: query.pageSize };
}
