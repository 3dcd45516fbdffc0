import { apiRequest } from "~/lib/api-client";
import type { ContentLanguage } from "~/features/content-revisions/translation-flags";

/** `POST /api/admin/site-content/{key}/translation/{language}/reviewed`: "Mark as up to date". */
export async function markSiteTextReviewed(key: string, language: ContentLanguage): Promise<void> {
  await apiRequest("POST", `/api/admin/site-content/${encodeURIComponent(key)}/translation/${language}/reviewed`, {});
}
