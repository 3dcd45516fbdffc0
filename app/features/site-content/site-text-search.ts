import { overrideText, siteText } from "~/i18n/translate";
import type { SiteContentRow } from "./site-content-row";

/** Direction marks the catalogs put around e-mail addresses and links: invisible, never typed in a search. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Short vowels, shadda, sukun, the dagger alef and tatweel: written or not, the word is the same. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/**
 * A text as the Site Content search compares it: case and spacing ignored,
 * and the spellings Arabic readers treat as one word made one (alef with or
 * without hamza or madda, final yaa and alef maqsura, taa marbuta and haa,
 * with or without vowel marks), so «قادة يصنعون» finds «قادةٌ يصنعون» and
 * «اسم الشركة» finds «إسم الشركه».
 */
export function searchForm(text: string): string {
  return text
    .normalize("NFKC")
    .replace(BIDI_CONTROLS, "")
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What a visitor reads for an item in each language: the override, else the
 * built-in text (decision 027), through the same functions the pages use; for
 * a contact detail, its value.
 */
export function visibleTexts(row: Pick<SiteContentRow, "contentEn" | "contentAr" | "builtInEn" | "builtInAr">): string[] {
  const en = overrideText("en", row) ?? siteText(row.builtInEn);
  const ar = overrideText("ar", row, row.builtInAr) ?? siteText(row.builtInAr);
  return [en, ar].filter((text): text is string => text !== undefined);
}

/** Whether the Site Content search `query` finds `row`: by key, by either label, or by the words the site shows in either language. */
export function matchesSiteContentSearch(row: Pick<SiteContentRow, "key" | "labelEn" | "labelAr" | "contentEn" | "contentAr" | "builtInEn" | "builtInAr">, query: string): boolean {
  const wanted = searchForm(query);
  if (wanted === "") return true;
  return [row.key, row.labelEn, row.labelAr, ...visibleTexts(row)].some((text) => searchForm(text).includes(wanted));
}

/** An item nobody has worded differently: the site shows its built-in text in both languages (the list says "Built-in", not a date). */
export function isUntouchedBuiltIn(row: Pick<SiteContentRow, "contentEn" | "contentAr" | "builtInEn" | "builtInAr">): boolean {
  return siteText(row.contentEn) === undefined && siteText(row.contentAr) === undefined && (siteText(row.builtInEn) !== undefined || siteText(row.builtInAr) !== undefined);
}
