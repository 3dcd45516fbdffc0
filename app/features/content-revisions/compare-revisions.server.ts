import type { Database } from "#db/client";
import type { ContentItem, RevisionComparison } from "./content-item";
import { findRevisionSnapshot } from "./find-revision.server";
import type { LanguageFields } from "./translation-flags";
import { compareSnapshots } from "./word-diff";

/** Two revisions of an item compared word by word, field by field (`from` the older, `to` the newer, as the caller names them). */
export async function compareRevisions(
  db: Database,
  request: { item: ContentItem; from: number; to: number; order: readonly string[]; fields: LanguageFields },
): Promise<RevisionComparison> {
  const [before, after] = await Promise.all([findRevisionSnapshot(db, request.item, request.from), findRevisionSnapshot(db, request.item, request.to)]);
  return { from: request.from, to: request.to, fields: compareSnapshots(before, after, request.order, request.fields) };
}
