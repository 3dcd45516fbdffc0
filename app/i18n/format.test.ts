import { describe, expect, it } from "vitest";
import { formatLongDate, formatLongDateTime, formatMonthName, formatNumber, formatPercent, formatSortableDateTime, formatTime, pluralCategory, formatRiyadhDateTime } from "./format";
import { intlLocaleOf } from "./locales";

describe("formatRiyadhDateTime", () => {
  // 21:30 UTC is half past midnight the next day in Riyadh (UTC+3).
  const lateEvening = new Date("2026-11-23T21:30:00Z");

  it("shows the Riyadh weekday, date and time in English", () => {
    expect(formatRiyadhDateTime(lateEvening, "en")).toBe("Tuesday, 24 November 2026, 12:30 AM (Riyadh time)");
    expect(formatRiyadhDateTime("2026-01-05T09:30:00.000Z", "en")).toBe("Monday, 5 January 2026, 12:30 PM (Riyadh time)");
  });

  it("shows it in Arabic with Western digits and the Gregorian calendar", () => {
    expect(formatRiyadhDateTime(lateEvening, "ar")).toBe("الثلاثاء، 24 نوفمبر 2026، 12:30 ص (بتوقيت الرياض)");
    expect(formatRiyadhDateTime("2026-01-05T09:30:00.000Z", "ar")).toBe("الاثنين، 5 يناير 2026، 12:30 م (بتوقيت الرياض)");
  });

  it("uses plain spaces only", () => {
    for (const lang of ["en", "ar"] as const) expect(formatRiyadhDateTime(lateEvening, lang)).not.toMatch(/[\u00a0\u202f]/);
  });
});

const arabicIndicDigits = /[\u0660-\u0669\u06f0-\u06f9\u066a]/;

describe("the one digit rule", () => {
  const moment = new Date("2026-03-05T21:30:00Z");

  it("uses Western digits and the Gregorian calendar for Arabic", () => {
    expect(intlLocaleOf("ar")).toBe("ar-SA-u-ca-gregory-nu-latn");
    expect(formatLongDate(moment, "ar")).toBe("6 مارس 2026");
    expect(formatLongDateTime(moment, "ar")).toMatch(/^6 مارس 2026.*12:30/);
    expect(formatTime(moment, "ar")).toMatch(/^12:30/);
    expect(formatNumber(1250, "ar")).toBe("1,250");
    for (const text of [formatLongDate(moment, "ar"), formatLongDateTime(moment, "ar"), formatTime(moment, "ar"), formatNumber(1250.5, "ar"), formatPercent(78.5, "ar")]) {
      expect(text).not.toMatch(arabicIndicDigits);
    }
  });

  it("keeps English in en-US", () => {
    expect(formatLongDate(moment, "en")).toBe("March 6, 2026");
    expect(formatTime(moment, "en")).toBe("12:30 AM");
    expect(formatNumber(1250, "en")).toBe("1,250");
  });

  it("writes one percent style in both languages", () => {
    for (const lang of ["en", "ar"] as const) {
      expect(formatPercent(30, lang)).toBe("30%");
      expect(formatPercent(78.456, lang)).toBe("78.46%");
      expect(formatPercent(78.5, lang, 2)).toBe("78.50%");
      expect(formatPercent(1234, lang)).toBe("1234%");
    }
  });

  it("gives page numbers without grouping and sortable CSV times in Riyadh", () => {
    expect(formatNumber(1000, "ar", { grouping: false })).toBe("1000");
    expect(formatSortableDateTime(moment)).toBe("2026-03-06 00:30");
  });

  it("names the Gregorian months", () => {
    expect(formatMonthName(1, "ar")).toBe("يناير");
    expect(formatMonthName(12, "ar")).toBe("ديسمبر");
    expect(formatMonthName(3, "en")).toBe("March");
  });

  it("gives Arabic's plural categories", () => {
    expect([1, 2, 3, 11, 100].map((n) => pluralCategory(n, "ar"))).toEqual(["one", "two", "few", "many", "other"]);
    expect([1, 3].map((n) => pluralCategory(n, "en"))).toEqual(["one", "other"]);
  });
});
