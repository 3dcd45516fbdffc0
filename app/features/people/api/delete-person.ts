import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/people/{id}`. */
export async function deletePerson(personId: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/people/${personId}`);
}
