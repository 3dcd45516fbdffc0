import { blogPosts } from "#db/schema";
import type { MyArticleRow } from "./blog-post";

/** The columns of a member's own article row (`/api/articles/mine`, a submission's and a resubmission's answer). */
export const myArticleColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  titleEn: blogPosts.titleEn,
  titleAr: blogPosts.titleAr,
  categoryEn: blogPosts.categoryEn,
  categoryAr: blogPosts.categoryAr,
  status: blogPosts.status,
  reviewComment: blogPosts.reviewComment,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  publishedAt: blogPosts.publishedAt,
};

type SelectedRow = Omit<MyArticleRow, "createdAt" | "updatedAt" | "publishedAt"> & { createdAt: Date; updatedAt: Date; publishedAt: Date | null };

/** A selected row as the API answers it: dates as ISO strings. */
export function myArticleRowOf(row: SelectedRow): MyArticleRow {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null };
}
