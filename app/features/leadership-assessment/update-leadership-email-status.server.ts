import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { leadershipAssessments } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { leadershipEmailStatusSchema } from "./leadership-assessment.schema";
import type { LeadershipAssessmentSummary } from "./leadership-assessment-row";

/**
 * `PUT /api/leadership-assessment/{id}` (the admin's Mark as Sent): sets
 * `sentEmail`. 404 for an unknown id; 400 "This submission doesn't have an
 * email address" when there is nobody to have sent it to (spec §5). A real
 * change is audited as `leadership_assessment.email_status` (from/to) in the
 * same transaction.
 */
export async function updateLeadershipEmailStatus(db: Database, request: { id: number; input: unknown; audit: AuditContext }): Promise<LeadershipAssessmentSummary> {
  const { sentEmail } = leadershipEmailStatusSchema.parse(request.input);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: leadershipAssessments.email, sentEmail: leadershipAssessments.sentEmail })
      .from(leadershipAssessments)
      .where(eq(leadershipAssessments.id, request.id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND");
    if (!current.email) throw new AppError("VALIDATION", { message: "leadershipAdmin.noEmail" });
    const [row] = await tx
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
    if (current.sentEmail !== sentEmail) {
      await recordAudit(tx, {
        ...request.audit,
        action: "leadership_assessment.email_status",
        target: { type: "leadership_assessment", id: request.id },
        details: { from: current.sentEmail, to: sentEmail },
      });
    }
    return { ...row, createdAt: row.createdAt.toISOString() };
  });
}
