import { apiRequest } from "~/lib/api-client";
import type { AdminTestimonial } from "../testimonial";
import type { TestimonialValues } from "../testimonial.schema";

/** `POST /api/admin/testimonials`. */
export async function createTestimonial(values: TestimonialValues): Promise<AdminTestimonial> {
  const res = await apiRequest("POST", "/api/admin/testimonials", values);
  return ((await res.json()) as { testimonial: AdminTestimonial }).testimonial;
}
