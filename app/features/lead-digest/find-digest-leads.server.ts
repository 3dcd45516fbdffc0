import { and, count, desc, asc, eq, gt, isNotNull, isNull, lt, lte, notInArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads, users } from "#db/schema";
import { closedStatuses } from "~/features/lead-pipeline/lead-statuses";
import { addRiyadhWorkingDays } from "~/lib/riyadh-time";
import { DIGEST_SECTION_LIMIT, type DigestContent, type DigestLead } from "./digest-lead";

const DAY_MS = 24 * 60 * 60_000;
/** Two working days take at least 2 and at most 4 calendar days (a weekend between): older leads are stale for sure. */
const SURELY_STALE_MS = 4 * DAY_MS;
const MAYBE_STALE_MS = 2 * DAY_MS;
/** Stale means two working days with the status still `new`. */
export const STALE_WORKING_DAYS = 2;

/** A lead still `new` at `now` is waiting (stale) once two working days have passed since it arrived; the dashboard's day strip flags it by this too. */
export function isWaitingLead(createdAt: Date, now: Date): boolean {
  return addRiyadhWorkingDays(createdAt, STALE_WORKING_DAYS).getTime() <= now.getTime();
}

/**
 * The digest's two lists at `now` (decision 031): leads still `new` two
 * working days after they arrived, and open leads whose follow-up time has
 * passed. Anonymised leads are left out (there is nobody left to call).
 */
export async function findDigestLeads(db: Database, now: Date, limit = DIGEST_SECTION_LIMIT): Promise<DigestContent> {
  const columns = {
    id: leads.id,
    name: leads.name,
    company: leads.company,
    source: leads.source,
    status: leads.status,
    createdAt: leads.createdAt,
    nextFollowUpAt: leads.nextFollowUpAt,
    owner: { username: users.username, fullName: users.fullName, isProtected: users.isProtected },
  };
  const select = () => db.select(columns).from(leads).leftJoin(users, eq(users.id, leads.ownerId));
  const isNew = and(eq(leads.status, "new"), isNull(leads.anonymisedAt));
  const surelyStale = lte(leads.createdAt, new Date(now.getTime() - SURELY_STALE_MS));
  const overdue = and(isNotNull(leads.nextFollowUpAt), lt(leads.nextFollowUpAt, now), notInArray(leads.status, [...closedStatuses]), isNull(leads.anonymisedAt));

  const [recent, older, [{ n: olderTotal }], overdueRows, [{ n: overdueTotal }]] = await Promise.all([
    // Between two and four calendar days old: the working-day rule decides, one by one.
    select()
      .where(and(isNew, gt(leads.createdAt, new Date(now.getTime() - SURELY_STALE_MS)), lte(leads.createdAt, new Date(now.getTime() - MAYBE_STALE_MS))))
      .orderBy(desc(leads.createdAt), desc(leads.id)),
    select().where(and(isNew, surelyStale)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit),
    db.select({ n: count() }).from(leads).where(and(isNew, surelyStale)),
    select().where(overdue).orderBy(asc(leads.nextFollowUpAt), asc(leads.id)).limit(limit),
    db.select({ n: count() }).from(leads).where(overdue),
  ]);
  const recentStale = recent.filter((lead) => isWaitingLead(lead.createdAt, now));
  return {
    stale: [...recentStale, ...older].slice(0, limit) as DigestLead[],
    staleTotal: recentStale.length + Number(olderTotal),
    overdue: overdueRows as DigestLead[],
    overdueTotal: Number(overdueTotal),
  };
}
