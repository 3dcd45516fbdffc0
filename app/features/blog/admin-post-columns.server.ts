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
  publishAt: blogPosts.publishAt,
  unpublishAt: blogPosts.unpublishAt,
};

type DateKey = "createdAt" | "updatedAt" | "publishedAt" | "publishAt" | "unpublishAt";
type Dated<T> = Omit<T, DateKey> & { createdAt: Date; updatedAt: Date; publishedAt: Date | null; publishAt: Date | null; unpublishAt: Date | null };

export function toAdminPostRow<T extends Dated<AdminPostRow>>(row: T): Omit<T, DateKey> & Pick<AdminPostRow, DateKey> {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    unpublishAt: row.unpublishAt ? row.unpublishAt.toISOString() : null,
  };
}
