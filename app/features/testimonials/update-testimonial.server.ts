import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { moveTestimonial } from "./move-testimonial.server";
import type { AdminTestimonial } from "./testimonial";
import { toAdminTestimonial } from "./testimonial-columns.server";
import { testimonialTextFields, type TestimonialPatch } from "./testimonial.schema";

/**
 * Changes the fields sent and, with `position`, the testimonial's place in the
 * list; one transaction. Audited in it, real changes only: publishing and
 * unpublishing as `testimonial.publish` / `testimonial.unpublish`; anything
 * else as `testimonial.update` with the names of the text fields changed, the
 * home-page switch and the place (from/to), never the words.
 */
export async function updateTestimonial(db: Database, id: number, patch: TestimonialPatch, audit: AuditContext, now = new Date()): Promise<AdminTestimonial> {
  const { position, ...fields } = patch;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", { message: "testimonialsAdmin.error.notFound" });
    await tx.update(testimonials).set({ ...fields, updatedAt: now }).where(eq(testimonials.id, id));
    const moved = position !== undefined ? await moveTestimonial(tx, id, position) : undefined;

    const target = { type: "testimonial", id };
    if (fields.published !== undefined && fields.published !== before.published) {
      await recordAudit(tx, { ...audit, action: fields.published ? "testimonial.publish" : "testimonial.unpublish", target, now });
    }
    const changed = testimonialTextFields.filter((field) => fields[field] !== undefined && fields[field] !== before[field]);
    const details = {
      ...(changed.length > 0 ? { fields: changed } : {}),
      ...(fields.showOnHome !== undefined && fields.showOnHome !== before.showOnHome ? { showOnHome: { from: before.showOnHome, to: fields.showOnHome } } : {}),
      ...(moved && moved.from !== moved.to ? { position: moved } : {}),
    };
    if (Object.keys(details).length > 0) await recordAudit(tx, { ...audit, action: "testimonial.update", target, details, now });

    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id));
    return toAdminTestimonial(row);
  });
}
