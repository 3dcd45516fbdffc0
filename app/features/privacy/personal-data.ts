import type { LeadSource, LeadStatus } from "#db/schema";

/**
 * What `GET /api/admin/privacy/export` answers (issue 14 item 9): everything
 * held about one e-mail address, as JSON. Times are ISO strings. Browser-safe
 * (no database import): the Privacy tab reads it for its summary.
 */
export interface PersonalDataExport {
  /** The address asked about, trimmed and in lower case. */
  email: string;
  exportedAt: string;
  person: { id: number; email: string | null; name: string; company: string | null; phone: string | null; createdAt: string; updatedAt: string } | null;
  leads: ExportedLead[];
  contactSubmissions: Record<string, unknown>[];
  hrAssessments: Record<string, unknown>[];
  leadershipAssessments: Record<string, unknown>[];
  /** Status, owner and follow-up changes and notes on the person's leads. */
  leadEvents: { id: number; leadId: number; kind: string; actor: string | null; from: string | null; to: string | null; body: string | null; createdAt: string }[];
  /**
   * Mails the site sent to the address about the person, and the firm's
   * notifications about their submissions; never the firm's other mail. A
   * password-reset mail's body is withheld (its link works once, for whoever holds it).
   */
  outgoingMail: { id: number; toAddress: string; subject: string; textBody: string; htmlBody: string | null; reference: string | null; status: string; createdAt: string; sentAt: string | null }[];
  /** Rate-limit counters whose key names the address. */
  rateLimits: { key: string; count: number; resetAt: string }[];
  /** Refused sign-ins whose typed name was the address (the audit log's entries, as held). */
  signInAttempts: { id: number; at: string; address: string | null; reason: unknown }[];
  /**
   * Accounts (users) with this e-mail: their profile, never the password, each
   * with `emailVerified: false`. Erasure does not delete them.
   */
  accounts: (Record<string, unknown> & { emailVerified: false })[];
  /** With any account: in words, that the site never checked the accounts' e-mail belongs to this person. */
  accountsNote?: string;
}

/**
 * What an export says about its accounts, in words for the person reading
 * the file: a member types the e-mail on their profile and the site does not
 * verify it, so an account listed may be someone else's.
 */
export const UNVERIFIED_ACCOUNTS_NOTE =
  "Unverified: each account below has this e-mail address on its profile because the account's member typed it there. The site does not check that an address belongs to the member, so an account listed here may not be this person's.";

export interface ExportedLead {
  id: number;
  personId: number;
  source: LeadSource;
  status: LeadStatus;
  ownerId: number | null;
  nextFollowUpAt: string | null;
  name: string;
  email: string | null;
  company: string | null;
  phone: string | null;
  language: string;
  attribution: unknown;
  consent: { noticeVersion: string | null; acceptedAt: string | null; language: string | null };
  contactSubmissionId: number | null;
  hrAssessmentId: number | null;
  leadershipAssessmentId: number | null;
  createdAt: string;
  lastActivityAt: string;
  anonymisedAt: string | null;
}

/** How many rows of each kind an export holds (the tab's summary; the audit entry's details). */
export function exportCounts(data: PersonalDataExport) {
  return {
    persons: data.person ? 1 : 0,
    leads: data.leads.length,
    contactSubmissions: data.contactSubmissions.length,
    hrAssessments: data.hrAssessments.length,
    leadershipAssessments: data.leadershipAssessments.length,
    leadEvents: data.leadEvents.length,
    outgoingMail: data.outgoingMail.length,
    rateLimits: data.rateLimits.length,
    signInAttempts: data.signInAttempts.length,
    accounts: data.accounts.length,
  };
}

export type ExportCounts = ReturnType<typeof exportCounts>;

/** How many rows of each table one anonymisation (an erasure, or retention) changed. */
export interface AnonymisedCounts {
  persons: number;
  leads: number;
  contactSubmissions: number;
  hrAssessments: number;
  leadershipAssessments: number;
  notes: number;
  outgoingMail: number;
  rateLimits: number;
  auditEntries: number;
}

/** What `POST /api/admin/privacy/erase` answers: rows changed per table, and the accounts with the address that were kept. */
export interface ErasureResult {
  personId: number;
  counts: AnonymisedCounts;
  /** Login accounts with this e-mail: not deleted by erasure; the administrator deletes them in Users. */
  accountsKept: number;
}

/** What `GET /api/admin/privacy/retention` answers. */
export interface RetentionOverview {
  /** LEAD_RETENTION_MONTHS. */
  months: number;
  /** The next LEAD_DIGEST_HOUR:00 Riyadh time, ISO. */
  nextRunAt: string;
  total: number;
  leads: { id: number; source: LeadSource; status: LeadStatus; createdAt: string; lastActivityAt: string; name: string }[];
}
