import { describe, expect, it } from "vitest";
import { LISTING_FIRST_PAGE, LISTING_PAGE_STEP, PREVIEW_FIRST_PAGE, PREVIEW_PAGE_STEP, takePage } from "./paging";

const items = Array.from({ length: 13 }, (_, i) => i + 1);

describe("takePage", () => {
  it("shows the listing's first 9, then 6 more per click while matches remain", () => {
    let shown = LISTING_FIRST_PAGE;
    expect(takePage(items, shown)).toEqual({ visible: items.slice(0, 9), hasMore: true });
    shown += LISTING_PAGE_STEP;
    expect(takePage(items, shown)).toEqual({ visible: items, hasMore: false });
  });

  it("shows the home preview 3 at a time", () => {
    const page = (clicks: number) => takePage(items, PREVIEW_FIRST_PAGE + clicks * PREVIEW_PAGE_STEP);
    expect(page(0).visible).toEqual([1, 2, 3]);
    expect(page(3)).toEqual({ visible: items.slice(0, 12), hasMore: true });
    expect(page(4)).toEqual({ visible: items, hasMore: false });
  });

  it("has nothing more when the list fits exactly or is empty", () => {
    expect(takePage(items.slice(0, 9), 9).hasMore).toBe(false);
    expect(takePage([], 9)).toEqual({ visible: [], hasMore: false });
  });
});
