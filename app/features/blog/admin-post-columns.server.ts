import { blogPosts, users } from "#db/schema";
import type { AdminPostRow } from "./blog-post";

/** Columns of `AdminPostRow`; queries join `users` on `submitted_by` for the username. */
export const adminPostColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  titleEn: blogPosts.titleEn,
  titleAr: blogPosts.titleAr,
  categoryEn: blogPosts.categoryEn,
  categoryAr: blogPosts.categoryAr,
  author: blogPosts.author,
  authorAr: blogPosts.authorAr,
  imageUrl: blogPosts.imageUrl,
  featured: blogPosts.featured,
  status: blogPosts.status,
  submittedBy: users.username,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  publishedAt: blogPosts.publishedAt,
};

type Dated<T> = Omit<T, "createdAt" | "updatedAt" | "publishedAt"> & { createdAt: Date; updatedAt: Date; publishedAt: Date | null };

export function toAdminPostRow<T extends Dated<AdminPostRow>>(row: T): Omit<T, "createdAt" | "updatedAt" | "publishedAt"> & Pick<AdminPostRow, "createdAt" | "updatedAt" | "publishedAt"> {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}
