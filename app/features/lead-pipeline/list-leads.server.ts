import { count, desc } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads } from "#db/schema";
import { offsetOf } from "~/lib/list-query";
import type { LeadListQuery } from "./lead-list-query";
import { leadWhere, toLeadRow } from "./lead-query.server";
import type { LeadsPage } from "./lead-row";

/** Leads, newest first, filtered by status, source, owner, overdue and search, and paged. */
export async function listLeads(db: Database, query: LeadListQuery, now = new Date()): Promise<LeadsPage> {
  const where = leadWhere(query, now);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { leads: rows.map(toLeadRow), total: Number(total), page: query.page, pageSize: query.pageSize };
}
