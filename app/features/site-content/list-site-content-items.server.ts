import { asc, eq } from "drizzle-orm";
import { offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { siteContent, translationStates } from "#db/schema";
import { noTranslationState, translationFlags, type TranslationState } from "~/features/content-revisions/translation-flags";
import { isSiteDetailKey } from "./site-details";
import { siteTextLanguageFields, siteTextSnapshot } from "./site-text-revision";
import { builtInText } from "./built-in-text";
import type { ContentSection } from "./content-sections";
import type { SiteContentPage, SiteContentRow } from "./site-content-row";
import { matchesSiteContentSearch } from "./site-text-search";

export const siteContentColumns = {
  id: siteContent.id,
  key: siteContent.key,
  section: siteContent.section,
  sectionEn: siteContent.sectionEn,
  sectionAr: siteContent.sectionAr,
  labelEn: siteContent.labelEn,
  labelAr: siteContent.labelAr,
  contentEn: siteContent.contentEn,
  contentAr: siteContent.contentAr,
  updatedAt: siteContent.updatedAt,
};

export function toSiteContentRow(row: Omit<SiteContentRow, "updatedAt" | "builtInEn" | "builtInAr" | "translation" | "translationState"> & { updatedAt: Date }, state: TranslationState = noTranslationState): SiteContentRow {
  return {
    ...row,
    builtInEn: builtInText(row.key, "en"),
    builtInAr: builtInText(row.key, "ar"),
    updatedAt: row.updatedAt.toISOString(),
    // Contact details and the photo are data, not texts to translate (decision 022).
    translation: isSiteDetailKey(row.key) ? { en: "ok", ar: "ok" } : translationFlags(state, siteTextSnapshot(row), siteTextLanguageFields),
    translationState: state,
  };
}

/** The linked-translation state of every site text that has one, by key. */
export async function siteTextStates(db: Database): Promise<Map<string, TranslationState>> {
  const rows = await db
    .select({ key: translationStates.itemKey, changedRevEn: translationStates.changedRevEn, changedRevAr: translationStates.changedRevAr, reviewedRevEn: translationStates.reviewedRevEn, reviewedRevAr: translationStates.reviewedRevAr })
    .from(translationStates)
    .where(eq(translationStates.itemKind, "site_text"));
  return new Map(rows.map(({ key, ...state }) => [key, state]));
}

/** A site text with a language missing or behind the other. */
export const needsTranslation = (row: SiteContentRow) => row.translation.en !== "ok" || row.translation.ar !== "ok";

/**
 * The Site Content tab: one section or all, searchable by key, label or the
 * words the site shows in either language — built-in texts included, which
 * live in the catalogs, not in the table (decision 027). The table holds one
 * row per editable item (tens, a few hundred at most), so the rows of the
 * section are read and searched here, with the Arabic-aware comparison of
 * `searchForm`, and the page is cut from the matches (decision 037).
 * `translationToUpdate` keeps the texts with a language missing or behind (decision 042).
 */
export async function listSiteContentItems(db: Database, query: ListQuery & { section?: ContentSection; translationToUpdate?: boolean }): Promise<SiteContentPage> {
  const [rows, states] = await Promise.all([
    db
      .select(siteContentColumns)
      .from(siteContent)
      .where(query.section ? eq(siteContent.section, query.section) : undefined)
      .orderBy(asc(siteContent.section), asc(siteContent.key)),
    siteTextStates(db),
  ]);
  const matches = rows
    .map((row) => toSiteContentRow(row, states.get(row.key)))
    .filter((row) => matchesSiteContentSearch(row, query.search) && (!query.translationToUpdate || needsTranslation(row)));
  const from = offsetOf(query);
  return { content: matches.slice(from, from + query.pageSize), total: matches.length, page: query.page, pageSize: query.pageSize };
}
