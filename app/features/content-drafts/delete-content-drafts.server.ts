import { and, eq } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { contentDrafts } from "#db/schema";
import type { ContentItemKind } from "./content-draft";

/**
 * Ends the working draft of an item: the account's own (Discard, or its
 * save of the item: call it in the save's transaction), or, without
 * `userId`, every account's (the item was deleted).
 */
export async function deleteContentDrafts(executor: DatabaseExecutor, request: { kind: ContentItemKind; itemId: string | number; userId?: number }): Promise<void> {
  const item = and(eq(contentDrafts.kind, request.kind), eq(contentDrafts.itemId, String(request.itemId)));
  await executor.delete(contentDrafts).where(request.userId === undefined ? item : and(item, eq(contentDrafts.userId, request.userId)));
}
