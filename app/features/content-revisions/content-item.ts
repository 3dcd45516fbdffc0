import type { ContentItemKind, RevisionCause } from "#db/schema/enums";
import type { ContentLanguage, TranslationFlags, TranslationState } from "./translation-flags";

/** An item that has revisions: a post (its id) or a site text (its key). */
export interface ContentItem {
  kind: ContentItemKind;
  key: string;
  /** The post's id, so its revisions go with it. */
  postId?: number | null;
}

/** One revision as the history panel lists it. */
export interface RevisionRow {
  number: number;
  createdAt: string;
  /** The author's name (or username); null once the account is deleted. */
  author: string | null;
  cause: RevisionCause;
  restoredFrom: number | null;
}

/** A run of words in a comparison: kept, added or removed. */
export interface DiffPart {
  value: string;
  added?: true;
  removed?: true;
}

/** One field's comparison between two revisions. */
export interface FieldDiff {
  field: string;
  language: ContentLanguage | null;
  changed: boolean;
  parts: DiffPart[];
}

export interface RevisionComparison {
  from: number;
  to: number;
  fields: FieldDiff[];
}

/** The pair's state as the editor shows it: the flags and the revisions they rest on. */
export interface TranslationStatus {
  flags: TranslationFlags;
  state: TranslationState;
  /** The latest revision's number; 0 when the item has none yet. */
  latest: number;
}
