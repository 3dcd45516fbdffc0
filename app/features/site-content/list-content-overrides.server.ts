import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import type { ContentOverride } from "~/i18n/translate";

/** The admin-edited texts that override catalog entries of the same key. */
export async function listContentOverrides(db: Database): Promise<ContentOverride[]> {
  return db.select({ key: siteContent.key, contentEn: siteContent.contentEn, contentAr: siteContent.contentAr }).from(siteContent);
}
