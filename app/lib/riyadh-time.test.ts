import { describe, expect, it } from "vitest";
import { addRiyadhWorkingDays, atRiyadhHour, isRiyadhWorkingDay, riyadhWorkingDaysBetween, riyadhDay, riyadhHour, riyadhMonth, startOfRiyadhDay, startOfRiyadhMonth, startOfRiyadhWeek, riyadhDateTimeInput, fromRiyadhDateTimeInput } from "./riyadh-time";

/** A Riyadh wall-clock time as an instant. 2026-11-22 is a Sunday. */
const riyadh = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe("the Riyadh calendar", () => {
  it("reads days, hours and months in Riyadh time, not UTC", () => {
    // 22:30 UTC on Saturday is 01:30 on Sunday in Riyadh.
    const instant = new Date("2026-11-21T22:30:00Z");
    expect(riyadhDay(instant)).toBe("2026-11-22");
    expect(riyadhHour(instant)).toBe(1);
    expect(riyadhMonth(new Date("2026-11-30T21:00:00Z"))).toBe("2026-12");
    expect(startOfRiyadhDay(instant).toISOString()).toBe("2026-11-21T21:00:00.000Z");
  });

  it("starts the week on Sunday 00:00 Riyadh time", () => {
    expect(startOfRiyadhWeek(riyadh("2026-11-25T15:00:00"))).toEqual(riyadh("2026-11-22T00:00:00"));
    expect(startOfRiyadhWeek(riyadh("2026-11-22T00:00:00"))).toEqual(riyadh("2026-11-22T00:00:00"));
    // Saturday night still belongs to the week that began the Sunday before.
    expect(startOfRiyadhWeek(riyadh("2026-11-28T23:59:00"))).toEqual(riyadh("2026-11-22T00:00:00"));
  });

  it("finds the first of a month some months back, across a year", () => {
    expect(startOfRiyadhMonth(riyadh("2026-11-25T10:00:00"))).toEqual(riyadh("2026-11-01T00:00:00"));
    expect(startOfRiyadhMonth(riyadh("2026-02-10T10:00:00"), 11)).toEqual(riyadh("2025-03-01T00:00:00"));
  });

  it("knows Friday and Saturday are the weekend", () => {
    const week = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
    expect(week.map((day) => isRiyadhWorkingDay(riyadh(`${day}T12:00:00`)))).toEqual([true, true, true, true, true, false, false]);
    // Friday 00:30 in Riyadh is still Thursday in UTC: the weekend is Riyadh's.
    expect(isRiyadhWorkingDay(riyadh("2026-11-27T00:30:00"))).toBe(false);
  });

  describe("two working days after a submission", () => {
    const due = (submitted: string) => addRiyadhWorkingDays(riyadh(submitted), 2);

    it("Sunday morning → Tuesday morning", () => {
      expect(due("2026-11-22T09:00:00")).toEqual(riyadh("2026-11-24T09:00:00"));
    });
    it("Wednesday evening → Sunday evening (Thursday, then Sunday)", () => {
      expect(due("2026-11-25T20:00:00")).toEqual(riyadh("2026-11-29T20:00:00"));
    });
    it("Thursday → Monday at the same time", () => {
      expect(due("2026-11-26T10:00:00")).toEqual(riyadh("2026-11-30T10:00:00"));
      expect(due("2026-11-26T23:59:00")).toEqual(riyadh("2026-11-30T23:59:00"));
    });
    it("Friday or Saturday → counted from Sunday 00:00, so due at the end of Monday", () => {
      expect(due("2026-11-27T15:00:00")).toEqual(riyadh("2026-12-01T00:00:00"));
      expect(due("2026-11-28T23:00:00")).toEqual(riyadh("2026-12-01T00:00:00"));
      expect(due("2026-11-27T00:00:00")).toEqual(riyadh("2026-12-01T00:00:00"));
    });
    it("uses Riyadh's weekday: Thursday 23:00 UTC is Friday in Riyadh", () => {
      expect(addRiyadhWorkingDays(new Date("2026-11-26T23:00:00Z"), 2)).toEqual(riyadh("2026-12-01T00:00:00"));
    });
    it("zero days is the start itself on a working day, Sunday 00:00 on a weekend", () => {
      expect(addRiyadhWorkingDays(riyadh("2026-11-24T08:00:00"), 0)).toEqual(riyadh("2026-11-24T08:00:00"));
      expect(addRiyadhWorkingDays(riyadh("2026-11-28T08:00:00"), 0)).toEqual(riyadh("2026-11-29T00:00:00"));
    });
  });

  it("counts the whole working days between two instants", () => {
    // Wednesday 20:00 → Monday 07:00: Thursday and Sunday have passed, Monday has not.
    expect(riyadhWorkingDaysBetween(riyadh("2026-11-25T20:00:00"), riyadh("2026-11-30T07:00:00"))).toBe(2);
    expect(riyadhWorkingDaysBetween(riyadh("2026-11-25T20:00:00"), riyadh("2026-11-29T19:59:00"))).toBe(1);
    expect(riyadhWorkingDaysBetween(riyadh("2026-11-27T10:00:00"), riyadh("2026-11-28T10:00:00"))).toBe(0);
    expect(riyadhWorkingDaysBetween(riyadh("2026-11-01T10:00:00"), riyadh("2026-11-30T10:00:00"))).toBe(21);
  });
});

describe("atRiyadhHour", () => {
  it("is the instant of that hour on that Riyadh day, three hours ahead of UTC", () => {
    expect(atRiyadhHour("2026-11-25", 9).toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(atRiyadhHour("2026-11-25", 0).toISOString()).toBe("2026-11-24T21:00:00.000Z");
    expect(riyadhDay(atRiyadhHour("2026-12-31", 23))).toBe("2026-12-31");
    expect(riyadhHour(atRiyadhHour("2026-03-01", 12))).toBe(12);
  });
});

describe("Riyadh date-time inputs", () => {
  it("shows an instant as Riyadh's wall clock and reads it back", () => {
    const sunday9 = new Date("2026-11-29T06:00:00Z");
    expect(riyadhDateTimeInput(sunday9)).toBe("2026-11-29T09:00");
    expect(fromRiyadhDateTimeInput("2026-11-29T09:00")?.toISOString()).toBe("2026-11-29T06:00:00.000Z");
    expect(riyadhDateTimeInput(new Date("2026-11-28T21:30:15Z"))).toBe("2026-11-29T00:30:15");
    expect(fromRiyadhDateTimeInput("2026-11-29T00:30:15")?.toISOString()).toBe("2026-11-28T21:30:15.000Z");
  });

  it("refuses what is not a date and time", () => {
    for (const value of ["", "2026-11-29", "2026-02-30T09:00", "2026-11-29T25:00", "tomorrow"]) expect(fromRiyadhDateTimeInput(value)).toBeNull();
  });
});
