import { apiRequest } from "~/lib/api-client";

/**
 * `DELETE /api/admin/blog/{id}`: without a body as the spec sends it; with
 * `redirectTo` (a page of the site) a published post's readers are sent there
 * instead of being told it was removed (decision 043).
 */
export async function deleteBlogPost(postId: number, options: { redirectTo?: string } = {}): Promise<void> {
  await apiRequest("DELETE", `/api/admin/blog/${postId}`, options.redirectTo ? { redirectTo: options.redirectTo } : undefined);
}
