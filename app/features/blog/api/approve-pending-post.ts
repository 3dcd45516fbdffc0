import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/pending-posts/{id}/approve`: publishes a member's article. */
export async function approvePendingPost(postId: number): Promise<void> {
  await apiRequest("POST", `/api/admin/pending-posts/${postId}/approve`);
}
