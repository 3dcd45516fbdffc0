import { apiRequest } from "~/lib/api-client";
import type { AdminPostDetail } from "../blog-post";
import type { BlogPostValues } from "../blog-post.schema";

/** `POST /api/admin/blog`: a post written by the firm. */
export async function createBlogPost(values: BlogPostValues): Promise<AdminPostDetail> {
  const res = await apiRequest("POST", "/api/admin/blog", values);
  return ((await res.json()) as { post: AdminPostDetail }).post;
}
