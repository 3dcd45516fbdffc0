import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { leadershipAssessments } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { leadershipEmailStatusSchema } from "./leadership-assessment.schema";
import type { LeadershipAssessmentSummary } from "./leadership-assessment-row";

/**
 * `PUT /api/leadership-assessment/{id}` (the admin's Mark as Sent): sets
 * `sentEmail`. 404 for an unknown id; 400 "This submission doesn't have an
 * email address" when there is nobody to have sent it to (spec §5).
 */
export async function updateLeadershipEmailStatus(db: Database, request: { id: number; input: unknown }): Promise<LeadershipAssessmentSummary> {
  const { sentEmail } = leadershipEmailStatusSchema.parse(request.input);
  const [current] = await db.select({ email: leadershipAssessments.email }).from(leadershipAssessments).where(eq(leadershipAssessments.id, request.id));
  if (!current) throw new AppError("NOT_FOUND");
  if (!current.email) throw new AppError("VALIDATION", { message: "leadershipAdmin.noEmail" });
  const [row] = await db
    .update(leadershipAssessments)
    .set({ sentEmail })
    .where(eq(leadershipAssessments.id, request.id))
    .returning({
      id: leadershipAssessments.id,
      name: leadershipAssessments.name,
      email: leadershipAssessments.email,
      company: leadershipAssessments.company,
      totalScore: leadershipAssessments.totalScore,
      category: leadershipAssessments.category,
      sentEmail: leadershipAssessments.sentEmail,
      createdAt: leadershipAssessments.createdAt,
    });
  if (!row) throw new AppError("NOT_FOUND");
  return { ...row, createdAt: row.createdAt.toISOString() };
}
