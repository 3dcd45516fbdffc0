import type { LeadershipCategory } from "./scoring";

/** What the API answers for one stored assessment (spec §3), dates as ISO strings. */
export interface LeadershipAssessmentSummary {
  id: number;
  name: string;
  email: string | null;
  company: string | null;
  totalScore: number;
  category: LeadershipCategory;
  sentEmail: boolean;
  createdAt: string;
}

/**
 * What became of the taker's results e-mail, as `POST /api/leadership-assessment`
 * answers it: `queued` (it will be sent), `notConfigured` (kept in the outbox:
 * this server has no mail delivery set up, so nobody may be told it is on its
 * way), or `none` (no address was given).
 */
/** `limited`: the address already received its copies for the day (no e-mail queued). */
export type ResultsEmailStatus = "queued" | "notConfigured" | "limited" | "none";

export interface LeadershipAssessmentSaved {
  assessment: LeadershipAssessmentSummary;
  resultsEmail: ResultsEmailStatus;
}

/** A row of the admin Leadership table. */
export interface LeadershipAssessmentRow extends LeadershipAssessmentSummary {
  phone: string | null;
  language: "en" | "ar";
}

export interface LeadershipAssessmentsPage {
  assessments: LeadershipAssessmentRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Whether this server can send e-mail; without it a Pending results e-mail is only queued. */
  mailConfigured: boolean;
}
