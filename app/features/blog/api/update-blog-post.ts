import { apiRequest } from "~/lib/api-client";
import type { AdminPostDetail } from "../blog-post";
import type { BlogPostValues } from "../blog-post.schema";

/** `PUT /api/admin/blog/{id}`: saves an edited post. */
export async function updateBlogPost(postId: number, values: BlogPostValues): Promise<AdminPostDetail> {
  const res = await apiRequest("PUT", `/api/admin/blog/${postId}`, values);
  return ((await res.json()) as { post: AdminPostDetail }).post;
}
