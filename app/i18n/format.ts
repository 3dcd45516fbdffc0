import { intlLocaleOf, type Lang } from "./locales";

/** Long date as the spec asks: en-US or ar-SA. */
export function formatLongDate(value: Date | string, lang: Lang): string {
  const date = typeof value === "string" ? new Date(value) : value;
  // Building an Intl formatter costs far more than using one; a page formats many dates.
  longDateFormats[lang] ??= new Intl.DateTimeFormat(intlLocaleOf(lang), { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Riyadh" });
  return longDateFormats[lang].format(date);
}

const longDateFormats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** The firm's time zone: every time a person at the firm reads is Riyadh time. */
export const FIRM_TIME_ZONE = "Asia/Riyadh";

const riyadhLabel: Record<Lang, string> = { en: "Riyadh time", ar: "بتوقيت الرياض" };

/**
 * A moment for people to read in an e-mail: weekday, date and time in Riyadh,
 * with Western digits in Arabic too. "Tuesday, 24 November 2026, 12:30 AM
 * (Riyadh time)" / "الثلاثاء، 24 نوفمبر 2026، 12:30 ص (بتوقيت الرياض)".
 * Plain spaces only, so the text survives any mail client.
 */
export function formatRiyadhDateTime(value: Date | string, lang: Lang): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const locale = lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB";
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: FIRM_TIME_ZONE }).format(date);
  const time = new Intl.DateTimeFormat(lang === "ar" ? locale : "en-US", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: FIRM_TIME_ZONE }).format(date);
  const comma = lang === "ar" ? "،" : ",";
  return `${day}${comma} ${time} (${riyadhLabel[lang]})`.replace(/[\u00a0\u202f]/g, " ");
}
