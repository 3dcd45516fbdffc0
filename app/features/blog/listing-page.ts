import type { Lang } from "~/i18n/locales";
import type { BlogPostSummary } from "./blog-post";
import { filterPosts, isCategory, listCategories, type BlogCategory } from "./filter-posts";
import type { ListingQuery } from "./listing-query.schema";
import { listingLastPage, listingShown, takePage } from "./paging";

type ListedPost = Pick<BlogPostSummary, "slug" | "titleEn" | "titleAr" | "summaryEn" | "summaryAr" | "categoryEn" | "categoryAr">;

/** What the listing shows for one address. */
export interface ListingPage<T> {
  /** The posts on the page: the first pages of those that match, in the blog's order. */
  posts: T[];
  /** Every category of the published posts, sorted in the page's language (the filter's links). */
  categories: BlogCategory[];
  /** The category shown; null for all (also when the address names one no post has). */
  category: BlogCategory | null;
  /** The search shown, as read from the address; empty for none. */
  search: string;
  /** The page shown, at most the one that shows every match. */
  page: number;
  /** How many posts match the category and the search. */
  total: number;
  /** How many posts are published at all: without any, there is no filter to take back. */
  published: number;
  /** While more posts match: the page a Load More link opens and the first post it adds. */
  next: { page: number; firstSlug: string } | null;
}

/**
 * The blog listing for an address, on the server (spec public-site.md §5, §9):
 * the category and the search narrow the published posts with the spec's
 * rules (`filterPosts`), and page N shows the first 9 + 6 × (N − 1) matches.
 * A category no post has is ignored; a page past the last is the last.
 */
export function selectListingPage<T extends ListedPost>(posts: readonly T[], query: ListingQuery, lang: Lang): ListingPage<T> {
  const categories = listCategories(posts, lang);
  const category = categories.find((candidate) => isCategory(candidate, query.category)) ?? null;
  const matches = filterPosts(posts, { category: category?.en, search: query.search });
  const page = Math.min(query.page, listingLastPage(matches.length));
  const shown = listingShown(page);
  const { visible, hasMore } = takePage(matches, shown);
  return {
    posts: visible,
    categories,
    category,
    search: query.search,
    page,
    total: matches.length,
    published: posts.length,
    next: hasMore ? { page: page + 1, firstSlug: matches[shown].slug } : null,
  };
}
