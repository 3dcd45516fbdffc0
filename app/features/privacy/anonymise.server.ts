import { and, eq, inArray, isNull, like, sql, type SQL } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { contactSubmissions, hrAssessments, leadEvents, leadershipAssessments, leads, outgoingMail, persons } from "#db/schema";
import type { AnonymisedCounts } from "./personal-data";

/**
 * What an anonymised name (or another required text) reads afterwards
 * (decision 030, "What erasure keeps"). Fixed, so counts and lists still show
 * a row, and nothing about who it was.
 */
export const ERASED_MARKER = "[erased]";

export type { AnonymisedCounts };

export const noCounts = (): AnonymisedCounts => ({
  persons: 0,
  leads: 0,
  contactSubmissions: 0,
  hrAssessments: 0,
  leadershipAssessments: 0,
  notes: 0,
  outgoingMail: 0,
  rateLimits: 0,
  auditEntries: 0,
});

export function addCounts(a: AnonymisedCounts, b: AnonymisedCounts): AnonymisedCounts {
  const sum = noCounts();
  for (const key of Object.keys(sum) as (keyof AnonymisedCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Rows touched by a raw statement (both drivers answer `rowCount`, PGlite as `affectedRows`). */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/** Large runs go in slices, so no statement carries thousands of parameters. */
const SLICE = 500;

/** A touch reduced to its campaign (utm_source/medium/campaign): not personal, and what the firm's source counts need. */
const campaignOnly = (touch: "first" | "latest") =>
  sql`nullif(jsonb_strip_nulls(jsonb_build_object(
        'utmSource', ${leads.attribution} -> ${touch} -> 'utmSource',
        'utmMedium', ${leads.attribution} -> ${touch} -> 'utmMedium',
        'utmCampaign', ${leads.attribution} -> ${touch} -> 'utmCampaign')), '{}'::jsonb)`;

/** The outbox references of the mails about one submission: the firm's notifications and the leadership taker's results. */
function submissionReferences(lead: { contactSubmissionId: number | null; hrAssessmentId: number | null; leadershipAssessmentId: number | null }): string[] {
  if (lead.contactSubmissionId !== null) return [`contact-submission:${lead.contactSubmissionId}`];
  if (lead.hrAssessmentId !== null) return [`hr-assessment:${lead.hrAssessmentId}`];
  if (lead.leadershipAssessmentId !== null) {
    return [`leadership-assessment:${lead.leadershipAssessmentId}`, `leadership-assessment-notification:${lead.leadershipAssessmentId}`];
  }
  return [];
}

/**
 * Replaces the personal content of outbox rows: address, subject and bodies.
 * A mail not yet sent is also stopped (status `failed`), since there is no
 * one left to send it to; status and dates of the others are kept.
 */
async function scrubMail(tx: DatabaseExecutor, where: SQL): Promise<number> {
  const result = await tx
    .update(outgoingMail)
    .set({
      toAddress: ERASED_MARKER,
      subject: ERASED_MARKER,
      textBody: ERASED_MARKER,
      htmlBody: null,
      lastError: sql`case when ${outgoingMail.status} = 'pending' then ${ERASED_MARKER} else ${outgoingMail.lastError} end`,
      status: sql`case when ${outgoingMail.status} = 'pending' then 'failed' else ${outgoingMail.status} end`,
    })
    .where(and(sql`(${where})`, sql`(${outgoingMail.subject} <> ${ERASED_MARKER} or ${outgoingMail.toAddress} <> ${ERASED_MARKER})`))
    .returning({ id: outgoingMail.id });
  return result.length;
}

/** The outbox reference kind of the daily lead digest (lead-digest/send-lead-digest.server.ts): one mail listing many people. */
const DIGEST_REFERENCE = "lead-digest:%";
/** Shorter values (initials, "Co") would replace parts of other people's lines. */
const MIN_MENTION_LENGTH = 3;

/**
 * The daily digest lists many leads by name, company and phone in one mail,
 * so it cannot be wiped for one person: each of their values is replaced by
 * the marker where the digest mentions it. Answers the ids of the mails changed.
 */
async function scrubDigestMentions(tx: DatabaseExecutor, values: readonly (string | null)[]): Promise<Set<number>> {
  const changed = new Set<number>();
  const mentions = [...new Set(values.map((v) => v?.trim() ?? "").filter((v) => v.length >= MIN_MENTION_LENGTH && v !== ERASED_MARKER))];
  for (const value of mentions) {
    const rows = await tx
      .update(outgoingMail)
      .set({
        subject: sql`replace(${outgoingMail.subject}, ${value}, ${ERASED_MARKER})`,
        textBody: sql`replace(${outgoingMail.textBody}, ${value}, ${ERASED_MARKER})`,
        htmlBody: sql`replace(${outgoingMail.htmlBody}, ${value}, ${ERASED_MARKER})`,
      })
      .where(
        and(
          like(outgoingMail.reference, DIGEST_REFERENCE),
          sql`(strpos(${outgoingMail.subject}, ${value}) > 0 or strpos(${outgoingMail.textBody}, ${value}) > 0 or strpos(coalesce(${outgoingMail.htmlBody}, ''), ${value}) > 0)`,
        ),
      )
      .returning({ id: outgoingMail.id });
    for (const row of rows) changed.add(row.id);
  }
  return changed;
}

/**
 * Anonymises leads (erasure and retention share this): the lead's name,
 * e-mail, company and phone; its attribution down to the campaign; its
 * submission's personal fields (scores, answers, role, challenges, service
 * and category kept); its notes' text; the outbox mails about its
 * submission; and its name, company and phone in the lead digests. Source, status, owner, dates and consent are kept, so counts
 * per status, source and month stay right. Leads already anonymised are skipped.
 */
export async function anonymiseLeads(tx: DatabaseExecutor, leadIds: readonly number[], now: Date): Promise<AnonymisedCounts> {
  const counts = noCounts();
  for (let start = 0; start < leadIds.length; start += SLICE) {
    const slice = leadIds.slice(start, start + SLICE);
    const before = await tx
      .select({ name: leads.name, company: leads.company, phone: leads.phone })
      .from(leads)
      .where(and(inArray(leads.id, slice), isNull(leads.anonymisedAt)));
    const rows = await tx
      .update(leads)
      .set({
        name: ERASED_MARKER,
        email: null,
        company: null,
        phone: null,
        attribution: sql`jsonb_strip_nulls(jsonb_build_object('first', ${campaignOnly("first")}, 'latest', ${campaignOnly("latest")}))`,
        anonymisedAt: now,
      })
      .where(and(inArray(leads.id, slice), isNull(leads.anonymisedAt)))
      .returning({
        id: leads.id,
        contactSubmissionId: leads.contactSubmissionId,
        hrAssessmentId: leads.hrAssessmentId,
        leadershipAssessmentId: leads.leadershipAssessmentId,
      });
    if (rows.length === 0) continue;
    counts.leads += rows.length;
    const ids = (key: "contactSubmissionId" | "hrAssessmentId" | "leadershipAssessmentId") => rows.flatMap((r) => (r[key] === null ? [] : [r[key]]));
    const sub = await anonymiseSubmissions(tx, { contact: ids("contactSubmissionId"), hr: ids("hrAssessmentId"), leadership: ids("leadershipAssessmentId") });
    counts.contactSubmissions += sub.contactSubmissions;
    counts.hrAssessments += sub.hrAssessments;
    counts.leadershipAssessments += sub.leadershipAssessments;
    const notes = await tx
      .update(leadEvents)
      .set({ body: null })
      .where(and(inArray(leadEvents.leadId, rows.map((r) => r.id)), eq(leadEvents.kind, "note"), sql`${leadEvents.body} is not null`))
      .returning({ id: leadEvents.id });
    counts.notes += notes.length;
    const references = rows.flatMap(submissionReferences);
    if (references.length > 0) counts.outgoingMail += await scrubMail(tx, inArray(outgoingMail.reference, references));
    counts.outgoingMail += (await scrubDigestMentions(tx, before.flatMap((l) => [l.name, l.company, l.phone]))).size;
  }
  return counts;
}

/** The submissions' personal fields → marker (required columns) or null; what is not personal stays. */
export async function anonymiseSubmissions(
  tx: DatabaseExecutor,
  ids: { contact: number[]; hr: number[]; leadership: number[] },
): Promise<Pick<AnonymisedCounts, "contactSubmissions" | "hrAssessments" | "leadershipAssessments">> {
  const [contact, hr, leadership] = [
    ids.contact.length === 0
      ? []
      : await tx
          .update(contactSubmissions)
          .set({ fullName: ERASED_MARKER, email: ERASED_MARKER, company: null, message: ERASED_MARKER })
          .where(inArray(contactSubmissions.id, ids.contact))
          .returning({ id: contactSubmissions.id }),
    ids.hr.length === 0
      ? []
      : await tx
          .update(hrAssessments)
          .set({ name: ERASED_MARKER, email: ERASED_MARKER, company: ERASED_MARKER, phone: null, message: null })
          .where(inArray(hrAssessments.id, ids.hr))
          .returning({ id: hrAssessments.id }),
    ids.leadership.length === 0
      ? []
      : await tx
          .update(leadershipAssessments)
          .set({ name: ERASED_MARKER, email: null, company: null, phone: null })
          .where(inArray(leadershipAssessments.id, ids.leadership))
          .returning({ id: leadershipAssessments.id }),
  ];
  return { contactSubmissions: contact.length, hrAssessments: hr.length, leadershipAssessments: leadership.length };
}

/**
 * Anonymises a person once nothing of theirs needs their identity: the
 * person row (e-mail key cleared, so a later submission from the address
 * starts a fresh person), every outbox mail to or naming the address, the
 * rate-limit counters keyed by it, its name, company and phone where a
 * lead digest mentions them, and a refused sign-in whose typed name was the
 * address (the entry stays; the name becomes the marker).
 */
export async function anonymisePerson(tx: DatabaseExecutor, person: { id: number; emailKey: string | null }, now: Date): Promise<AnonymisedCounts> {
  const counts = noCounts();
  const [held] = await tx.select({ name: persons.name, company: persons.company, phone: persons.phone }).from(persons).where(and(eq(persons.id, person.id), isNull(persons.erasedAt)));
  const updated = await tx
    .update(persons)
    .set({ emailKey: null, email: null, name: ERASED_MARKER, company: null, phone: null, erasedAt: now, updatedAt: now })
    .where(and(eq(persons.id, person.id), isNull(persons.erasedAt)))
    .returning({ id: persons.id });
  counts.persons = updated.length;
  if (held) counts.outgoingMail += (await scrubDigestMentions(tx, [held.name, held.company, held.phone])).size;
  const key = person.emailKey;
  if (!key) return counts;
  counts.outgoingMail += await scrubMail(
    tx,
    sql`(lower(trim(${outgoingMail.toAddress})) = ${key}
      or strpos(lower(${outgoingMail.subject}), ${key}) > 0
      or strpos(lower(${outgoingMail.textBody}), ${key}) > 0
      or strpos(lower(coalesce(${outgoingMail.htmlBody}, '')), ${key}) > 0)`,
  );
  counts.rateLimits = affected(await tx.execute(sql`delete from rate_limits where strpos(lower(key), ${key}) > 0`));
  counts.auditEntries = affected(
    await tx.execute(sql`
      update audit_log
         set details = jsonb_set(details, '{username}', to_jsonb(${ERASED_MARKER}::text))
       where action = 'auth.sign_in_failed'
         and lower(trim(details ->> 'username')) = ${key}`),
  );
  return counts;
}
