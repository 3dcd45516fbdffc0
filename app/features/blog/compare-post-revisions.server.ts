import type { Database } from "#db/client";
import type { RevisionComparison } from "~/features/content-revisions/content-item";
import { compareRevisions } from "~/features/content-revisions/compare-revisions.server";
import { postDiffLanguageFields, postItem, postSnapshotFields } from "./post-revision";

/** Two revisions of a post compared word by word, field by field and language by language. */
export async function comparePostRevisions(db: Database, request: { postId: number; from: number; to: number }): Promise<RevisionComparison> {
  return compareRevisions(db, { item: postItem(request.postId), from: request.from, to: request.to, order: postSnapshotFields, fields: postDiffLanguageFields });
}
