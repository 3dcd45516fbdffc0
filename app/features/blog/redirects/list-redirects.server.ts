import { count, desc, ilike, or } from "drizzle-orm";
import type { Database } from "#db/client";
import { redirects } from "#db/schema";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { AdminRedirectList } from "./redirect";
import { adminRedirectColumns, toAdminRedirect } from "./redirect-columns.server";

/** The Redirects tab: every old address, the latest changed first; the search looks in both addresses. */
export async function listRedirects(db: Database, query: ListQuery): Promise<AdminRedirectList> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern ? or(ilike(redirects.fromPath, pattern), ilike(redirects.toPath, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select(adminRedirectColumns).from(redirects).where(where).orderBy(desc(redirects.updatedAt), desc(redirects.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(redirects).where(where),
  ]);
  return { redirects: rows.map(toAdminRedirect), total: Number(total), page: query.page, pageSize: query.pageSize };
}
