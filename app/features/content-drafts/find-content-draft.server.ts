import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { contentDrafts } from "#db/schema";
import type { ContentDraft, ContentItemKind, DraftValues } from "./content-draft";

/** The account's own working draft of the item, or null: nobody reads another account's draft. */
export async function findContentDraft(db: Database, request: { kind: ContentItemKind; itemId: string; userId: number }): Promise<ContentDraft | null> {
  const [row] = await db
    .select({ values: contentDrafts.values, savedAt: contentDrafts.savedAt })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, request.kind), eq(contentDrafts.itemId, request.itemId), eq(contentDrafts.userId, request.userId)))
    .limit(1);
  return row ? { kind: request.kind, itemId: request.itemId, values: row.values as DraftValues, savedAt: row.savedAt.toISOString() } : null;
}
