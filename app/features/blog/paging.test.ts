import { describe, expect, it } from "vitest";
import { LISTING_FIRST_PAGE, LISTING_PAGE_STEP, listingLastPage, listingShown, PREVIEW_FIRST_PAGE, PREVIEW_PAGE_STEP, takePage } from "./paging";

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

describe("the listing's pages", () => {
  it("shows 9 on the first page and 6 more on each next one", () => {
    expect([1, 2, 3, 4].map(listingShown)).toEqual([9, 15, 21, 27]);
    expect(listingShown(0)).toBe(9);
  });

  it("ends at the first page that shows every post", () => {
    expect([0, 1, 9, 10, 15, 16, 21, 22].map(listingLastPage)).toEqual([1, 1, 1, 2, 2, 3, 3, 4]);
    for (let total = 0; total < 40; total++) {
      const last = listingLastPage(total);
      expect(takePage(Array.from({ length: total }), listingShown(last)).hasMore, `${total} posts`).toBe(false);
      if (last > 1) expect(takePage(Array.from({ length: total }), listingShown(last - 1)).hasMore, `${total} posts`).toBe(true);
    }
  });
});
