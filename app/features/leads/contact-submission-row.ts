import type { PageInfo } from "~/components/data-table/page-info";

/** A row of the dashboard's Contact Submissions table (dates as ISO strings). */
export interface ContactSubmissionRow {
  id: number;
  fullName: string;
  email: string;
  company: string | null;
  service: string;
  message: string;
  language: "en" | "ar";
  createdAt: string;
}

export type ContactSubmissionsPage = PageInfo & { submissions: ContactSubmissionRow[] };
