import { blogPosts } from "#db/schema";
import { postSearchColumns } from "./post-search-columns.server";
import { readSearchFields, type PostSearchField } from "./post-search-fields";
import type { SeoCheckPost } from "./seo-check";

/** What the search check reads of a stored post (decision 045). */
export const seoCheckColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  status: blogPosts.status,
  imageUrl: blogPosts.imageUrl,
  imageAltEn: blogPosts.imageAltEn,
  imageAltAr: blogPosts.imageAltAr,
  author: blogPosts.author,
  authorAr: blogPosts.authorAr,
  titleEn: blogPosts.titleEn,
  titleAr: blogPosts.titleAr,
  categoryEn: blogPosts.categoryEn,
  categoryAr: blogPosts.categoryAr,
  summaryEn: blogPosts.summaryEn,
  summaryAr: blogPosts.summaryAr,
  contentEn: blogPosts.contentEn,
  contentAr: blogPosts.contentAr,
  ...postSearchColumns,
};

/** A row of `seoCheckColumns` as the check reads it: an empty search field is "". */
export function toSeoCheckPost(row: Omit<SeoCheckPost, PostSearchField> & Record<PostSearchField, string | null>): SeoCheckPost {
  return { ...row, ...readSearchFields(row) };
}
