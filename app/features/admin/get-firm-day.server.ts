import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads, type LeadSource } from "#db/schema";
import { countTranslationsToUpdate } from "~/features/blog/count-translations-to-update.server";
import { listPendingPosts } from "~/features/blog/list-pending-posts.server";
import { countSiteTextsToTranslate } from "~/features/site-content/count-site-texts-to-translate.server";
import { isWaitingLead } from "~/features/lead-digest/find-digest-leads.server";
import { leadWhere } from "~/features/lead-pipeline/lead-query.server";
import { closedStatuses } from "~/features/lead-pipeline/lead-statuses";
import { atRiyadhHour, riyadhDay } from "~/lib/riyadh-time";
import { DAY_ITEMS, type DayLead, type FirmDay } from "./firm-day";

/** The strip's two kinds of new lead: what the public forms send, and the two assessments. */
const formSources: LeadSource[] = ["contact", "inquiry", "consultation"];
const assessmentSources: LeadSource[] = ["hr_assessment", "leadership_assessment"];

/**
 * The firm's day at `now` (decision 034): new leads and assessments nobody has
 * answered, follow-ups overdue and due later today (Riyadh), articles waiting
 * for review. Overdue is the Leads tab's rule (`leadWhere`), waiting the
 * digest's (`isWaitingLead`); erased leads are left out of the new ones, as
 * from the digest (there is nobody left to answer).
 */
export async function getFirmDay(db: Database, now: Date = new Date()): Promise<FirmDay> {
  const isNew = (sources: LeadSource[]) => and(eq(leads.status, "new"), inArray(leads.source, sources), isNull(leads.anonymisedAt));
  const overdue = leadWhere({ search: "", overdue: true }, now);
  // From now to midnight ending today's Riyadh day: due today and not passed yet.
  const dueToday = and(isNotNull(leads.nextFollowUpAt), gte(leads.nextFollowUpAt, now), lt(leads.nextFollowUpAt, atRiyadhHour(riyadhDay(now), 24)), notInArray(leads.status, [...closedStatuses]));

  const columns = {
    id: leads.id,
    name: leads.name,
    company: leads.company,
    source: leads.source,
    status: leads.status,
    createdAt: leads.createdAt,
    nextFollowUpAt: leads.nextFollowUpAt,
    anonymisedAt: leads.anonymisedAt,
  };
  const countOf = async (where: ReturnType<typeof and>) => Number((await db.select({ n: count() }).from(leads).where(where))[0]?.n ?? 0);

  const [newRows, overdueRows, overdueTotal, dueTodayRows, dueTodayTotal, reviews, translationsToUpdate, siteTextsToUpdate] = await Promise.all([
    // Every new lead's arrival (no more than the firm has left unanswered), to count the waiting ones by the digest's rule.
    db
      .select({ id: leads.id, source: leads.source, createdAt: leads.createdAt })
      .from(leads)
      .where(isNew([...formSources, ...assessmentSources]))
      .orderBy(desc(leads.createdAt), desc(leads.id)),
    db.select(columns).from(leads).where(overdue).orderBy(asc(leads.nextFollowUpAt), asc(leads.id)).limit(DAY_ITEMS),
    countOf(overdue),
    db.select(columns).from(leads).where(dueToday).orderBy(asc(leads.nextFollowUpAt), asc(leads.id)).limit(DAY_ITEMS),
    countOf(dueToday),
    listPendingPosts(db, { search: "", page: 1, pageSize: DAY_ITEMS }),
    countTranslationsToUpdate(db),
    countSiteTextsToTranslate(db),
  ]);

  type Row = (typeof overdueRows)[number];
  const dayLead = (row: Row): DayLead => ({
    id: row.id,
    name: row.name,
    company: row.company,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    nextFollowUpAt: row.nextFollowUpAt?.toISOString() ?? null,
    waiting: row.status === "new" && row.anonymisedAt === null && isWaitingLead(row.createdAt, now),
    overdue: row.nextFollowUpAt !== null && row.nextFollowUpAt.getTime() < now.getTime() && !closedStatuses.includes(row.status),
  });

  const newOf = async (sources: LeadSource[]) => {
    const rows = newRows.filter((row) => sources.includes(row.source));
    const shown = rows.slice(0, DAY_ITEMS).map((row) => row.id);
    const full = shown.length ? await db.select(columns).from(leads).where(inArray(leads.id, shown)).orderBy(desc(leads.createdAt), desc(leads.id)) : [];
    return { total: rows.length, waiting: rows.filter((row) => isWaitingLead(row.createdAt, now)).length, items: full.map(dayLead) };
  };
  const [newLeads, assessments] = await Promise.all([newOf(formSources), newOf(assessmentSources)]);

  return {
    newLeads,
    followUps: {
      overdue: overdueTotal,
      dueToday: dueTodayTotal,
      items: [...overdueRows, ...dueTodayRows].slice(0, DAY_ITEMS).map(dayLead),
    },
    assessments,
    reviews: {
      total: reviews.total,
      items: reviews.posts.map(({ id, titleEn, titleAr, author, authorAr, createdAt }) => ({ id, titleEn, titleAr, author, authorAr: authorAr || null, createdAt })),
    },
    translations: { toUpdate: translationsToUpdate, siteTexts: siteTextsToUpdate },
  };
}
