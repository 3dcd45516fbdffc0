import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { people } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/** Removes a person for good; the others keep their order. Audited as `person.delete` (address, whether published, whether the contact partner). */
export async function deletePerson(db: Database, id: number, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(people).where(eq(people.id, id)).returning({ slug: people.slug, published: people.published, contactPartner: people.contactPartner });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "peopleAdmin.error.notFound" });
    await recordAudit(tx, { ...audit, action: "person.delete", target: { type: "person", id }, details: deleted[0] });
  });
}
