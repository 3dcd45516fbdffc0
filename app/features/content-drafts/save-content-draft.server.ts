import type { Database } from "#db/client";
import { contentDrafts } from "#db/schema";
import type { ContentItemKind, DraftValues } from "./content-draft";

/**
 * Keeps the account's working draft of the item (one per item and account,
 * replaced by each save). Touches nothing else: the item, the public pages
 * and the audit log stay as they are (an unsaved draft is no action).
 */
export async function saveContentDraft(
  db: Database,
  request: { kind: ContentItemKind; itemId: string; userId: number; values: DraftValues; now?: Date },
): Promise<{ savedAt: string }> {
  const savedAt = request.now ?? new Date();
  await db
    .insert(contentDrafts)
    .values({ kind: request.kind, itemId: request.itemId, userId: request.userId, values: request.values, savedAt })
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.itemId, contentDrafts.userId], set: { values: request.values, savedAt } });
  return { savedAt: savedAt.toISOString() };
}
