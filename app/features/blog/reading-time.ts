import { pluralCategory } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";

export const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown body at 200 words a minute; never less than one. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`|~-]+/g, " ");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export type ReadingTimeKey = `blog.readingTime.${Intl.LDMLPluralRule}`;

/** The catalog key for "N min read" in the language's plural form (Arabic has six). */
export function readingTimeKey(minutes: number, lang: Lang): ReadingTimeKey {
  return `blog.readingTime.${pluralCategory(minutes, lang)}`;
}
