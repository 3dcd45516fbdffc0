import { and, asc, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads, persons } from "#db/schema";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { addCounts, anonymiseLeads, anonymisePerson, type AnonymisedCounts } from "./anonymise.server";

/**
 * The moment before which a lead's last activity makes it due: `months`
 * calendar months before `now` (UTC), e.g. 24 months before 2026-11-25T04:00Z
 * is 2024-11-25T04:00Z. A lead last active exactly then is not yet due.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March minus one month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Leads not yet anonymised whose last activity is before the cutoff. */
export const dueLeads = (cutoff: Date) => and(isNull(leads.anonymisedAt), lt(leads.lastActivityAt, cutoff));

/**
 * The daily retention job (issue 14 item 10, decision 030): every lead whose
 * `last_activity_at` is older than `months` months before `now` and not yet
 * anonymised is anonymised as an erasure would (anonymise.server.ts), and so
 * is each person once all their leads are. One transaction; audited once as
 * `retention.run` (no actor, the counts) when it anonymised anything. A
 * second run at the same time finds nothing.
 */
export async function runRetention(db: Database, options: { now: Date; months: number }): Promise<{ leads: number; persons: number }> {
  const { now, months } = options;
  const cutoff = retentionCutoff(now, months);
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: leads.id }).from(leads).where(dueLeads(cutoff)).orderBy(asc(leads.id));
    let counts: AnonymisedCounts = await anonymiseLeads(
      tx,
      due.map((l) => l.id),
      now,
    );
    // Every person not yet anonymised who has leads and none left with a name.
    const done = await tx
      .select({ id: persons.id, emailKey: persons.emailKey })
      .from(persons)
      .where(
        and(
          isNull(persons.erasedAt),
          sql`exists (select 1 from ${leads} where ${leads.personId} = ${persons.id})`,
          sql`not exists (select 1 from ${leads} where ${leads.personId} = ${persons.id} and ${leads.anonymisedAt} is null)`,
        ),
      )
      .orderBy(asc(persons.id));
    for (const person of done) counts = addCounts(counts, await anonymisePerson(tx, person, now));
    if (counts.leads > 0 || counts.persons > 0) {
      await recordAudit(tx, { actor: null, action: "retention.run", details: { months, cutoff: cutoff.toISOString(), ...counts }, now });
    }
    return { leads: counts.leads, persons: counts.persons };
  });
}
