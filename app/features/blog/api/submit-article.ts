import { apiRequest } from "~/lib/api-client";
import type { ArticleSubmissionValues } from "../blog-post.schema";

/** `POST /api/articles`: a signed-in member sends an article for review. */
export async function submitArticle(values: ArticleSubmissionValues): Promise<void> {
  await apiRequest("POST", "/api/articles", values);
}
