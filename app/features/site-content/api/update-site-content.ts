import { apiRequest } from "~/lib/api-client";

/** `PUT /api/admin/site-content/{key}`: one language's text (the spec's call carries only the edited language). */
export async function updateSiteContent(key: string, patch: { contentEn: string } | { contentAr: string }, options: { noTranslationNeeded?: boolean } = {}): Promise<void> {
  await apiRequest("PUT", `/api/admin/site-content/${encodeURIComponent(key)}`, options.noTranslationNeeded ? { ...patch, noTranslationNeeded: true } : patch);
}
