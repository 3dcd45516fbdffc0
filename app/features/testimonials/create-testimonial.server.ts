import { count, max } from "drizzle-orm";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import type { AdminTestimonial } from "./testimonial";
import { toAdminTestimonial } from "./testimonial-columns.server";
import { TESTIMONIALS_MAX, type TestimonialValues } from "./testimonial.schema";

/**
 * Adds a testimonial at the end of the list; refused (409) once the list holds
 * TESTIMONIALS_MAX. Audited as `testimonial.create` (whether it is published
 * and on the home page, never its words) in the same transaction.
 */
export async function createTestimonial(db: Database, values: TestimonialValues, audit: AuditContext): Promise<AdminTestimonial> {
  return db.transaction(async (tx) => {
    const [{ total, last }] = await tx.select({ total: count(), last: max(testimonials.sortOrder) }).from(testimonials);
    if (total >= TESTIMONIALS_MAX) throw new AppError("CONFLICT", { message: "testimonialsAdmin.error.limit" });
    const [row] = await tx
      .insert(testimonials)
      .values({ ...values, sortOrder: last === null ? 0 : last + 1 })
      .returning();
    await recordAudit(tx, { ...audit, action: "testimonial.create", target: { type: "testimonial", id: row.id }, details: { published: row.published, showOnHome: row.showOnHome } });
    return toAdminTestimonial(row);
  });
}
