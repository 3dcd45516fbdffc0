import { asc, eq } from "drizzle-orm";
import { offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
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

export function toSiteContentRow(row: Omit<SiteContentRow, "updatedAt" | "builtInEn" | "builtInAr"> & { updatedAt: Date }): SiteContentRow {
  return { ...row, builtInEn: builtInText(row.key, "en"), builtInAr: builtInText(row.key, "ar"), updatedAt: row.updatedAt.toISOString() };
}

/**
 * The Site Content tab: one section or all, searchable by key, label or the
 * words the site shows in either language — built-in texts included, which
 * live in the catalogs, not in the table (decision 027). The table holds one
 * row per editable item (tens, a few hundred at most), so the rows of the
 * section are read and searched here, with the Arabic-aware comparison of
 * `searchForm`, and the page is cut from the matches (decision 037).
 */
export async function listSiteContentItems(db: Database, query: ListQuery & { section?: ContentSection }): Promise<SiteContentPage> {
  const rows = await db
    .select(siteContentColumns)
    .from(siteContent)
    .where(query.section ? eq(siteContent.section, query.section) : undefined)
    .orderBy(asc(siteContent.section), asc(siteContent.key));
  const matches = rows.map(toSiteContentRow).filter((row) => matchesSiteContentSearch(row, query.search));
  const from = offsetOf(query);
  return { content: matches.slice(from, from + query.pageSize), total: matches.length, page: query.page, pageSize: query.pageSize };
}
