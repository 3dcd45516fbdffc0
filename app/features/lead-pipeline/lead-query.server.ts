import { and, eq, gte, ilike, inArray, isNotNull, isNull, lt, notInArray, or, type SQL } from "drizzle-orm";
import { leads, type Lead } from "#db/schema";
import { containsPattern } from "~/lib/list-query";
import type { LeadListQuery } from "./lead-list-query";
import type { LeadRow } from "./lead-row";
import { closedStatuses } from "./lead-statuses";


/** The filters and search shared by the list and its CSV export. */
export function leadWhere(query: Omit<LeadListQuery, "page" | "pageSize">, now: Date): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    query.status ? eq(leads.status, query.status) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
    query.owner === null ? isNull(leads.ownerId) : query.owner !== undefined ? eq(leads.ownerId, query.owner) : undefined,
    query.overdue === true ? and(isNotNull(leads.nextFollowUpAt), lt(leads.nextFollowUpAt, now), notInArray(leads.status, [...closedStatuses])) : undefined,
    query.overdue === false ? or(isNull(leads.nextFollowUpAt), gte(leads.nextFollowUpAt, now), inArray(leads.status, [...closedStatuses])) : undefined,
    pattern ? or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern), ilike(leads.phone, pattern)) : undefined,
  );
}

export function toLeadRow(row: Lead): LeadRow {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    nextFollowUpAt: row.nextFollowUpAt?.toISOString() ?? null,
    attribution: row.attribution,
    personId: row.personId,
    sourceId: sourceIdOf(row),
    language: row.language,
    lastActivityAt: row.lastActivityAt.toISOString(),
    consent: row.consentAcceptedAt
      ? { noticeVersion: row.consentNoticeVersion, acceptedAt: row.consentAcceptedAt.toISOString(), language: row.consentLanguage }
      : null,
  };
}

/** The submission's id in its source's table. */
export function sourceIdOf(row: Pick<Lead, "contactSubmissionId" | "hrAssessmentId" | "leadershipAssessmentId">): number {
  return row.contactSubmissionId ?? row.hrAssessmentId ?? row.leadershipAssessmentId ?? 0;
}
