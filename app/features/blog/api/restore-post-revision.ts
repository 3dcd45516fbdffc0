import { apiRequest } from "~/lib/api-client";
import type { AdminPostDetail } from "../blog-post";

/** `POST /api/admin/blog/{id}/revisions/{number}/restore`: the revision's text becomes the current one, as a new revision. */
export async function restorePostRevision(postId: number, revision: number): Promise<AdminPostDetail> {
  const res = await apiRequest("POST", `/api/admin/blog/${postId}/revisions/${revision}/restore`, {});
  return ((await res.json()) as { post: AdminPostDetail }).post;
}
