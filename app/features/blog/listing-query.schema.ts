import "~/lib/zod-jitless";
import { z } from "zod";
import { CATEGORY_PARAM, PAGE_PARAM, SEARCH_MAX_LENGTH, SEARCH_PARAM } from "./listing-address";

const CATEGORY_MAX_LENGTH = 100;

/**
 * What the listing's address asks for (read by its loader only, so zod stays
 * out of the page's browser code). No address is an error: a value that
 * cannot be read means no filter or the first page. Whether the category
 * exists and how far the page may go depend on the posts, and are settled by
 * `selectListingPage`.
 */
export const listingQuerySchema = z.object({
  category: z.string().trim().max(CATEGORY_MAX_LENGTH).catch(""),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).catch(""),
  page: z.coerce.number().int().min(1).catch(1),
});

export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** The query of a listing address (the first value of a repeated parameter counts). */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  return listingQuerySchema.parse({
    category: params.get(CATEGORY_PARAM) ?? undefined,
    search: params.get(SEARCH_PARAM) ?? undefined,
    page: params.get(PAGE_PARAM) ?? undefined,
  });
}
