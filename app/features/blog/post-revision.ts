import type { ContentItem } from "~/features/content-revisions/content-item";
import type { LanguageFields } from "~/features/content-revisions/translation-flags";

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
] as const;

export type PostSnapshotField = (typeof postSnapshotFields)[number];
export type PostSnapshot = Record<PostSnapshotField, string | boolean>;

/** Each language's fields, all required: an empty one makes the language "missing" (the English byline is English, the Arabic one Arabic). */
export const postLanguageFields = {
  en: ["titleEn", "categoryEn", "summaryEn", "contentEn", "author"],
  ar: ["titleAr", "categoryAr", "summaryAr", "contentAr", "authorAr"],
} as const satisfies LanguageFields;

/** A restore brings back the words, bylines, cover and featured mark; the address and the status stay as they are (publishing is its own act). */
export const restoredPostFields = ["titleEn", "categoryEn", "summaryEn", "contentEn", "author", "titleAr", "categoryAr", "summaryAr", "contentAr", "authorAr", "imageUrl", "imageAltEn", "imageAltAr", "featured"] as const;

export function postSnapshot(values: Record<PostSnapshotField, unknown>): PostSnapshot {
  return Object.fromEntries(postSnapshotFields.map((field) => [field, values[field] as string | boolean])) as PostSnapshot;
}

export const postItem = (postId: number): ContentItem => ({ kind: "post", key: String(postId), postId });
