import { blogPosts, users } from "#db/schema";
import type { AdminPostRow } from "./blog-post";
import { flagsOf, translationColumns } from "./post-translation-sql.server";

/**
 * Columns of `AdminPostRow`; queries join `users` on `submitted_by` for the
 * username and `translation_states` on the post (`translationStateOfPost`) for
 * the languages' flags.
 */
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
  imageAltEn: blogPosts.imageAltEn,
  imageAltAr: blogPosts.imageAltAr,
  featured: blogPosts.featured,
  status: blogPosts.status,
  submittedBy: users.username,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  publishedAt: blogPosts.publishedAt,
  publishAt: blogPosts.publishAt,
  unpublishAt: blogPosts.unpublishAt,
  ...translationColumns,
};

type DateKey = "createdAt" | "updatedAt" | "publishedAt" | "publishAt" | "unpublishAt";
type Flagged = { englishMissing: unknown; arabicMissing: unknown; englishBehind: unknown; arabicBehind: unknown };
type Dated<T> = Omit<T, DateKey | "translation"> & { createdAt: Date; updatedAt: Date; publishedAt: Date | null; publishAt: Date | null; unpublishAt: Date | null } & Flagged;

export function toAdminPostRow<T extends Dated<AdminPostRow>>(row: T): Omit<T, DateKey | keyof Flagged> & Pick<AdminPostRow, DateKey | "translation"> {
  const { englishMissing, arabicMissing, englishBehind, arabicBehind, ...rest } = row;
  return {
    ...(rest as Omit<T, DateKey | keyof Flagged>),
    translation: flagsOf({ englishMissing, arabicMissing, englishBehind, arabicBehind }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    unpublishAt: row.unpublishAt ? row.unpublishAt.toISOString() : null,
  };
}
