import { asc } from "drizzle-orm";
import { testimonials, type Testimonial } from "#db/schema";
import type { AdminTestimonial } from "./testimonial";

/** Display order: the hand-set order, then the older first when two share a place. */
export const displayOrder = [asc(testimonials.sortOrder), asc(testimonials.id)];

export function toAdminTestimonial(row: Testimonial): AdminTestimonial {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
