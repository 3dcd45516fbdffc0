import { and, count, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "#db/client";
import { contentRevisions, translationStates } from "#db/schema";
import { KEEP_WHOLE, revisionsToThin } from "./revisions-to-thin";

/**
 * The daily thinning of revisions (decision 042, the rule in
 * revisions-to-thin.ts), item by item, only for items with more than 50.
 * Kept besides: revisions a restore brought back, and those the pair's state
 * names (a language's last change and the revision it was reviewed against),
 * so the side-by-side view can always show what changed since.
 */
export async function thinContentRevisions(db: Database, options: { now: Date }): Promise<{ items: number; removed: number }> {
  const crowded = await db
    .select({ itemKind: contentRevisions.itemKind, itemKey: contentRevisions.itemKey })
    .from(contentRevisions)
    .groupBy(contentRevisions.itemKind, contentRevisions.itemKey)
    .having(gt(count(), KEEP_WHOLE));
  let removed = 0;
  for (const item of crowded) {
    const sameItem = <T extends typeof contentRevisions | typeof translationStates>(table: T) => and(eq(table.itemKind, item.itemKind), eq(table.itemKey, item.itemKey));
    removed += await db.transaction(async (tx) => {
      const [revisions, restores, states] = await Promise.all([
        tx.select({ id: contentRevisions.id, number: contentRevisions.number, createdAt: contentRevisions.createdAt }).from(contentRevisions).where(sameItem(contentRevisions)),
        tx.select({ number: contentRevisions.restoredFrom }).from(contentRevisions).where(and(sameItem(contentRevisions), isNotNull(contentRevisions.restoredFrom))),
        tx
          .select({ a: translationStates.changedRevEn, b: translationStates.changedRevAr, c: translationStates.reviewedRevEn, d: translationStates.reviewedRevAr })
          .from(translationStates)
          .where(sameItem(translationStates)),
      ]);
      const kept = new Set<number>([...restores.map((row) => row.number ?? 0), ...states.flatMap((row) => [row.a, row.b, row.c, row.d])]);
      const ids = revisionsToThin(revisions, kept, options.now);
      if (ids.length > 0) await tx.delete(contentRevisions).where(inArray(contentRevisions.id, ids));
      return ids.length;
    });
  }
  return { items: crowded.length, removed };
}
