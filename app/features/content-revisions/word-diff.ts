import { diffArrays } from "diff";
import type { DiffPart, FieldDiff } from "./content-item";
import type { ContentLanguage, LanguageFields } from "./translation-flags";

/** Words and the spaces between them, in order: joined they give the text back. */
const tokens = (text: string) => text.split(/(\s+)/).filter((token) => token !== "");

/**
 * A word-level comparison. Words are what lies between spaces, in Arabic as in
 * English: `diff`'s own word rule (`diffWordsWithSpace`) knows only Latin
 * letters as word characters and cuts Arabic words into letters.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffArrays(tokens(before), tokens(after)).map((change) => ({
    value: change.value.join(""),
    ...(change.added ? { added: true as const } : {}),
    ...(change.removed ? { removed: true as const } : {}),
  }));
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** Each field of two snapshots compared, in `order`; a field's language from `languages`, null for metadata. */
export function compareSnapshots(before: Record<string, unknown>, after: Record<string, unknown>, order: readonly string[], languages: LanguageFields): FieldDiff[] {
  const languageOf = (field: string): ContentLanguage | null => (languages.en.includes(field) ? "en" : languages.ar.includes(field) ? "ar" : null);
  return order.map((field) => {
    const a = text(before[field]);
    const b = text(after[field]);
    return { field, language: languageOf(field), changed: a !== b, parts: a === b ? [{ value: b }] : wordDiff(a, b) };
  });
}
