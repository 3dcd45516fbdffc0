import { apiRequest } from "~/lib/api-client";
import type { ContentLanguage } from "~/features/content-revisions/translation-flags";

/** `POST /api/admin/blog/{id}/translation/{language}/reviewed`: "Mark as up to date". */
export async function markTranslationReviewed(postId: number, language: ContentLanguage): Promise<void> {
  await apiRequest("POST", `/api/admin/blog/${postId}/translation/${language}/reviewed`, {});
}
