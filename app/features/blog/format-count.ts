import { intlLocaleOf, type Lang } from "~/i18n/locales";

/** A count in the page's numerals (Arabic-Indic on Arabic pages, like the dates beside it). */
export function formatCount(value: number, lang: Lang): string {
  numberFormats[lang] ??= new Intl.NumberFormat(intlLocaleOf(lang));
  return numberFormats[lang].format(value);
}

const numberFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};
