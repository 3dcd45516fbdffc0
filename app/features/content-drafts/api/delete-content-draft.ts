import { apiRequest } from "~/lib/api-client";
import { contentDraftPath, type ContentItemKind } from "../content-draft";

/** `DELETE /api/admin/drafts/{kind}/{id}`: discards the account's working draft. */
export async function deleteContentDraft(kind: ContentItemKind, itemId: string): Promise<void> {
  await apiRequest("DELETE", contentDraftPath(kind, itemId));
}
