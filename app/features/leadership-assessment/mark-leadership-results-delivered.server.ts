import { eq } from "drizzle-orm";
import { leadershipAssessments } from "#db/schema";
import type { DeliveredMail } from "~/features/mail/delivery-hooks.server";

/**
 * Marks an assessment's results e-mail as sent. The outbox runs it after a mail
 * referenced `leadership-assessment:<id>` is delivered (wired in server/main.ts).
 */
export async function markLeadershipResultsDelivered({ db, subjectId }: Pick<DeliveredMail, "db" | "subjectId">): Promise<void> {
  const id = Number(subjectId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  await db.update(leadershipAssessments).set({ sentEmail: true }).where(eq(leadershipAssessments.id, id));
}
