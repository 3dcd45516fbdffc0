import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { builtInText } from "./built-in-text";
import type { ContentSection } from "./content-sections";
import type { SiteContentPage, SiteContentRow } from "./site-content-row";

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

/** The Site Content tab: one section or all, searchable by key, label or text. */
export async function listSiteContentItems(db: Database, query: ListQuery & { section?: ContentSection }): Promise<SiteContentPage> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    query.section ? eq(siteContent.section, query.section) : undefined,
    pattern
      ? or(
          ilike(siteContent.key, pattern),
          ilike(siteContent.labelEn, pattern),
          ilike(siteContent.labelAr, pattern),
          ilike(siteContent.contentEn, pattern),
          ilike(siteContent.contentAr, pattern),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(siteContentColumns)
      .from(siteContent)
      .where(where)
      .orderBy(asc(siteContent.section), asc(siteContent.key))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(siteContent).where(where),
  ]);
  return { content: rows.map(toSiteContentRow), total: Number(total), page: query.page, pageSize: query.pageSize };
}
