import { describe, expect, it } from "vitest";
import { revisionsToThin, type ThinnableRevision } from "./revisions-to-thin";

const now = new Date("2026-11-28T12:00:00Z");

/** `count` revisions, numbered from 1, the newest at `newest`, `step` apart. */
function history(count: number, newest: Date, step: number): ThinnableRevision[] {
  return Array.from({ length: count }, (_, i) => ({ id: 1000 + i + 1, number: i + 1, createdAt: new Date(newest.getTime() - (count - 1 - i) * step) }));
}

describe("revisionsToThin", () => {
  it("keeps the newest 50 whole, however close together", () => {
    expect(revisionsToThin(history(50, now, 60_000), new Set(), now)).toEqual([]);
  });

  it("keeps the last of each day among older ones for 90 days", () => {
    // 50 today, then 4 a day for the two days before (09:00, 10:00, 11:00, 12:00 Riyadh).
    const recent = history(50, now, 60_000).map((r) => ({ ...r, number: r.number + 8, id: r.id + 8 }));
    const older = [2, 1].flatMap((daysBack, d) =>
      [0, 1, 2, 3].map((h) => ({ id: d * 4 + h + 1, number: d * 4 + h + 1, createdAt: new Date(Date.UTC(2026, 10, 28 - daysBack, 6 + h)) })),
    );
    expect(revisionsToThin([...older, ...recent], new Set(), now).sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it("keeps the last of each month past 90 days, and what a restore or a review refers to", () => {
    const recent = history(50, now, 60_000).map((r) => ({ ...r, number: r.number + 3, id: r.id + 3 }));
    const old = [
      { id: 1, number: 1, createdAt: new Date("2026-03-02T08:00:00Z") },
      { id: 2, number: 2, createdAt: new Date("2026-03-20T08:00:00Z") },
      { id: 3, number: 3, createdAt: new Date("2026-03-25T08:00:00Z") },
    ];
    expect(revisionsToThin([...old, ...recent], new Set(), now)).toEqual([2, 1]);
    expect(revisionsToThin([...old, ...recent], new Set([1]), now)).toEqual([2]);
  });
});
