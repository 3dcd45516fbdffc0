import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import type { AdminTestimonialList } from "./testimonial";
import { displayOrder, toAdminTestimonial } from "./testimonial-columns.server";

/** The dashboard's list: every testimonial, published or not, in display order (short by design, so not paged). */
export async function listTestimonials(db: Database): Promise<AdminTestimonialList> {
  const rows = await db.select().from(testimonials).orderBy(...displayOrder);
  return { testimonials: rows.map(toAdminTestimonial), total: rows.length };
}
