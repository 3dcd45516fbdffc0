/** Page sizes (spec public-site.md §9). */
export const LISTING_FIRST_PAGE = 9;
export const LISTING_PAGE_STEP = 6;
export const PREVIEW_FIRST_PAGE = 3;
export const PREVIEW_PAGE_STEP = 3;

/** The first `shown` items and whether a Load More button still has something to add. */
export function takePage<T>(items: readonly T[], shown: number): { visible: T[]; hasMore: boolean } {
  const count = Math.max(0, Math.floor(shown));
  return { visible: items.slice(0, count), hasMore: items.length > count };
}

/**
 * How many posts the listing shows at `?page=` `page`: the first 9, and 6
 * more for each Load More that led there (page 2 shows 15, page 3 shows 21).
 */
export function listingShown(page: number): number {
  return LISTING_FIRST_PAGE + (Math.max(1, Math.floor(page)) - 1) * LISTING_PAGE_STEP;
}

/** The first page that shows all of `total` posts: the furthest a Load More link ever leads. */
export function listingLastPage(total: number): number {
  return total <= LISTING_FIRST_PAGE ? 1 : 1 + Math.ceil((total - LISTING_FIRST_PAGE) / LISTING_PAGE_STEP);
}

/** The home page's Insights at `?insights=` `page`: the first 3, and 3 more for each Load More that led there. */
export function previewShown(page: number): number {
  return PREVIEW_FIRST_PAGE + (Math.max(1, Math.floor(page)) - 1) * PREVIEW_PAGE_STEP;
}

/** The `?insights=` page a home-page address asks for: a whole number from 1, anything else is 1. */
export function previewPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1;
}
