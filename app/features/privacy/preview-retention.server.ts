import { asc, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads } from "#db/schema";
import { dueLeads, retentionCutoff } from "./run-retention.server";

export interface RetentionPreviewLead {
  id: number;
  source: (typeof leads.$inferSelect)["source"];
  status: (typeof leads.$inferSelect)["status"];
  createdAt: string;
  lastActivityAt: string;
  name: string;
}

/** What `runRetention` would anonymise at `now`: how many leads, and the first `limit` (longest idle first). */
export async function previewRetention(
  db: Database,
  options: { now: Date; months: number; limit: number },
): Promise<{ total: number; leads: RetentionPreviewLead[] }> {
  const cutoff = retentionCutoff(options.now, options.months);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(leads).where(dueLeads(cutoff)),
    db
      .select({ id: leads.id, source: leads.source, status: leads.status, createdAt: leads.createdAt, lastActivityAt: leads.lastActivityAt, name: leads.name })
      .from(leads)
      .where(dueLeads(cutoff))
      .orderBy(asc(leads.lastActivityAt), asc(leads.id))
      .limit(options.limit),
  ]);
  return {
    total: Number(total),
    leads: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastActivityAt: r.lastActivityAt.toISOString() })),
  };
}
