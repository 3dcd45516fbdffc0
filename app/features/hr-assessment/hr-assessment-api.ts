import type { UserRole } from "./definition";

/** A row of `GET /api/admin/hr-assessments` as the browser receives it (spec §3 field names). */
export interface HrAssessmentRow {
  id: number;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  userRole: UserRole;
  /** JSON text: per category `{ score, total, percentage }`. */
  scores: string;
  overallScore: number;
  /** JSON text: list of challenge ids (leadership role only), else null. */
  challenges: string | null;
  language: "en" | "ar";
  createdAt: string;
}

export interface HrAssessmentsPage {
  submissions: HrAssessmentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** `POST /api/hr-assessment`'s answer. */
export interface CreatedHrAssessmentBody {
  assessment: { id: number; createdAt: string };
}

/** The results PDF's file name (`POST /api/hr-assessment/report`), the same in both languages. */
export const HR_REPORT_FILENAME = "hr-assessment-results.pdf";
