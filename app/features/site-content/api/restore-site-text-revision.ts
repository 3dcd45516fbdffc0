import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/site-content/{key}/revisions/{number}/restore`: an older revision of a text made the current one (decision 042). */
export async function restoreSiteTextRevision(key: string, revision: number): Promise<void> {
  await apiRequest("POST", `/api/admin/site-content/${encodeURIComponent(key)}/revisions/${revision}/restore`, {});
}
