import type { ContentItem } from "~/features/content-revisions/content-item";
import type { LanguageFields } from "~/features/content-revisions/translation-flags";
import { builtInText } from "./built-in-text";

/** A site text's revision (decision 042): the words each language shows, the built-in text where there is no override. */
export const siteTextLanguageFields = { en: ["contentEn"], ar: ["contentAr"] } as const satisfies LanguageFields;

export const siteTextItem = (key: string): ContentItem => ({ kind: "site_text", key });

export function siteTextSnapshot(row: { key: string; contentEn: string | null; contentAr: string | null }): { contentEn: string; contentAr: string } {
  return { contentEn: row.contentEn ?? builtInText(row.key, "en") ?? "", contentAr: row.contentAr ?? builtInText(row.key, "ar") ?? "" };
}
