import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteContent } from "#db/schema";

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

/** All site content items, or one section's, ordered by key. */
export async function listSiteContent(db: Database, options: { section?: string } = {}) {
  return db
    .select(publicColumns)
    .from(siteContent)
    .where(options.section ? eq(siteContent.section, options.section) : undefined)
    .orderBy(asc(siteContent.key));
}
