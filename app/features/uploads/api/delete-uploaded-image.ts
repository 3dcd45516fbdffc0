import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/uploads/{id}`. */
export async function deleteUploadedImage(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/uploads/${id}`);
}
