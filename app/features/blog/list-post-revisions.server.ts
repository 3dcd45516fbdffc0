import type { Database } from "#db/client";
import type { RevisionRow, TranslationStatus } from "~/features/content-revisions/content-item";
import { listRevisions } from "~/features/content-revisions/list-revisions.server";
import { readTranslationState } from "~/features/content-revisions/record-revision.server";
import { translationFlags } from "~/features/content-revisions/translation-flags";
import { findBlogPost } from "./find-blog-post.server";
import { postItem, postLanguageFields } from "./post-revision";

/** A post's history panel and side-by-side view: its revisions, newest first, and where its two languages stand (404 for no post). */
export async function listPostRevisions(db: Database, postId: number): Promise<{ revisions: RevisionRow[]; translation: TranslationStatus }> {
  const post = await findBlogPost(db, postId);
  const item = postItem(postId);
  const [revisions, state] = await Promise.all([listRevisions(db, item), readTranslationState(db, item)]);
  return { revisions, translation: { flags: translationFlags(state, post, postLanguageFields), state, latest: revisions[0]?.number ?? 0 } };
}
