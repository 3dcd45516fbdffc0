import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { people } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { movePerson } from "./move-person.server";
import type { AdminPerson } from "./person";
import { toAdminPerson } from "./person-columns.server";
import { personSlugTakenError } from "./person-errors.server";
import { personFieldNames, type PersonPatch } from "./person.schema";

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes the fields sent and, with `position`, the person's place; one
 * transaction. Made the contact partner, the mark leaves whoever had it.
 * Audited as one `person.update` naming what changed (fields by name, the
 * published and contact-partner switches, the place), never the words; a
 * patch that changes nothing records nothing.
 */
export async function updatePerson(db: Database, id: number, patch: PersonPatch, audit: AuditContext, now = new Date()): Promise<AdminPerson> {
  const { position, ...fields } = patch;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(people).where(eq(people.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", { message: "peopleAdmin.error.notFound" });
      if (fields.slug !== undefined && fields.slug !== before.slug) {
        const [taken] = await tx.select({ id: people.id }).from(people).where(and(eq(people.slug, fields.slug), ne(people.id, id))).limit(1);
        if (taken) throw personSlugTakenError();
      }
      if (fields.contactPartner === true && !before.contactPartner) {
        await tx.update(people).set({ contactPartner: false }).where(and(eq(people.contactPartner, true), ne(people.id, id)));
      }
      await tx.update(people).set({ ...fields, updatedAt: now }).where(eq(people.id, id));
      const moved = position !== undefined ? await movePerson(tx, id, position) : undefined;

      const changed = personFieldNames.filter((field) => fields[field] !== undefined && !sameValue(fields[field], before[field]));
      const flip = (key: "published" | "contactPartner") => (fields[key] !== undefined && fields[key] !== before[key] ? { [key]: { from: before[key], to: fields[key] } } : {});
      const details = {
        slug: fields.slug ?? before.slug,
        ...(changed.length > 0 ? { fields: changed } : {}),
        ...flip("published"),
        ...flip("contactPartner"),
        ...(moved && moved.from !== moved.to ? { position: moved } : {}),
      };
      if (Object.keys(details).length > 1) await recordAudit(tx, { ...audit, action: "person.update", target: { type: "person", id }, details, now });

      const [row] = await tx.select().from(people).where(eq(people.id, id));
      return toAdminPerson(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw personSlugTakenError();
    throw error;
  }
}
