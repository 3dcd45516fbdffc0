import type { Lang } from "~/i18n/locales";
import type { BlogPostSummary } from "./blog-post";

export interface PostFilter {
  /** A category name in either language; empty or absent means all categories. */
  category?: string | null;
  search?: string | null;
}

/**
 * The listing's filter (spec public-site.md §5): the category matches the
 * English or the Arabic name; the search is case-insensitive on the English
 * title and summary and matched as typed on the Arabic ones.
 */
export function filterPosts<T extends Pick<BlogPostSummary, "titleEn" | "titleAr" | "summaryEn" | "summaryAr" | "categoryEn" | "categoryAr">>(
  posts: readonly T[],
  { category, search }: PostFilter,
): T[] {
  const wanted = category?.trim() ?? "";
  // Surrounding spaces are a typing accident, not part of what the visitor looks for.
  const query = search?.trim() ?? "";
  const folded = query.toLowerCase();
  return posts.filter((post) => {
    if (wanted && post.categoryEn !== wanted && post.categoryAr !== wanted) return false;
    if (!query) return true;
    return (
      post.titleEn.toLowerCase().includes(folded) ||
      post.summaryEn.toLowerCase().includes(folded) ||
      post.titleAr.includes(query) ||
      post.summaryAr.includes(query)
    );
  });
}

export interface BlogCategory {
  en: string;
  ar: string;
}

/** One entry per category found in the posts, sorted by its name in the page's language. */
export function listCategories(posts: readonly Pick<BlogPostSummary, "categoryEn" | "categoryAr">[], lang: Lang): BlogCategory[] {
  const byEnglishName = new Map<string, BlogCategory>();
  for (const post of posts) {
    if (!byEnglishName.has(post.categoryEn)) byEnglishName.set(post.categoryEn, { en: post.categoryEn, ar: post.categoryAr });
  }
  const locale = lang === "ar" ? "ar" : "en";
  return [...byEnglishName.values()].sort((a, b) => a[lang].localeCompare(b[lang], locale));
}

/** Whether a category named in the address (either language) is this one. */
export function isCategory(category: BlogCategory, name: string | null | undefined): boolean {
  const value = name?.trim();
  return Boolean(value) && (category.en === value || category.ar === value);
}
