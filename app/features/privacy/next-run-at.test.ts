import { describe, expect, it } from "vitest";
import { nextDailyRunAt } from "./next-run-at";

describe("nextDailyRunAt", () => {
  it("is today's hour in Riyadh when it is still ahead, else tomorrow's", () => {
    // 07:00 Riyadh = 04:00 UTC.
    expect(nextDailyRunAt(new Date("2026-11-25T03:59:59Z"), 7).toISOString()).toBe("2026-11-25T04:00:00.000Z");
    expect(nextDailyRunAt(new Date("2026-11-25T04:00:00Z"), 7).toISOString()).toBe("2026-11-26T04:00:00.000Z");
    expect(nextDailyRunAt(new Date("2026-11-25T22:30:00Z"), 7).toISOString()).toBe("2026-11-26T04:00:00.000Z");
  });

  it("follows Riyadh's date, not UTC's, around midnight", () => {
    // 22:30 UTC on the 25th is 01:30 on the 26th in Riyadh: 02:00 Riyadh that day is 23:00 UTC on the 25th.
    expect(nextDailyRunAt(new Date("2026-11-25T22:30:00Z"), 2).toISOString()).toBe("2026-11-25T23:00:00.000Z");
    expect(nextDailyRunAt(new Date("2026-11-25T20:59:00Z"), 0).toISOString()).toBe("2026-11-25T21:00:00.000Z");
  });
});
