import { or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { blogPosts, translationStates } from "#db/schema";
import type { TranslationFlag } from "~/features/content-revisions/translation-flags";

/**
 * The linked-translation flags of posts in SQL (decision 042), for the list's
 * column, its "Translations to update" filter and the dashboard's count: the
 * same rule as `translationFlags`. Queries left-join `translation_states` on
 * the post (`translationStateOfPost`); a post saved before revisions has no
 * row and counts as reviewed.
 */
const anyEmpty = (columns: AnyPgColumn[]): SQL => sql.join(columns.map((column) => sql`btrim(${column}) = ''`), sql` or `);

export const englishMissing = sql<boolean>`(${anyEmpty([blogPosts.titleEn, blogPosts.categoryEn, blogPosts.summaryEn, blogPosts.contentEn, blogPosts.author])})`;
export const arabicMissing = sql<boolean>`(${anyEmpty([blogPosts.titleAr, blogPosts.categoryAr, blogPosts.summaryAr, blogPosts.contentAr, blogPosts.authorAr])})`;
export const englishBehind = sql<boolean>`(coalesce(${translationStates.changedRevAr}, 0) > coalesce(${translationStates.reviewedRevEn}, 0))`;
export const arabicBehind = sql<boolean>`(coalesce(${translationStates.changedRevEn}, 0) > coalesce(${translationStates.reviewedRevAr}, 0))`;

/** A post with a language missing or behind the other. */
export const translationToUpdate = or(englishMissing, arabicMissing, englishBehind, arabicBehind)!;

export const translationStateOfPost = sql`${translationStates.postId} = ${blogPosts.id}`;

export const translationColumns = { englishMissing, arabicMissing, englishBehind, arabicBehind };

export function flagsOf(row: { englishMissing: unknown; arabicMissing: unknown; englishBehind: unknown; arabicBehind: unknown }): Record<"en" | "ar", TranslationFlag> {
  const flag = (missing: unknown, behind: unknown): TranslationFlag => (missing === true ? "missing" : behind === true ? "needsUpdate" : "ok");
  return { en: flag(row.englishMissing, row.englishBehind), ar: flag(row.arabicMissing, row.arabicBehind) };
}
