import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { siteText } from "~/i18n/translate";
import { builtInText } from "./built-in-text";

const publicColumns = {
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

/**
 * All site content items, or one section's, ordered by key, with the texts a
 * visitor sees: a row stores only the dashboard's override (decision 027), so
 * a text nobody changed answers with the catalog's text, as the spec's
 * `contentEn`/`contentAr` always did.
 */
export async function listSiteContent(db: Database, options: { section?: string } = {}) {
  const rows = await db
    .select(publicColumns)
    .from(siteContent)
    .where(options.section ? eq(siteContent.section, options.section) : undefined)
    .orderBy(asc(siteContent.key));
  return rows.map((row) => ({
    ...row,
    contentEn: siteText(row.contentEn) !== undefined ? row.contentEn : (builtInText(row.key, "en") ?? row.contentEn),
    contentAr: siteText(row.contentAr) !== undefined ? row.contentAr : (builtInText(row.key, "ar") ?? row.contentAr),
  }));
}
