import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/pending-posts/{id}/request-changes`: sends a member's article back to them with what to change. */
export async function requestPostChanges(postId: number, comment: string): Promise<void> {
  await apiRequest("POST", `/api/admin/pending-posts/${postId}/request-changes`, { comment });
}
