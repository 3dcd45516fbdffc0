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
  featured: blogPosts.featured,
  status: blogPosts.status,
  submittedBy: users.username,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  publishedAt: blogPosts.publishedAt,
  ...translationColumns,
};

type Flagged = { englishMissing: unknown; arabicMissing: unknown; englishBehind: unknown; arabicBehind: unknown };
type Dated<T> = Omit<T, "createdAt" | "updatedAt" | "publishedAt" | "translation"> & { createdAt: Date; updatedAt: Date; publishedAt: Date | null } & Flagged;

export function toAdminPostRow<T extends Dated<AdminPostRow>>(
  row: T,
): Omit<T, "createdAt" | "updatedAt" | "publishedAt" | keyof Flagged> & Pick<AdminPostRow, "createdAt" | "updatedAt" | "publishedAt" | "translation"> {
  const { englishMissing, arabicMissing, englishBehind, arabicBehind, ...rest } = row;
  return {
    ...(rest as Omit<T, "createdAt" | "updatedAt" | "publishedAt" | keyof Flagged>),
    translation: flagsOf({ englishMissing, arabicMissing, englishBehind, arabicBehind }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}
