import { apiRequest } from "~/lib/api-client";
import type { AdminPostDetail } from "../blog-post";
import type { BlogPostValues } from "../blog-post.schema";

/** `PUT /api/admin/blog/{id}`: saves an edited post; `noTranslationNeeded` keeps the other language up to date (decision 042). */
export async function updateBlogPost(postId: number, values: BlogPostValues, options: { noTranslationNeeded?: boolean } = {}): Promise<AdminPostDetail> {
  const res = await apiRequest("PUT", `/api/admin/blog/${postId}`, options.noTranslationNeeded ? { ...values, noTranslationNeeded: true } : values);
  return ((await res.json()) as { post: AdminPostDetail }).post;
}
