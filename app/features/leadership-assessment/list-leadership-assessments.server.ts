import { count, desc, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern, offsetOf, type ListQuery } from "~/lib/list-query";
import type { Database } from "#db/client";
import { leadershipAssessments } from "#db/schema";
import type { LeadershipAssessmentsPage } from "./leadership-assessment-row";

/** The Leadership table's search (name, email, company, category), shared with the CSV export. */
export function leadershipSearch(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(leadershipAssessments.name, pattern),
    ilike(leadershipAssessments.email, pattern),
    ilike(leadershipAssessments.company, pattern),
    ilike(leadershipAssessments.category, pattern),
  );
}

/**
 * `GET /api/admin/leadership-assessments`: newest first, searchable, one page
 * at a time, with whether the server can send the results e-mails at all.
 */
export async function listLeadershipAssessments(db: Database, query: ListQuery, options: { mailConfigured: boolean }): Promise<LeadershipAssessmentsPage> {
  const where = leadershipSearch(query.search);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: leadershipAssessments.id,
        name: leadershipAssessments.name,
        email: leadershipAssessments.email,
        company: leadershipAssessments.company,
        phone: leadershipAssessments.phone,
        totalScore: leadershipAssessments.totalScore,
        category: leadershipAssessments.category,
        sentEmail: leadershipAssessments.sentEmail,
        language: leadershipAssessments.language,
        createdAt: leadershipAssessments.createdAt,
      })
      .from(leadershipAssessments)
      .where(where)
      .orderBy(desc(leadershipAssessments.createdAt), desc(leadershipAssessments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(leadershipAssessments).where(where),
  ]);
  return {
    assessments: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
    mailConfigured: options.mailConfigured,
  };
}
