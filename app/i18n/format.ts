import { FIRM_TIME_ZONE } from "~/lib/riyadh-time";
import { intlLocaleOf, type Lang } from "./locales";

/*
 * Every date, number and percentage a person reads (pages, dashboard, e-mails,
 * CSV, PDFs) is formatted here, so the one digit rule holds everywhere: Western
 * digits and the Gregorian calendar in both languages (decision 021). A unit
 * test fails if code outside app/i18n builds its own Intl formatter.
 */


// Building an Intl formatter costs far more than using one; a page formats many values.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `number|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function toDate(value: Date | string): Date {
  return typeof value === "string" ? new Date(value) : value;
}

/** Long date: "March 6, 2026" / "6 مارس 2026". */
export function formatLongDate(value: Date | string, lang: Lang): string {
  return dateFormat(intlLocaleOf(lang), { year: "numeric", month: "long", day: "numeric", timeZone: FIRM_TIME_ZONE }).format(toDate(value));
}

/** Long date and time in Riyadh: "March 6, 2026 at 12:30 AM" / "6 مارس 2026 في 12:30 ص". */
export function formatLongDateTime(value: Date | string, lang: Lang): string {
  return dateFormat(intlLocaleOf(lang), { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: FIRM_TIME_ZONE }).format(toDate(value));
}

/** The time of day in Riyadh only, for a table cell under the long date. */
export function formatTime(value: Date | string, lang: Lang): string {
  return dateFormat(intlLocaleOf(lang), { hour: "numeric", minute: "2-digit", timeZone: FIRM_TIME_ZONE }).format(toDate(value));
}

/** `2026-03-05 14:07` in Riyadh time: sortable, the same in both languages (CSV files, file names). */
export function formatSortableDateTime(value: Date | string): string {
  const parts = dateFormat("en-CA", { timeZone: FIRM_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(toDate(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}

/** A count or amount with Western digits: "1,250" in both languages. `grouping: false` for page numbers. */
export function formatNumber(value: number, lang: Lang, options: { grouping?: boolean; maxDecimals?: number } = {}): string {
  return numberFormat(intlLocaleOf(lang), { useGrouping: options.grouping ?? true, maximumFractionDigits: options.maxDecimals ?? 3 }).format(value);
}

/**
 * A percentage (0..100) in the one percent style of both languages: "78.5%",
 * never "٧٨٫٥٪" or "78.5٪". Up to 2 decimals, or exactly `fixedDecimals`.
 */
export function formatPercent(value: number, lang: Lang, fixedDecimals?: number): string {
  const number = numberFormat(intlLocaleOf(lang), { useGrouping: false, minimumFractionDigits: fixedDecimals ?? 0, maximumFractionDigits: fixedDecimals ?? 2 }).format(value);
  return `${number}%`;
}

/** A month's name (1 = January): "March" / "مارس", for date pickers that show names. */
export function formatMonthName(month: number, lang: Lang): string {
  return dateFormat(intlLocaleOf(lang), { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** The CLDR plural category of a count ("one", "two", "few", "many", "other" in Arabic). */
export function pluralCategory(count: number, lang: Lang): Intl.LDMLPluralRule {
  const key = `plural|${lang}`;
  let rules = formatters.get(key) as Intl.PluralRules | undefined;
  if (!rules) formatters.set(key, (rules = new Intl.PluralRules(intlLocaleOf(lang))));
  return rules.select(count);
}

const riyadhLabel: Record<Lang, string> = { en: "Riyadh time", ar: "بتوقيت الرياض" };

/**
 * A moment for people to read in an e-mail: weekday, date and time in Riyadh,
 * with Western digits in Arabic too. "Tuesday, 24 November 2026, 12:30 AM
 * (Riyadh time)" / "الثلاثاء، 24 نوفمبر 2026، 12:30 ص (بتوقيت الرياض)".
 * Plain spaces only, so the text survives any mail client.
 */
export function formatRiyadhDateTime(value: Date | string, lang: Lang): string {
  const date = toDate(value);
  const locale = lang === "ar" ? intlLocaleOf("ar") : "en-GB";
  const day = dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: FIRM_TIME_ZONE }).format(date);
  const time = dateFormat(intlLocaleOf(lang), { hour: "numeric", minute: "2-digit", hour12: true, timeZone: FIRM_TIME_ZONE }).format(date);
  const comma = lang === "ar" ? "،" : ",";
  return `${day}${comma} ${time} (${riyadhLabel[lang]})`.replace(/[\u00a0\u202f]/g, " ");
}
