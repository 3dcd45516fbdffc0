import { count, eq, max } from "drizzle-orm";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { people } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import type { AdminPerson } from "./person";
import { toAdminPerson } from "./person-columns.server";
import { personSlugTakenError } from "./person-errors.server";
import { PEOPLE_MAX, type PersonValues } from "./person.schema";

/**
 * Adds a person at the end of the list; refused (409) once it holds
 * PEOPLE_MAX, or when the address is taken. Marked as the contact partner, the
 * mark leaves whoever had it. Audited as `person.create` in the same transaction.
 */
export async function createPerson(db: Database, values: PersonValues, audit: AuditContext): Promise<AdminPerson> {
  try {
    return await db.transaction(async (tx) => {
      const [{ total, last }] = await tx.select({ total: count(), last: max(people.sortOrder) }).from(people);
      if (total >= PEOPLE_MAX) throw new AppError("CONFLICT", { message: "peopleAdmin.error.limit" });
      const [taken] = await tx.select({ id: people.id }).from(people).where(eq(people.slug, values.slug)).limit(1);
      if (taken) throw personSlugTakenError();
      if (values.contactPartner) await tx.update(people).set({ contactPartner: false }).where(eq(people.contactPartner, true));
      const [row] = await tx
        .insert(people)
        .values({ ...values, sortOrder: last === null ? 0 : last + 1 })
        .returning();
      await recordAudit(tx, {
        ...audit,
        action: "person.create",
        target: { type: "person", id: row.id },
        details: { slug: row.slug, published: row.published, contactPartner: row.contactPartner },
      });
      return toAdminPerson(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw personSlugTakenError();
    throw error;
  }
}
