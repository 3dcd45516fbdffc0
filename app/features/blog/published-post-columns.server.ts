import { blogPosts } from "#db/schema";

/** The columns of `BlogPostSummary`, selected by every public blog query. */
export const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  imageUrl: blogPosts.imageUrl,
  titleEn: blogPosts.titleEn,
  titleAr: blogPosts.titleAr,
  categoryEn: blogPosts.categoryEn,
  categoryAr: blogPosts.categoryAr,
  summaryEn: blogPosts.summaryEn,
  summaryAr: blogPosts.summaryAr,
  author: blogPosts.author,
  authorAr: blogPosts.authorAr,
  createdAt: blogPosts.createdAt,
  featured: blogPosts.featured,
};
