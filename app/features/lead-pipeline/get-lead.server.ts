import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { leadEvents, leads, outgoingMail, persons, users } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { sourceIdOf, toLeadRow } from "./lead-query.server";
import type { LeadDetail, TimelineItem } from "./lead-row";

/** How many timeline items the lead page shows; older ones are not loaded. */
export const TIMELINE_LIMIT = 200;

/**
 * One lead with its person and the person's timeline, newest first: every
 * submission, status, owner and follow-up change and note on any of their
 * leads, and every e-mail the outbox holds for their address.
 */
export async function getLead(db: Database, id: number): Promise<LeadDetail> {
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
  const [events, mails, [{ leadCount }]] = await Promise.all([
    db
      .select({ event: leadEvents, username: users.username })
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
  ]);

  const timeline: TimelineItem[] = [
    ...personLeads.map((l): TimelineItem => ({ kind: "submission", at: l.createdAt.toISOString(), leadId: l.id, source: l.source, sourceId: sourceIdOf(l) })),
    ...events.map(({ event, username }): TimelineItem => {
      const actor = event.actorId !== null && username !== null ? { id: event.actorId, username } : null;
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
  };
}

/** At the same instant, a submission comes before what followed it (so it is listed below), then ids in order. */
function timelineRank(item: TimelineItem): number {
  return item.kind === "submission" ? -1 : "id" in item ? item.id : 0;
}
