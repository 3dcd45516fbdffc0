import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/pending-posts/{id}/reject`: turns a member's article down, with a comment to its author when one is written. */
export async function rejectPendingPost(postId: number, comment?: string): Promise<void> {
  await apiRequest("POST", `/api/admin/pending-posts/${postId}/reject`, comment ? { comment } : undefined);
}
