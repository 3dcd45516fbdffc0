import { like, or } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { privacyNoticeVersions } from "#db/schema";
import { containsPattern } from "~/lib/list-query";

/**
 * The privacy notice's published versions whose text (either language)
 * contains `fragment`: the media library asks which versions show an
 * uploaded image (decision 046). The legal feature owns the versions table
 * (decision 032); this is its one answer to "which texts mention …".
 */
export async function privacyNoticeTextsMentioning(db: DatabaseExecutor, fragment: string): Promise<{ version: number; contentEn: string; contentAr: string }[]> {
  const pattern = containsPattern(fragment);
  return db
    .select({ version: privacyNoticeVersions.version, contentEn: privacyNoticeVersions.contentEn, contentAr: privacyNoticeVersions.contentAr })
    .from(privacyNoticeVersions)
    .where(or(like(privacyNoticeVersions.contentEn, pattern), like(privacyNoticeVersions.contentAr, pattern)));
}
