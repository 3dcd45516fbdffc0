import { apiRequest } from "~/lib/api-client";
import type { ArticleSubmissionValues } from "../blog-post.schema";

/** `PUT /api/articles/{id}`: a member sends their article again after the reviewer asked for changes. */
export async function resubmitArticle(postId: number, values: ArticleSubmissionValues): Promise<void> {
  await apiRequest("PUT", `/api/articles/${postId}`, values);
}
