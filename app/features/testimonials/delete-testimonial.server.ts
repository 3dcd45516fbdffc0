import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import { AppError } from "~/lib/app-error";

/** Removes a testimonial for good; the others keep their order. */
export async function deleteTestimonial(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "testimonialsAdmin.error.notFound" });
}
