/** Page sizes (spec public-site.md §9). */
export const LISTING_FIRST_PAGE = 9;
export const LISTING_PAGE_STEP = 6;
export const LISTING_SKELETONS = 6;
export const PREVIEW_FIRST_PAGE = 3;
export const PREVIEW_PAGE_STEP = 3;
export const PREVIEW_SKELETONS = 3;

/** The first `shown` items and whether a Load More button still has something to add. */
export function takePage<T>(items: readonly T[], shown: number): { visible: T[]; hasMore: boolean } {
  const count = Math.max(0, Math.floor(shown));
  return { visible: items.slice(0, count), hasMore: items.length > count };
}
