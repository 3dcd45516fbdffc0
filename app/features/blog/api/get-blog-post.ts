import { getJson } from "~/lib/api-client";
import type { AdminPostDetail } from "../blog-post";

/** `GET /api/admin/blog/{id}`: one post with both languages' full texts, for the editor. */
export async function getBlogPost(postId: number): Promise<AdminPostDetail> {
  const body = await getJson<{ post: AdminPostDetail }>(`/api/admin/blog/${postId}`);
  return body!.post;
}
