import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/case-studies/sectors/{id}`. */
export async function deleteSector(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/case-studies/sectors/${id}`);
}
