import { describe, expect, it } from "vitest";
import { formatRiyadhDateTime } from "./format";

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
