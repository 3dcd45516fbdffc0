import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { auditLog, contactSubmissions, hrAssessments, leadEvents, leadershipAssessments, leads, outgoingMail, persons, rateLimits, users } from "#db/schema";
import type { AuditContext } from "~/features/audit-log/record-audit.server";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { referenceKind } from "~/features/mail/delivery-hooks.server";
import { AppError } from "~/lib/app-error";
import { personMailCondition, SECRET_MAIL_KINDS, submissionMailReferences, WITHHELD_SECRET_BODY } from "./person-mail.server";
import { exportCounts, UNVERIFIED_ACCOUNTS_NOTE, type ExportedLead, type PersonalDataExport } from "./personal-data";
import { emailKey } from "./privacy-request.schema";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A row as JSON: times as ISO strings; the browser's idempotency key (not personal, only noise) left out. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  const { idempotencyKey: _key, ...rest } = row;
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}

/**
 * `GET /api/admin/privacy/export?email=…` (issue 14 item 9): everything held
 * about an address, found by `lower(trim(email))` — the person, their leads
 * (attribution and consent), the submissions behind them (and any other
 * submission from the address), timeline events and notes, the mails the
 * site sent to the address about them and the firm's notifications about
 * their submissions (never the firm's other mail: person-mail.server.ts; a
 * reset link's body withheld), rate-limit counters and refused sign-ins
 * naming it, and login accounts with it (profile, never the password hash;
 * marked unverified: a member types their own e-mail, and the site does not
 * check it). Audited as `privacy.export` with the person's id and the counts,
 * never the address. Nothing held → 404.
 */
export async function exportPersonalData(db: Database, request: { email: string; download: boolean; audit: AuditContext; now?: Date }): Promise<PersonalDataExport> {
  const now = request.now ?? new Date();
  const key = emailKey(request.email);
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(persons).where(eq(persons.emailKey, key)).limit(1);
    const leadRows = person ? await tx.select().from(leads).where(eq(leads.personId, person.id)).orderBy(asc(leads.createdAt), asc(leads.id)) : [];
    const refIds = (k: "contactSubmissionId" | "hrAssessmentId" | "leadershipAssessmentId") => leadRows.flatMap((l) => (l[k] === null ? [] : [l[k]]));
    const byIdOrEmail = <T extends typeof contactSubmissions | typeof hrAssessments | typeof leadershipAssessments>(table: T, ids: number[]) =>
      ids.length > 0 ? or(inArray(table.id, ids), sql`lower(trim(${table.email})) = ${key}`) : sql`lower(trim(${table.email})) = ${key}`;

    const [contacts, hrs, leaderships, events, rates, attempts, accounts] = await Promise.all([
      tx.select().from(contactSubmissions).where(byIdOrEmail(contactSubmissions, refIds("contactSubmissionId"))).orderBy(asc(contactSubmissions.id)),
      tx.select().from(hrAssessments).where(byIdOrEmail(hrAssessments, refIds("hrAssessmentId"))).orderBy(asc(hrAssessments.id)),
      tx.select().from(leadershipAssessments).where(byIdOrEmail(leadershipAssessments, refIds("leadershipAssessmentId"))).orderBy(asc(leadershipAssessments.id)),
      leadRows.length === 0
        ? []
        : tx
            .select({ event: leadEvents, username: users.username })
            .from(leadEvents)
            .leftJoin(users, eq(users.id, leadEvents.actorId))
            .where(inArray(leadEvents.leadId, leadRows.map((l) => l.id)))
            .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
      tx.select().from(rateLimits).where(sql`strpos(lower(${rateLimits.key}), ${key}) > 0`).orderBy(asc(rateLimits.key)),
      tx
        .select({ id: auditLog.id, createdAt: auditLog.createdAt, address: auditLog.address, details: auditLog.details })
        .from(auditLog)
        .where(sql`${auditLog.action} = 'auth.sign_in_failed' and lower(trim(${auditLog.details} ->> 'username')) = ${key}`)
        .orderBy(asc(auditLog.id)),
      tx.select().from(users).where(sql`lower(trim(${users.email})) = ${key}`).orderBy(asc(users.id)),
    ]);
    const references = submissionMailReferences({ contact: contacts.map((c) => c.id), hr: hrs.map((h) => h.id), leadership: leaderships.map((l) => l.id) });
    const mails = await tx.select().from(outgoingMail).where(personMailCondition(key, references)).orderBy(asc(outgoingMail.createdAt), asc(outgoingMail.id));

    const data: PersonalDataExport = {
      email: key,
      exportedAt: now.toISOString(),
      person: person
        ? { id: person.id, email: person.email, name: person.name, company: person.company, phone: person.phone, createdAt: person.createdAt.toISOString(), updatedAt: person.updatedAt.toISOString() }
        : null,
      leads: leadRows.map(
        (l): ExportedLead => ({
          id: l.id,
          personId: l.personId,
          source: l.source,
          status: l.status,
          ownerId: l.ownerId,
          nextFollowUpAt: iso(l.nextFollowUpAt),
          name: l.name,
          email: l.email,
          company: l.company,
          phone: l.phone,
          language: l.language,
          attribution: l.attribution,
          consent: { noticeVersion: l.consentNoticeVersion, acceptedAt: iso(l.consentAcceptedAt), language: l.consentLanguage },
          contactSubmissionId: l.contactSubmissionId,
          hrAssessmentId: l.hrAssessmentId,
          leadershipAssessmentId: l.leadershipAssessmentId,
          createdAt: l.createdAt.toISOString(),
          lastActivityAt: l.lastActivityAt.toISOString(),
          anonymisedAt: iso(l.anonymisedAt),
        }),
      ),
      contactSubmissions: contacts.map(plain),
      hrAssessments: hrs.map(plain),
      leadershipAssessments: leaderships.map(plain),
      leadEvents: events.map(({ event, username }) => ({
        id: event.id,
        leadId: event.leadId,
        kind: event.kind,
        actor: username,
        from: event.fromValue,
        to: event.toValue,
        body: event.body,
        createdAt: event.createdAt.toISOString(),
      })),
      outgoingMail: mails.map((m) => {
        // A live reset link stays in the e-mail alone (issue 21 item 3): withheld by the mail's kind, whatever its body says.
        const secret = m.reference !== null && SECRET_MAIL_KINDS.includes(referenceKind(m.reference).kind);
        return {
          id: m.id,
          toAddress: m.toAddress,
          subject: m.subject,
          textBody: secret ? WITHHELD_SECRET_BODY : m.textBody,
          htmlBody: secret ? null : m.htmlBody,
          reference: m.reference,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
          sentAt: iso(m.sentAt),
        };
      }),
      rateLimits: rates.map((r) => ({ key: r.key, count: r.count, resetAt: r.resetAt.toISOString() })),
      signInAttempts: attempts.map((a) => ({ id: a.id, at: a.createdAt.toISOString(), address: a.address, reason: a.details.reason ?? null })),
      accounts: accounts.map(({ passwordHash: _hash, ...account }) => ({ ...plain(account), emailVerified: false })),
      ...(accounts.length > 0 ? { accountsNote: UNVERIFIED_ACCOUNTS_NOTE } : {}),
    };
    const counts = exportCounts(data);
    if (Object.values(counts).every((n) => n === 0)) throw new AppError("NOT_FOUND", { message: "privacyAdmin.error.notFound" });
    await recordAudit(tx, {
      actor: request.audit.actor,
      action: "privacy.export",
      ...(person ? { target: { type: "person", id: person.id } } : {}),
      address: request.audit.address,
      details: { ...counts, download: request.download },
      now,
    });
    return data;
  });
}
