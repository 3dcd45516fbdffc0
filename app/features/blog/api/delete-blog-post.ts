import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/blog/{id}`. */
export async function deleteBlogPost(postId: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/blog/${postId}`);
}
