import { desc, eq } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { privacyNoticeVersions, users } from "#db/schema";
import type { NamedAccount } from "~/components/layout/account";
import { riyadhDay } from "~/lib/riyadh-time";
import { LEGAL_LAST_UPDATED } from "./legal-document";
import type { PrivacyNoticeVersionSummary } from "./privacy-notice";

export interface CurrentPrivacyNotice extends PrivacyNoticeVersionSummary {
  /** The published Markdown per language; null for version 1, whose text is the built-in document. */
  content: { en: string; ar: string } | null;
}

/** Version 1: the policy built into the site, dated as the spec says; it has no row. */
export const builtInPrivacyNotice: CurrentPrivacyNotice = {
  version: 1,
  publishedOn: LEGAL_LAST_UPDATED,
  publishedBy: null,
  note: null,
  builtIn: true,
  content: null,
};

/**
 * The privacy notice in force: the newest published version with its text, or the built-in version 1.
 * The one answer to "which version is in force" (decision 032): the page, the dashboard, the publish,
 * the root loader's version number and the consent a lead records all ask here.
 */
export async function currentPrivacyNotice(db: DatabaseExecutor): Promise<CurrentPrivacyNotice> {
  const [row] = await db
    .select({
      version: privacyNoticeVersions.version,
      publishedAt: privacyNoticeVersions.publishedAt,
      ...publisherColumns,
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
    publishedBy: publisherOf(row),
    note: row.note,
    builtIn: false,
    content: { en: row.en, ar: row.ar },
  };
}

/** The publisher's columns of a version joined to `users`, read back by `publisherOf`. */
export const publisherColumns = { publisherUsername: users.username, publisherFullName: users.fullName, publisherIsProtected: users.isProtected };

/** The account that published a version, as `accountName` names it; null once the account is deleted. */
export function publisherOf(row: { publisherUsername: string | null; publisherFullName: string | null; publisherIsProtected: boolean | null }): NamedAccount | null {
  return row.publisherUsername === null ? null : { username: row.publisherUsername, fullName: row.publisherFullName, isProtected: row.publisherIsProtected === true };
}

/** The number of the version in force (the root loader hands it to every form). */
export async function currentPrivacyNoticeVersion(db: DatabaseExecutor): Promise<number> {
  return (await currentPrivacyNotice(db)).version;
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
    if (version === builtInPrivacyNotice.version) return claimed;
    const [row] = await db.select({ version: privacyNoticeVersions.version }).from(privacyNoticeVersions).where(eq(privacyNoticeVersions.version, version));
    if (row) return claimed;
  }
  return String(await currentPrivacyNoticeVersion(db));
}
