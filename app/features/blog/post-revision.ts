import type { ContentItem } from "~/features/content-revisions/content-item";
import type { LanguageFields } from "~/features/content-revisions/translation-flags";
import type { PostSearchField } from "./post-search-fields";

/** What a post's revision keeps (decision 042): both languages and the metadata, in the editor's order. */
export const postSnapshotFields = [
  "titleEn",
  "categoryEn",
  "summaryEn",
  "contentEn",
  "author",
  "titleAr",
  "categoryAr",
  "summaryAr",
  "contentAr",
  "authorAr",
  "slug",
  "imageUrl",
  "imageAltEn",
  "imageAltAr",
  "featured",
  "status",
  // Search and sharing (decision 045); a revision from before them has none.
  "searchTitleEn",
  "searchDescriptionEn",
  "socialImageEn",
  "searchTitleAr",
  "searchDescriptionAr",
  "socialImageAr",
] as const;

export type PostSnapshotField = (typeof postSnapshotFields)[number];
export type PostSnapshot = Record<PostSnapshotField, string | boolean>;

/** Each language's fields, all required: an empty one makes the language "missing" (the English byline is English, the Arabic one Arabic). */
export const postLanguageFields = {
  en: ["titleEn", "categoryEn", "summaryEn", "contentEn", "author"],
  ar: ["titleAr", "categoryAr", "summaryAr", "contentAr", "authorAr"],
} as const satisfies LanguageFields;

/**
 * Each language's fields for showing a comparison in the language's direction:
 * the required ones and the search and sharing ones, which are optional and so
 * never make a language "missing".
 */
export const postDiffLanguageFields = {
  en: [...postLanguageFields.en, "imageAltEn", "searchTitleEn", "searchDescriptionEn"],
  ar: [...postLanguageFields.ar, "imageAltAr", "searchTitleAr", "searchDescriptionAr"],
} as const satisfies LanguageFields;

/** A restore brings back the words, bylines, cover (with its descriptions), search and sharing fields and featured mark; the address and the status stay as they are (publishing is its own act). */
type KeptOnRestore = "slug" | "status";
export const restoredPostFields = postSnapshotFields.filter((field): field is Exclude<PostSnapshotField, KeptOnRestore> => field !== "slug" && field !== "status");

/** A revision's snapshot; an empty optional field (null in the row) is kept as "". */
export function postSnapshot(values: Record<Exclude<PostSnapshotField, PostSearchField>, unknown> & Partial<Record<PostSearchField, unknown>>): PostSnapshot {
  return Object.fromEntries(postSnapshotFields.map((field) => [field, ((values as Partial<Record<PostSnapshotField, unknown>>)[field] ?? "") as string | boolean])) as PostSnapshot;
}

export const postItem = (postId: number): ContentItem => ({ kind: "post", key: String(postId), postId });
