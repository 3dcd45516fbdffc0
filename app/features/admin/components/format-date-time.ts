import { intlLocaleOf, type Lang } from "~/i18n/locales";

/** Long date and time in Riyadh, in the same locale as `formatLongDate`: "March 6, 2026 at 12:30 AM". */
export function formatLongDateTime(value: string | Date, lang: Lang): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Riyadh",
  }).format(date);
}

/** The time of day only, for a table cell under the long date. */
export function formatTime(value: string | Date, lang: Lang): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(intlLocaleOf(lang), { hour: "numeric", minute: "2-digit", timeZone: "Asia/Riyadh" }).format(date);
}
