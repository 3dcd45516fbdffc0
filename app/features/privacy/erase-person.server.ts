import { asc, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads, persons, users } from "#db/schema";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { addCounts, anonymiseLeads, anonymisePerson, anonymiseSubmissions, noCounts } from "./anonymise.server";
import type { ErasureResult } from "./personal-data";
import { byAddress, byPerson, personalDataMap as map } from "./personal-data-map.server";
import { emailKey } from "./privacy-request.schema";

/**
 * `POST /api/admin/privacy/erase` (issue 14 item 9, decision 030 "What
 * erasure keeps"): in one transaction, anonymises the person found by
 * `lower(trim(email))`, all their leads, the submissions behind them (and any
 * other submission from the address), their notes' text, the outbox mails to
 * or about them, the rate-limit counters and refused sign-ins naming the
 * address. Source, status, owner, dates, scores and consent stay, so every
 * count stays right. A login account with the address is not deleted (the
 * answer says how many; the administrator deletes it in Users). Audited as
 * `privacy.erase` with the person's id and the counts, never the address.
 * No person with the address (or one already erased) → 404.
 */
export async function erasePerson(db: Database, request: { email: string; audit: AuditContext; now?: Date }): Promise<ErasureResult> {
  const now = request.now ?? new Date();
  const key = emailKey(request.email);
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: persons.id, emailKey: persons.emailKey }).from(persons).where(byAddress(map.persons.match, key)).for("update").limit(1);
    if (!person) throw new AppError("NOT_FOUND", { message: "privacyAdmin.error.notFound" });

    const leadIds = (await tx.select({ id: leads.id }).from(leads).where(byPerson(map.leads.match, person.id)).orderBy(asc(leads.id))).map((l) => l.id);
    let counts = await anonymiseLeads(tx, leadIds, now);
    // Submissions from the address without a lead of this person (none are expected; erasure must not rely on it).
    const stray = async (entry: typeof map.contactSubmissions | typeof map.hrAssessments | typeof map.leadershipAssessments) =>
      (await tx.select({ id: entry.table.id }).from(entry.table).where(byAddress(entry.match, key))).map((r) => r.id);
    const strays = await anonymiseSubmissions(tx, {
      contact: await stray(map.contactSubmissions),
      hr: await stray(map.hrAssessments),
      leadership: await stray(map.leadershipAssessments),
    });
    counts = addCounts(counts, { ...noCounts(), ...strays });
    counts = addCounts(counts, await anonymisePerson(tx, person, now));

    const [{ accountsKept }] = await tx.select({ accountsKept: sql<number>`count(*)::int` }).from(users).where(byAddress(map.users.match, key));
    await recordAudit(tx, {
      actor: request.audit.actor,
      action: "privacy.erase",
      target: { type: "person", id: person.id },
      address: request.audit.address,
      details: { ...counts, accountsKept: Number(accountsKept) },
      now,
    });
    return { personId: person.id, counts, accountsKept: Number(accountsKept) };
  });
}
