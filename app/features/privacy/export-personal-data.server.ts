import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#db/client";
import { auditLog, contactSubmissions, hrAssessments, leadEvents, leadershipAssessments, leads, outgoingMail, persons, rateLimits, users } from "#db/schema";
import type { AuditContext } from "~/features/audit-log/record-audit.server";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { byAddress, byLeads, byPerson, exportRows, personalDataMap as map, refusedSignInsBy, submissionsOf } from "./personal-data-map.server";
import { personMailCondition, submissionMailReferences } from "./person-mail.server";
import { exportCounts, UNVERIFIED_ACCOUNTS_NOTE, type PersonalDataExport } from "./personal-data";
import { emailKey } from "./privacy-request.schema";

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
 * check it). Audited with the person's id and the counts, never the address:
 * a look-up (what the tab shows) as `privacy.view`, the file (`download`) as
 * `privacy.export`, so one download is one export (issue 23). Nothing held → 404.
 */
export async function exportPersonalData(db: Database, request: { email: string; download: boolean; audit: AuditContext; now?: Date }): Promise<PersonalDataExport> {
  const now = request.now ?? new Date();
  const key = emailKey(request.email);
  return db.transaction(async (tx) => {
    // Which rows, and what each becomes, is the personal-data map's (personal-data-map.server.ts).
    const [person] = await tx.select().from(persons).where(byAddress(map.persons.match, key)).limit(1);
    const leadRows = person ? await tx.select().from(leads).where(byPerson(map.leads.match, person.id)).orderBy(asc(leads.createdAt), asc(leads.id)) : [];
    const [contacts, hrs, leaderships, events, rates, attempts, accounts] = await Promise.all([
      tx.select().from(contactSubmissions).where(submissionsOf(map.contactSubmissions, person, key)).orderBy(asc(contactSubmissions.id)),
      tx.select().from(hrAssessments).where(submissionsOf(map.hrAssessments, person, key)).orderBy(asc(hrAssessments.id)),
      tx.select().from(leadershipAssessments).where(submissionsOf(map.leadershipAssessments, person, key)).orderBy(asc(leadershipAssessments.id)),
      leadRows.length === 0
        ? []
        : tx
            .select({ ...getTableColumns(leadEvents), actor: users.username })
            .from(leadEvents)
            .leftJoin(users, eq(users.id, leadEvents.actorId))
            .where(byLeads(map.leadEvents.match, leadRows.map((l) => l.id)))
            .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
      tx.select().from(rateLimits).where(byAddress(map.rateLimits.match, key)).orderBy(asc(rateLimits.key)),
      tx.select().from(auditLog).where(refusedSignInsBy(key)).orderBy(asc(auditLog.id)),
      tx.select().from(users).where(byAddress(map.users.match, key)).orderBy(asc(users.id)),
    ]);
    const references = submissionMailReferences({ contact: contacts.map((c) => c.id), hr: hrs.map((h) => h.id), leadership: leaderships.map((l) => l.id) });
    const mails = await tx.select().from(outgoingMail).where(personMailCondition(key, references)).orderBy(asc(outgoingMail.createdAt), asc(outgoingMail.id));

    const data: PersonalDataExport = {
      email: key,
      exportedAt: now.toISOString(),
      person: person ? (exportRows(map.persons, [person])[0] as PersonalDataExport["person"]) : null,
      leads: exportRows(map.leads, leadRows),
      contactSubmissions: exportRows(map.contactSubmissions, contacts),
      hrAssessments: exportRows(map.hrAssessments, hrs),
      leadershipAssessments: exportRows(map.leadershipAssessments, leaderships),
      leadEvents: exportRows(map.leadEvents, events),
      outgoingMail: exportRows(map.outgoingMail, mails),
      rateLimits: exportRows(map.rateLimits, rates) as PersonalDataExport["rateLimits"],
      signInAttempts: exportRows(map.auditLog, attempts),
      accounts: exportRows(map.users, accounts),
      ...(accounts.length > 0 ? { accountsNote: UNVERIFIED_ACCOUNTS_NOTE } : {}),
    };
    const counts = exportCounts(data);
    if (Object.values(counts).every((n) => n === 0)) throw new AppError("NOT_FOUND", { message: "privacyAdmin.error.notFound" });
    await recordAudit(tx, {
      actor: request.audit.actor,
      action: request.download ? "privacy.export" : "privacy.view",
      ...(person ? { target: { type: "person", id: person.id } } : {}),
      address: request.audit.address,
      details: counts,
      now,
    });
    return data;
  });
}
