import type { NamedAccount } from "~/components/layout/account";

/** One version of the privacy notice as the dashboard lists it (decision 032). */
export interface PrivacyNoticeVersionSummary {
  version: number;
  /** The Riyadh day it took effect: `2025-04-14`. */
  publishedOn: string;
  /** Who published it (named with `accountName`); null for a version shipped with the site or whose account is gone. */
  publishedBy: NamedAccount | null;
  note: string | null;
  /** Version 1: the text built into the site. */
  builtIn: boolean;
}

/** `GET /api/admin/privacy-notice`: the version in force with its text, and every version, newest first. */
export interface PrivacyNoticeAdminView {
  current: PrivacyNoticeVersionSummary & { content: { en: string; ar: string } };
  versions: PrivacyNoticeVersionSummary[];
}

/** `POST /api/admin/privacy-notice` answers with the new version. */
export interface PublishedPrivacyNotice {
  version: PrivacyNoticeVersionSummary;
}
