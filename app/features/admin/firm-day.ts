import type { LeadSource, LeadStatus } from "#db/schema/enums";

/** A lead as the day strip lists it: enough to say whose it is and why it is there; its link is `?tab=leads&lead=<id>`. */
export interface DayLead {
  id: number;
  name: string;
  company: string | null;
  source: LeadSource;
  status: LeadStatus;
  createdAt: string;
  nextFollowUpAt: string | null;
  /** Still New two working days after it arrived: the daily digest's rule (decision 031). */
  waiting: boolean;
  /** Its follow-up time has passed on an open lead: the Leads tab's "overdue" rule. */
  overdue: boolean;
}

/** An article a member sent for review; its link opens the review (`?review=<id>`, under Blog Posts). */
export interface DayArticle {
  id: number;
  titleEn: string;
  titleAr: string;
  author: string;
  authorAr: string | null;
  createdAt: string;
}

/**
 * The firm's day at the top of the dashboard, as `GET /api/admin/day` answers
 * it (decision 034): each part counts everything and lists the first three.
 */
export interface FirmDay {
  /** Leads from the contact, inquiry and consultation forms still New (newest first). */
  newLeads: { total: number; waiting: number; items: DayLead[] };
  /** Open leads whose follow-up has passed (longest overdue first), then those due later today, Riyadh time. */
  followUps: { overdue: number; dueToday: number; items: DayLead[] };
  /** HR and leadership assessments whose lead is still New: nobody has answered them yet (newest first). */
  assessments: { total: number; waiting: number; items: DayLead[] };
  /** Articles members sent for review (oldest first, as the review table). */
  reviews: { total: number; items: DayArticle[] };
  /** Posts and site texts with a language missing or behind the other (decision 042), shown under the articles. */
  translations: { toUpdate: number; siteTexts: number };
}

/** How many of each part the strip lists; the rest is counted. */
export const DAY_ITEMS = 3;
