import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { hrAssessments, leadershipAssessments, leadEvents, leads, outgoingMail, persons, users, type leadershipCategories } from "#db/schema";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import { sourceIdOf, toLeadRow } from "./lead-query.server";
import type { AssessmentResults, LeadDetail, TimelineItem } from "./lead-row";
import { timelineActor } from "./timeline-actor";

/** How many timeline items the lead page shows; older ones are not loaded. */
export const TIMELINE_LIMIT = 200;

/**
 * One lead with its person and the person's timeline, newest first: every
 * submission, status, owner and follow-up change and note on any of their
 * leads, and every e-mail the outbox holds for their address. Who acted is
 * named in the reader's language (`lang`: the firm's own administrator
 * account without a name reads as its role).
 */
export async function getLead(db: Database, id: number, lang: Lang): Promise<LeadDetail> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) throw new AppError("NOT_FOUND", { message: "leadPipelineAdmin.error.notFound" });
  const [person] = await db.select().from(persons).where(eq(persons.id, lead.personId)).limit(1);

  const personLeads = await db
    .select({
      id: leads.id,
      source: leads.source,
      createdAt: leads.createdAt,
      contactSubmissionId: leads.contactSubmissionId,
      hrAssessmentId: leads.hrAssessmentId,
      leadershipAssessmentId: leads.leadershipAssessmentId,
    })
    .from(leads)
    .where(eq(leads.personId, person.id))
    .orderBy(desc(leads.createdAt))
    .limit(TIMELINE_LIMIT);
  const [events, mails, [{ leadCount }], results, t] = await Promise.all([
    db
      .select({ event: leadEvents, actor: { username: users.username, fullName: users.fullName, isProtected: users.isProtected, gender: users.gender } })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.actorId))
      .where(inArray(leadEvents.leadId, personLeads.map((l) => l.id)))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(TIMELINE_LIMIT),
    person.emailKey
      ? db
          .select({ id: outgoingMail.id, subject: outgoingMail.subject, status: outgoingMail.status, createdAt: outgoingMail.createdAt, sentAt: outgoingMail.sentAt })
          .from(outgoingMail)
          .where(sql`lower(trim(${outgoingMail.toAddress})) = ${person.emailKey}`)
          .orderBy(desc(outgoingMail.createdAt))
          .limit(TIMELINE_LIMIT)
      : Promise.resolve([]),
    db.select({ leadCount: count() }).from(leads).where(eq(leads.personId, person.id)),
    loadAssessmentResults(db, personLeads),
    getTranslator(db, lang),
  ]);

  const timeline: TimelineItem[] = [
    ...personLeads.map((l): TimelineItem => {
      const item: TimelineItem = { kind: "submission", at: l.createdAt.toISOString(), leadId: l.id, source: l.source, sourceId: sourceIdOf(l) };
      const summary = results.get(l.id);
      return summary ? { ...item, results: summary } : item;
    }),
    ...events.map(({ event, actor: account }): TimelineItem => {
      const actor = event.actorId !== null && account !== null ? timelineActor(event.actorId, account, t) : null;
      const base = { at: event.createdAt.toISOString(), leadId: event.leadId, id: event.id, actor };
      return event.kind === "note" ? { kind: "note", ...base, body: event.body ?? "" } : { kind: event.kind, ...base, from: event.fromValue, to: event.toValue };
    }),
    ...mails.map((m): TimelineItem => ({ kind: "email", at: (m.sentAt ?? m.createdAt).toISOString(), id: m.id, subject: m.subject, status: m.status })),
  ];
  timeline.sort((a, b) => (a.at === b.at ? timelineRank(b) - timelineRank(a) : a.at < b.at ? 1 : -1));

  return {
    lead: toLeadRow(lead),
    person: {
      id: person.id,
      email: person.email,
      name: person.name,
      company: person.company,
      phone: person.phone,
      createdAt: person.createdAt.toISOString(),
      leadCount: Number(leadCount),
    },
    timeline: timeline.slice(0, TIMELINE_LIMIT),
    results: (await resultsOfLead(db, lead, results)) ?? null,
  };
}

/** The leadership assessment's most points: 10 questions of 1–5 (leadership-assessment/scoring.ts `LEADERSHIP_MAX_SCORE`; a test holds them equal). */
export const LEADERSHIP_MAX = 50;

/** The HR assessment's risk level by its overall percentage (hr-assessment/scoring.ts `riskLevel`; a test holds them equal). */
export function hrRiskOf(overall: number): "low" | "medium" | "high" {
  if (overall >= 70) return "low";
  if (overall >= 40) return "medium";
  return "high";
}

const categorySlug: Record<(typeof leadershipCategories)[number], "futureReady" | "moderateGaps" | "highRisk"> = {
  "Future-Ready": "futureReady",
  "Moderate Gaps": "moderateGaps",
  "High Risk": "highRisk",
};

type LeadLinks = { id: number; hrAssessmentId: number | null; leadershipAssessmentId: number | null };

/**
 * The results of the person's assessment leads, by lead id: two queries
 * (one per assessment table) however many there are. Scores stay after an
 * erasure (decision 030), so an anonymised lead still shows them.
 */
async function loadAssessmentResults(db: Database, personLeads: LeadLinks[]): Promise<Map<number, AssessmentResults>> {
  const hrIds = personLeads.flatMap((l) => (l.hrAssessmentId === null ? [] : [l.hrAssessmentId]));
  const leadershipIds = personLeads.flatMap((l) => (l.leadershipAssessmentId === null ? [] : [l.leadershipAssessmentId]));
  const [hrRows, leadershipRows] = await Promise.all([
    hrIds.length
      ? db
          .select({ id: hrAssessments.id, role: hrAssessments.userRole, scores: hrAssessments.scores, overall: hrAssessments.overallScore })
          .from(hrAssessments)
          .where(inArray(hrAssessments.id, hrIds))
      : Promise.resolve([]),
    leadershipIds.length
      ? db
          .select({ id: leadershipAssessments.id, score: leadershipAssessments.totalScore, category: leadershipAssessments.category })
          .from(leadershipAssessments)
          .where(inArray(leadershipAssessments.id, leadershipIds))
      : Promise.resolve([]),
  ]);
  const hrById = new Map(hrRows.map((r) => [r.id, r]));
  const leadershipById = new Map(leadershipRows.map((r) => [r.id, r]));
  const out = new Map<number, AssessmentResults>();
  for (const l of personLeads) {
    const hr = l.hrAssessmentId === null ? undefined : hrById.get(l.hrAssessmentId);
    if (hr) {
      const overall = Number(hr.overall);
      const areas = Object.entries(hr.scores ?? {})
        .filter(([, s]) => s.total > 0)
        .map(([id, s]) => ({ id, score: s.score, total: s.total, percentage: s.percentage }))
        // Weakest first: what the firm would talk about. (jsonb keeps no key order to follow.)
        .sort((a, b) => a.percentage - b.percentage || a.id.localeCompare(b.id));
      out.set(l.id, { kind: "hr_assessment", role: hr.role, overallPercent: overall, risk: hrRiskOf(overall), areas });
    }
    const leadership = l.leadershipAssessmentId === null ? undefined : leadershipById.get(l.leadershipAssessmentId);
    if (leadership) out.set(l.id, { kind: "leadership_assessment", score: leadership.score, max: LEADERSHIP_MAX, category: categorySlug[leadership.category] });
  }
  return out;
}

/** The viewed lead's results: among the person's (the timeline's first 200 leads), or read on their own when older. */
async function resultsOfLead(db: Database, lead: LeadLinks, loaded: Map<number, AssessmentResults>): Promise<AssessmentResults | undefined> {
  if (lead.hrAssessmentId === null && lead.leadershipAssessmentId === null) return undefined;
  return loaded.get(lead.id) ?? (await loadAssessmentResults(db, [lead])).get(lead.id);
}

/** At the same instant, a submission comes before what followed it (so it is listed below), then ids in order. */
function timelineRank(item: TimelineItem): number {
  return item.kind === "submission" ? -1 : "id" in item ? item.id : 0;
}
