import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/testimonials/{id}`. */
export async function deleteTestimonial(testimonialId: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/testimonials/${testimonialId}`);
}
