import { count, desc, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { hrAssessments } from "#db/schema";
import type { HrAssessmentsPage } from "./hr-assessment-api";
import { scoresText, toJsonText } from "./parse-submission";

export const hrAssessmentColumns = {
  id: hrAssessments.id,
  company: hrAssessments.company,
  name: hrAssessments.name,
  email: hrAssessments.email,
  phone: hrAssessments.phone,
  message: hrAssessments.message,
  userRole: hrAssessments.userRole,
  scores: hrAssessments.scores,
  overallScore: hrAssessments.overallScore,
  challenges: hrAssessments.challenges,
  language: hrAssessments.language,
  createdAt: hrAssessments.createdAt,
};

/** The admin table's search (company, name or e-mail contains the text), shared with the CSV export. */
export function hrAssessmentSearch(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(hrAssessments.company, pattern), ilike(hrAssessments.name, pattern), ilike(hrAssessments.email, pattern));
}

/** HR assessment submissions for the admin tab, newest first, searchable by company, name and e-mail. */
export async function listHrAssessments(db: Database, query: ListQuery): Promise<HrAssessmentsPage> {
  const where = hrAssessmentSearch(query.search);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(hrAssessmentColumns)
      .from(hrAssessments)
      .where(where)
      .orderBy(desc(hrAssessments.createdAt), desc(hrAssessments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(hrAssessments).where(where),
  ]);
  return {
    // The spec's JSON text at the edge; an unreadable old row's scores answer "null", which the tab reads as "no scores data".
    submissions: rows.map((row) => ({
      ...row,
      scores: scoresText(row.userRole, row.scores),
      challenges: row.challenges === null ? null : toJsonText(row.challenges),
      overallScore: Number(row.overallScore),
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
