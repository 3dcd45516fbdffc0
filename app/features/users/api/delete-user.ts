import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/users/{id}`. */
export async function deleteUser(userId: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/users/${userId}`);
}
