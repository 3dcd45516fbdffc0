import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/** Removes a testimonial for good; the others keep their order. Audited as `testimonial.delete` (whether it was published) in the same transaction. */
export async function deleteTestimonial(db: Database, id: number, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning({ published: testimonials.published });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "testimonialsAdmin.error.notFound" });
    await recordAudit(tx, { ...audit, action: "testimonial.delete", target: { type: "testimonial", id }, details: { published: deleted[0].published } });
  });
}
