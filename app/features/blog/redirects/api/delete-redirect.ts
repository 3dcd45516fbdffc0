import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/redirects/{id}`. */
export async function deleteRedirect(redirectId: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/redirects/${redirectId}`);
}
