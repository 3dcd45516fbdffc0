import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/case-studies/{id}`. */
export async function deleteCaseStudy(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/case-studies/${id}`);
}
