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
}
