import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/case-studies/clients/{id}`. */
export async function deleteClient(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/case-studies/clients/${id}`);
}
