import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/pending-posts/{id}/reject`: turns a member's article down. */
export async function rejectPendingPost(postId: number): Promise<void> {
  await apiRequest("POST", `/api/admin/pending-posts/${postId}/reject`);
}
