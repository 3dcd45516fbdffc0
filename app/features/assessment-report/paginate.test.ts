import { describe, expect, it } from "vitest";
import { MIN_LAST_PAGE_FILL, paginate, type FlowItem } from "./paginate";

const frame = { firstTop: 400, top: 100, bottom: 700 };
const line = (height = 20, gapBefore = 0): FlowItem => ({ height, gapBefore, keepWithNext: false });
const heading = (gapBefore = 20): FlowItem => ({ height: 30, gapBefore, keepWithNext: true });

describe("paginate", () => {
  it("stacks items on the first page below its title, with their gaps", () => {
    expect(paginate([heading(), line(), line(20, 5)], frame)).toEqual([
      { page: 0, y: 420 },
      { page: 0, y: 450 },
      { page: 0, y: 475 },
    ]);
  });

  it("starts a new page when an item does not fit, leaving out the gap at the top of a page", () => {
    const items = [...Array.from({ length: 15 }, () => line()), line(20, 12), ...Array.from({ length: 40 }, () => line())];
    const placed = paginate(items, frame);
    expect(placed[14]).toEqual({ page: 0, y: 680 });
    expect(placed[15]).toEqual({ page: 1, y: 100 });
  });

  it("never leaves a heading at the bottom of a page", () => {
    const items = [...Array.from({ length: 13 }, () => line()), heading(), line(), ...Array.from({ length: 40 }, () => line())];
    const placed = paginate(items, frame);
    expect(placed[12].page).toBe(0);
    expect(placed[13]).toEqual({ page: 1, y: 100 });
    expect(placed[14]).toEqual({ page: 1, y: 130 });
  });

  it("gives a last page that would hold a line or two more of the page before", () => {
    // Page 1 (600 high) is full after 30 lines; two lines would be alone on page 2.
    const items = [line(), ...Array.from({ length: 46 }, () => line())];
    const greedyLast = 2;
    const placed = paginate(items, frame);
    const last = placed.at(-1)!.page;
    expect(last).toBe(greedyLast);
    const onLast = placed.filter((p) => p.page === last).length;
    expect(onLast * 20).toBeGreaterThanOrEqual((frame.bottom - frame.top) * MIN_LAST_PAGE_FILL);
    // Nothing else moved: the first page is as full as before.
    expect(placed.filter((p) => p.page === 0)).toHaveLength(15);
  });

  it("keeps a heading with its row when it moves the end of the previous page over", () => {
    const items = [...Array.from({ length: 40 }, () => line()), heading(), line(), line()];
    const placed = paginate(items, frame);
    const last = placed.at(-1)!.page;
    const firstOnLast = placed.findIndex((p) => p.page === last);
    expect(items[firstOnLast - 1].keepWithNext).toBe(false);
    expect(placed[40].page).toBe(placed[41].page);
  });

  it("leaves a short single page alone", () => {
    expect(paginate([line(), line()], frame).every((p) => p.page === 0)).toBe(true);
  });
});

describe("paginate: no near-empty last page (issue 28)", () => {
  const pageHeight = frame.bottom - frame.top;
  const fill = (items: FlowItem[], placed: ReturnType<typeof paginate>, page: number) => {
    const on = placed.map((p, i) => ({ ...p, item: items[i] })).filter((p) => p.page === page);
    return on.length === 0 ? 0 : Math.max(...on.map((p) => p.y + p.item.height)) - Math.min(...on.map((p) => p.y));
  };

  it("balances the last two pages when the last would hold three lines", () => {
    // 15 lines fill the first page, 30 the second; three more would sit alone on the third.
    const items = Array.from({ length: 48 }, () => line());
    const placed = paginate(items, frame);
    const last = placed.at(-1)!.page;
    expect(last).toBe(2);
    expect(fill(items, placed, last)).toBeGreaterThanOrEqual(pageHeight * MIN_LAST_PAGE_FILL);
    // Balanced: the two pages differ by a line at most.
    expect(Math.abs(fill(items, placed, 1) - fill(items, placed, 2))).toBeLessThanOrEqual(20);
    // The first page is untouched.
    expect(placed.filter((p) => p.page === 0)).toHaveLength(15);
  });

  it("moves a block that stays together as a whole", () => {
    const together = (n: number): FlowItem[] => Array.from({ length: n }, (_, i) => ({ height: 20, gapBefore: 0, keepWithNext: i < n - 1 }));
    const items = [...Array.from({ length: 43 }, () => line()), heading(), ...together(4)];
    const placed = paginate(items, frame);
    const pages = new Set(placed.slice(43).map((p) => p.page));
    expect(pages.size).toBe(1);
    expect(fill(items, placed, placed.at(-1)!.page)).toBeGreaterThanOrEqual(pageHeight * MIN_LAST_PAGE_FILL);
  });

  it("leaves a last page that is full enough as it is", () => {
    const items = Array.from({ length: 60 }, () => line());
    const placed = paginate(items, frame);
    expect(placed.filter((p) => p.page === 0)).toHaveLength(15);
    expect(placed.filter((p) => p.page === 1)).toHaveLength(30);
  });
});
