import { apiRequest, prepareCsrfToken } from "~/lib/api-client";
import { contentDraftPath, type ContentItemKind, type DraftValues } from "../content-draft";

/** Browsers refuse a `keepalive` request whose body passes 64 KiB; a larger draft is sent as an ordinary request, which may not outlive the page. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** `PUT /api/admin/drafts/{kind}/{id}`: keeps the account's working draft; `keepalive` as the page closes. */
export async function saveContentDraft(kind: ContentItemKind, itemId: string, values: DraftValues, options: { keepalive?: boolean } = {}): Promise<{ savedAt: string }> {
  const body = { values };
  const keepalive = options.keepalive === true && new TextEncoder().encode(JSON.stringify(body)).length <= KEEPALIVE_MAX_BYTES;
  const res = await apiRequest("PUT", contentDraftPath(kind, itemId), body, { keepalive });
  return ((await res.json()) as { draft: { savedAt: string } }).draft;
}

/** Readies the CSRF token, so that a draft sent as the page closes goes out at once. */
export function prepareDraftSaving(): Promise<void> {
  return prepareCsrfToken();
}
