import { intlLocaleOf, type Lang } from "./locales";

/** Long date as the spec asks: en-US or ar-SA. */
export function formatLongDate(value: Date | string, lang: Lang): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(intlLocaleOf(lang), { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Riyadh" }).format(date);
}
