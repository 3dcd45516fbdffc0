import { desc, eq } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { privacyNoticeVersions, users } from "#db/schema";
import { riyadhDay } from "~/lib/riyadh-time";
import { LEGAL_LAST_UPDATED } from "./legal-document";
import type { PrivacyNoticeVersionSummary } from "./privacy-notice";

export interface CurrentPrivacyNotice extends PrivacyNoticeVersionSummary {
  /** The published Markdown per language; null for version 1, whose text is the built-in document. */
  content: { en: string; ar: string } | null;
}

/** Version 1: the policy built into the site, dated as the spec says. */
export const builtInPrivacyNotice: CurrentPrivacyNotice = {
  version: 1,
  publishedOn: LEGAL_LAST_UPDATED,
  publishedBy: null,
  note: null,
  builtIn: true,
  content: null,
};

/** The privacy notice in force: the newest published version with its text, or the built-in version 1. */
export async function currentPrivacyNotice(db: DatabaseExecutor): Promise<CurrentPrivacyNotice> {
  const [row] = await db
    .select({
      version: privacyNoticeVersions.version,
      publishedAt: privacyNoticeVersions.publishedAt,
      publishedBy: users.username,
      note: privacyNoticeVersions.note,
      en: privacyNoticeVersions.contentEn,
      ar: privacyNoticeVersions.contentAr,
    })
    .from(privacyNoticeVersions)
    .leftJoin(users, eq(users.id, privacyNoticeVersions.publishedBy))
    .orderBy(desc(privacyNoticeVersions.version))
    .limit(1);
  if (!row) return builtInPrivacyNotice;
  return {
    version: row.version,
    publishedOn: riyadhDay(row.publishedAt),
    publishedBy: row.publishedBy,
    note: row.note,
    builtIn: false,
    content: { en: row.en, ar: row.ar },
  };
}
