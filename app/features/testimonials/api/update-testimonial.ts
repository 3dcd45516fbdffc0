import { apiRequest } from "~/lib/api-client";
import type { AdminTestimonial } from "../testimonial";
import type { TestimonialPatch } from "../testimonial.schema";

/** `PATCH /api/admin/testimonials/{id}`: its texts, its switches (published, home page) or its position. */
export async function updateTestimonial(testimonialId: number, patch: TestimonialPatch): Promise<AdminTestimonial> {
  const res = await apiRequest("PATCH", `/api/admin/testimonials/${testimonialId}`, patch);
  return ((await res.json()) as { testimonial: AdminTestimonial }).testimonial;
}
