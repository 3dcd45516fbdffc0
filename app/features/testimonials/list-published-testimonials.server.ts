import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { testimonials } from "#db/schema";
import type { PublishedTestimonial } from "./testimonial";
import { displayOrder } from "./testimonial-columns.server";

/** The public-data memo's key for the published list. */
export const PUBLISHED_TESTIMONIALS = "testimonials:published";

/** Published testimonials in display order, both languages, with the home-page mark. */
export async function listPublishedTestimonials(db: Database): Promise<PublishedTestimonial[]> {
  return db
    .select({
      id: testimonials.id,
      quoteEn: testimonials.quoteEn,
      quoteAr: testimonials.quoteAr,
      nameEn: testimonials.nameEn,
      nameAr: testimonials.nameAr,
      titleEn: testimonials.titleEn,
      titleAr: testimonials.titleAr,
      companyEn: testimonials.companyEn,
      companyAr: testimonials.companyAr,
      showOnHome: testimonials.showOnHome,
    })
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(...displayOrder);
}
