import type { LeadSource, LeadStatus } from "#db/schema";
import type { NamedAccount } from "~/components/layout/account";

/** One line of the daily digest: a lead, who owns it, and the dates that put it there. */
export interface DigestLead {
  id: number;
  name: string;
  company: string | null;
  source: LeadSource;
  status: LeadStatus;
  createdAt: Date;
  nextFollowUpAt: Date | null;
  /** Who owns the lead, named in the mail as the dashboard names the account (accountName); null when nobody does. */
  owner: NamedAccount | null;
}

/** What the digest lists: at most a page of each kind, and how many there are in all. */
export interface DigestContent {
  /** Still `new` two working days after they arrived (newest first). */
  stale: DigestLead[];
  staleTotal: number;
  /** Follow-up time passed on a lead not won, lost or spam (longest overdue first). */
  overdue: DigestLead[];
  overdueTotal: number;
}

/** Lines per section; the rest is counted and left to the dashboard. */
export const DIGEST_SECTION_LIMIT = 50;
