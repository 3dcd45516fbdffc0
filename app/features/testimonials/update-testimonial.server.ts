import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { moveTestimonial } from "./move-testimonial.server";
import type { AdminTestimonial } from "./testimonial";
import { toAdminTestimonial } from "./testimonial-columns.server";
import type { TestimonialPatch } from "./testimonial.schema";

/** Changes the fields sent and, with `position`, the testimonial's place in the list; one transaction. */
export async function updateTestimonial(db: Database, id: number, patch: TestimonialPatch, now = new Date()): Promise<AdminTestimonial> {
  const { position, ...fields } = patch;
  return db.transaction(async (tx) => {
    const [found] = await tx.update(testimonials).set({ ...fields, updatedAt: now }).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
    if (!found) throw new AppError("NOT_FOUND", { message: "testimonialsAdmin.error.notFound" });
    if (position !== undefined) await moveTestimonial(tx, id, position);
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id));
    return toAdminTestimonial(row);
  });
}
