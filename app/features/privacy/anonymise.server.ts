import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { auditLog, contactSubmissions, hrAssessments, leadDigestLines, leadEvents, leadershipAssessments, leads, outgoingMail, persons, rateLimits } from "#db/schema";
import { ERASED_MARKER } from "~/features/lead-capture/erased-marker";
import { byAddress, byLeads, erasedValues, personalDataMap as map, refusedSignInsBy } from "./personal-data-map.server";
import { submissionMailReferences } from "./person-mail.server";
import type { AnonymisedCounts } from "./personal-data";

export { ERASED_MARKER };

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

/** Large runs go in slices, so no statement carries thousands of parameters. */
const SLICE = 500;

/** The outbox references of the mails about one lead's submission. */
function submissionReferences(lead: { contactSubmissionId: number | null; hrAssessmentId: number | null; leadershipAssessmentId: number | null }): string[] {
  const one = (id: number | null) => (id === null ? [] : [id]);
  return submissionMailReferences({ contact: one(lead.contactSubmissionId), hr: one(lead.hrAssessmentId), leadership: one(lead.leadershipAssessmentId) });
}

/**
 * Replaces the personal content of outbox rows (address, subject and bodies:
 * the map's columns, and the mail server's last answer, which may quote the
 * address). A mail not yet sent is also stopped (status `failed`), since
 * there is no one left to send it to; status and dates of the others are kept.
 */
async function scrubMail(tx: DatabaseExecutor, where: SQL): Promise<number> {
  const result = await tx
    .update(outgoingMail)
    .set({
      ...erasedValues(map.outgoingMail),
      // A bounce quotes the address it refused, so any answer kept becomes the marker; a pending mail gets it as the reason it stopped.
      lastError: sql`case when ${outgoingMail.status} = 'pending' or ${outgoingMail.lastError} is not null then ${ERASED_MARKER} else null end`,
      status: sql`case when ${outgoingMail.status} = 'pending' then 'failed' else ${outgoingMail.status} end`,
    })
    .where(and(sql`(${where})`, sql`(${outgoingMail.subject} <> ${ERASED_MARKER} or ${outgoingMail.toAddress} <> ${ERASED_MARKER})`))
    .returning({ id: outgoingMail.id });
  return result.length;
}

/**
 * The lead digests list many people in one mail, so one person's erasure
 * cannot wipe them. Each digest knows which lead each of its entries names
 * (lead_digest_lines, written with the mail): that entry's first line (name,
 * company, source) becomes its erased form, found by the lead's id, never by
 * searching the text for a name. The mails are locked first, so two erasures
 * rewriting one digest at once cannot undo each other. Answers how many
 * mails changed.
 */
async function eraseDigestLines(tx: DatabaseExecutor, leadIds: readonly number[]): Promise<number> {
  const entries = await tx
    .select({ mailId: leadDigestLines.mailId, line: leadDigestLines.line, erasedLine: leadDigestLines.erasedLine })
    .from(leadDigestLines)
    .where(inArray(leadDigestLines.leadId, [...leadIds]));
  if (entries.length === 0) return 0;
  const mailIds = [...new Set(entries.map((e) => e.mailId))].sort((a, b) => a - b);
  const mails = await tx.select({ id: outgoingMail.id, textBody: outgoingMail.textBody }).from(outgoingMail).where(inArray(outgoingMail.id, mailIds)).orderBy(asc(outgoingMail.id)).for("update");
  let changed = 0;
  for (const mail of mails) {
    const lines = mail.textBody.split("\n");
    let edited = false;
    for (const entry of entries) {
      if (entry.mailId !== mail.id || entry.line >= lines.length || lines[entry.line] === entry.erasedLine) continue;
      lines[entry.line] = entry.erasedLine;
      edited = true;
    }
    if (!edited) continue;
    await tx.update(outgoingMail).set({ textBody: lines.join("\n"), htmlBody: null }).where(eq(outgoingMail.id, mail.id));
    changed += 1;
  }
  return changed;
}

/**
 * Anonymises leads (erasure and retention share this), each column as the
 * personal-data map says: the lead's name, e-mail, company, phone and
 * attribution; its submission's personal fields; its notes' text; the outbox
 * mails about its submission; and its lines in the lead digests, by its id.
 * Source, status, owner, dates and consent are kept, so counts per status,
 * source and month stay right. Leads already anonymised are skipped.
 */
export async function anonymiseLeads(tx: DatabaseExecutor, leadIds: readonly number[], now: Date): Promise<AnonymisedCounts> {
  const counts = noCounts();
  for (let start = 0; start < leadIds.length; start += SLICE) {
    const slice = leadIds.slice(start, start + SLICE);
    const rows = await tx
      .update(leads)
      .set({ ...erasedValues(map.leads), anonymisedAt: now })
      .where(and(inArray(leads.id, slice), isNull(leads.anonymisedAt)))
      .returning({
        id: leads.id,
        contactSubmissionId: leads.contactSubmissionId,
        hrAssessmentId: leads.hrAssessmentId,
        leadershipAssessmentId: leads.leadershipAssessmentId,
      });
    if (rows.length === 0) continue;
    counts.leads += rows.length;
    const done = rows.map((r) => r.id);
    const ids = (key: "contactSubmissionId" | "hrAssessmentId" | "leadershipAssessmentId") => rows.flatMap((r) => (r[key] === null ? [] : [r[key]]));
    const sub = await anonymiseSubmissions(tx, { contact: ids("contactSubmissionId"), hr: ids("hrAssessmentId"), leadership: ids("leadershipAssessmentId") });
    counts.contactSubmissions += sub.contactSubmissions;
    counts.hrAssessments += sub.hrAssessments;
    counts.leadershipAssessments += sub.leadershipAssessments;
    const notes = await tx
      .update(leadEvents)
      .set(erasedValues(map.leadEvents))
      .where(and(byLeads(map.leadEvents.match, done), eq(leadEvents.kind, "note"), sql`${leadEvents.body} is not null`))
      .returning({ id: leadEvents.id });
    counts.notes += notes.length;
    const references = rows.flatMap(submissionReferences);
    if (references.length > 0) counts.outgoingMail += await scrubMail(tx, inArray(outgoingMail.reference, references));
    counts.outgoingMail += await eraseDigestLines(tx, done);
  }
  return counts;
}

/** The submissions' personal fields as the map says (marker for required columns, else null); what is not personal stays. */
export async function anonymiseSubmissions(
  tx: DatabaseExecutor,
  ids: { contact: number[]; hr: number[]; leadership: number[] },
): Promise<Pick<AnonymisedCounts, "contactSubmissions" | "hrAssessments" | "leadershipAssessments">> {
  const [contact, hr, leadership] = [
    ids.contact.length === 0
      ? []
      : await tx
          .update(contactSubmissions)
          .set(erasedValues(map.contactSubmissions))
          .where(inArray(contactSubmissions.id, ids.contact))
          .returning({ id: contactSubmissions.id }),
    ids.hr.length === 0
      ? []
      : await tx
          .update(hrAssessments)
          .set(erasedValues(map.hrAssessments))
          .where(inArray(hrAssessments.id, ids.hr))
          .returning({ id: hrAssessments.id }),
    ids.leadership.length === 0
      ? []
      : await tx
          .update(leadershipAssessments)
          .set(erasedValues(map.leadershipAssessments))
          .where(inArray(leadershipAssessments.id, ids.leadership))
          .returning({ id: leadershipAssessments.id }),
  ];
  return { contactSubmissions: contact.length, hrAssessments: hr.length, leadershipAssessments: leadership.length };
}

/**
 * Anonymises a person once nothing of theirs needs their identity: the
 * person row (e-mail key cleared, so a later submission from the address
 * starts a fresh person), every outbox mail to or naming the address, the
 * rate-limit counters keyed by it, and a refused sign-in whose typed name was
 * the address (the entry stays; the name becomes the marker). Its lines in
 * the lead digests went with its leads (anonymiseLeads).
 */
export async function anonymisePerson(tx: DatabaseExecutor, person: { id: number; emailKey: string | null }, now: Date): Promise<AnonymisedCounts> {
  const counts = noCounts();
  const updated = await tx
    .update(persons)
    .set({ ...erasedValues(map.persons), erasedAt: now, updatedAt: now })
    .where(and(eq(persons.id, person.id), isNull(persons.erasedAt)))
    .returning({ id: persons.id });
  counts.persons = updated.length;
  const key = person.emailKey;
  if (!key) return counts;
  counts.outgoingMail += await scrubMail(
    tx,
    sql`(lower(trim(${outgoingMail.toAddress})) = ${key}
      or strpos(lower(${outgoingMail.subject}), ${key}) > 0
      or strpos(lower(${outgoingMail.textBody}), ${key}) > 0
      or strpos(lower(coalesce(${outgoingMail.htmlBody}, '')), ${key}) > 0)`,
  );
  counts.rateLimits = (await tx.delete(rateLimits).where(byAddress(map.rateLimits.match, key)).returning({ key: rateLimits.key })).length;
  counts.auditEntries = (
    await tx
      .update(auditLog)
      .set({ details: sql`jsonb_set(${auditLog.details}, '{username}', to_jsonb(${ERASED_MARKER}::text))` })
      .where(refusedSignInsBy(key))
      .returning({ id: auditLog.id })
  ).length;
  return counts;
}
