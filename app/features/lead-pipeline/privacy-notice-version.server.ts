import { eq, sql } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { privacyNoticeVersions } from "#db/schema";

/** Version 1 is the policy built into the site and has no row (decision 032). */
export const BUILT_IN_PRIVACY_NOTICE_VERSION = 1;

/** The privacy notice in force: the newest published version, or the built-in version 1. */
export async function currentPrivacyNoticeVersion(db: DatabaseExecutor): Promise<number> {
  const [row] = await db.select({ version: sql<number | null>`max(${privacyNoticeVersions.version})` }).from(privacyNoticeVersions);
  return row?.version == null ? BUILT_IN_PRIVACY_NOTICE_VERSION : Number(row.version);
}

/**
 * The version a consent is recorded with: the one the form says its visitor
 * saw when that version exists (a page opened before a publish keeps its
 * own), otherwise — none named, a made-up or garbled one — the version in
 * force. Never a reason to refuse the enquiry.
 */
export async function acceptedPrivacyNoticeVersion(db: DatabaseExecutor, claimed: string | null): Promise<string> {
  if (claimed && /^[1-9]\d{0,8}$/.test(claimed)) {
    const version = Number(claimed);
    if (version === BUILT_IN_PRIVACY_NOTICE_VERSION) return claimed;
    const [row] = await db.select({ version: privacyNoticeVersions.version }).from(privacyNoticeVersions).where(eq(privacyNoticeVersions.version, version));
    if (row) return claimed;
  }
  return String(await currentPrivacyNoticeVersion(db));
}
