/** The two languages of an item, each checked against the other (decision 042). */
export const contentLanguages = ["en", "ar"] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** A language's state: up to date, behind the other language's last change, or with a required field empty. */
export type TranslationFlag = "ok" | "needsUpdate" | "missing";
export type TranslationFlags = Record<ContentLanguage, TranslationFlag>;

/** The revision numbers a pair is judged by (`translation_states`); all 0 for an item saved before revisions. */
export interface TranslationState {
  changedRevEn: number;
  changedRevAr: number;
  reviewedRevEn: number;
  reviewedRevAr: number;
}

export const noTranslationState: TranslationState = { changedRevEn: 0, changedRevAr: 0, reviewedRevEn: 0, reviewedRevAr: 0 };

/** Which fields of an item belong to which language, and which of them must not be empty. */
export interface LanguageFields {
  en: readonly string[];
  ar: readonly string[];
}

export const otherLanguage = (language: ContentLanguage): ContentLanguage => (language === "en" ? "ar" : "en");

export function changedRev(state: TranslationState, language: ContentLanguage): number {
  return language === "en" ? state.changedRevEn : state.changedRevAr;
}

export function reviewedRev(state: TranslationState, language: ContentLanguage): number {
  return language === "en" ? state.reviewedRevEn : state.reviewedRevAr;
}

/**
 * A language is missing when one of its required fields is empty, and needs
 * an update when the other language changed after the revision it was last
 * reviewed against.
 */
export function translationFlags(state: TranslationState, values: object, required: LanguageFields): TranslationFlags {
  const value = (field: string) => (values as Record<string, unknown>)[field];
  const flag = (language: ContentLanguage): TranslationFlag => {
    if (required[language].some((field) => String(value(field) ?? "").trim() === "")) return "missing";
    return changedRev(state, otherLanguage(language)) > reviewedRev(state, language) ? "needsUpdate" : "ok";
  };
  return { en: flag("en"), ar: flag("ar") };
}

/**
 * The state after revision `number`. A language whose fields changed records
 * it as its change and counts as reviewed against the other (the editor saw
 * both). The other language then falls behind, unless the change needs no
 * translation, or the changed language was itself behind (or missing): then
 * the change is its translation catching up, and the source stays as it was.
 */
export function nextTranslationState(
  state: TranslationState,
  change: { number: number; changed: Record<ContentLanguage, boolean>; behind: Record<ContentLanguage, boolean>; noTranslationNeeded: boolean },
): TranslationState {
  const next = { ...state };
  if (change.changed.en) next.changedRevEn = change.number;
  if (change.changed.ar) next.changedRevAr = change.number;
  if (change.changed.en) next.reviewedRevEn = next.changedRevAr;
  if (change.changed.ar) next.reviewedRevAr = next.changedRevEn;
  const catchingUp = (language: ContentLanguage) => change.changed[language] && change.behind[language];
  if (change.noTranslationNeeded || catchingUp("en")) next.reviewedRevAr = next.changedRevEn;
  if (change.noTranslationNeeded || catchingUp("ar")) next.reviewedRevEn = next.changedRevAr;
  return next;
}

/** The languages whose fields differ between two snapshots (a first save changes both). */
export function changedLanguages(before: Record<string, unknown> | null, after: Record<string, unknown>, fields: LanguageFields): Record<ContentLanguage, boolean> {
  const differs = (language: ContentLanguage) => before === null || fields[language].some((field) => (before[field] ?? "") !== (after[field] ?? ""));
  return { en: differs("en"), ar: differs("ar") };
}
