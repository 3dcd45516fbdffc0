/**
 * The blog listing's address, as its links and search form write it:
 * `?category=` (a category's name in either language), `?q=` (the search)
 * and `?page=`. Read back on the server by `listing-query.schema.ts`.
 */
export const CATEGORY_PARAM = "category";
export const SEARCH_PARAM = "q";
export const PAGE_PARAM = "page";

/** The search box takes this many characters; a longer `?q=` (written by hand) is ignored. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The query string of a view of the listing, with only what differs from the
 * plain listing (no empty parameter, no `page=1`), so the unfiltered listing
 * has one address.
 */
export function listingSearch({ category, search, page }: { category?: string | null; search?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (category) params.set(CATEGORY_PARAM, category);
  if (search) params.set(SEARCH_PARAM, search);
  if (page && page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The `id` of a post's card on the listing, which a Load More link's address ends with (`#post-<slug>`). */
export function postAnchor(slug: string): string {
  return `post-${slug}`;
}
