import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/blog/{id}/preview-links/{linkId}`: ends the link at once. */
export async function revokePreviewLink(postId: number, linkId: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/blog/${postId}/preview-links/${linkId}`);
}
