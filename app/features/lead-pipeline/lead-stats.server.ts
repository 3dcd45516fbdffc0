import { and, count, gte, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads, leadSources } from "#db/schema";
import type { LeadMonth, LeadStats } from "./lead-stats";
import { riyadhMonth, startOfRiyadhMonth } from "~/lib/riyadh-time";

/**
 * The Leads tab's chart (issue 14 item 5): per Riyadh month and source, the
 * leads that arrived and how many of them are won now, for the last `months`
 * months up to `now`'s. Spam is not a lead and is left out; anonymised leads
 * still count (erasure keeps source, status and dates for this).
 */
export async function getLeadStats(db: Database, options: { months: number; now?: Date }): Promise<LeadStats> {
  const now = options.now ?? new Date();
  const from = startOfRiyadhMonth(now, options.months - 1);
  // Riyadh is UTC+3 all year: the month is read from the UTC time moved three hours on, on either database.
  const month = sql<string>`to_char((${leads.createdAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;
  const rows = await db
    .select({ month, source: leads.source, total: count(), won: sql<number>`count(*) filter (where ${leads.status} = 'won')` })
    .from(leads)
    .where(and(gte(leads.createdAt, from), ne(leads.status, "spam")))
    .groupBy(month, leads.source);

  const months: LeadMonth[] = [];
  for (let back = options.months - 1; back >= 0; back -= 1) {
    const key = riyadhMonth(startOfRiyadhMonth(now, back));
    const sources = leadSources.map((source) => {
      const row = rows.find((r) => r.month === key && r.source === source);
      return { source, total: Number(row?.total ?? 0), won: Number(row?.won ?? 0) };
    });
    months.push({ month: key, total: sources.reduce((n, s) => n + s.total, 0), won: sources.reduce((n, s) => n + s.won, 0), sources });
  }
  return { months };
}
