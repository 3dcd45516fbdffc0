import { count, desc } from "drizzle-orm";
import { offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { contactSubmissions } from "#db/schema";
import { contactColumns, contactSearch, toContactRow } from "./contact-submission-query.server";
import type { ContactSubmissionsPage } from "./contact-submission-row";

/** Contact form submissions, newest first. */
export async function listContactSubmissions(db: Database, query: ListQuery): Promise<ContactSubmissionsPage> {
  const where = contactSearch(query.search);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(contactColumns)
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(contactSubmissions).where(where),
  ]);
  return { submissions: rows.map(toContactRow), total: Number(total), page: query.page, pageSize: query.pageSize };
}
