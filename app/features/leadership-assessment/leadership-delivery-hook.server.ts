import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { leadershipAssessments } from "#db/schema";
import { onMailDelivered } from "~/features/mail/delivery-hooks.server";
import { LEADERSHIP_MAIL_KIND } from "./leadership-mail-kinds";

/** Marks an assessment's results e-mail as sent; what the outbox calls once that e-mail is delivered. */
export async function markLeadershipResultsDelivered(db: Database, subjectId: string): Promise<void> {
  const id = Number(subjectId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  await db.update(leadershipAssessments).set({ sentEmail: true }).where(eq(leadershipAssessments.id, id));
}

let registered = false;

/**
 * Registers the delivery hook once per process, whoever asks first (the API
 * router at start-up, or a test). The outbox worker runs it after a mail
 * referenced `leadership-assessment:<id>` is delivered.
 */
export function registerLeadershipDeliveryHook(): void {
  if (registered) return;
  registered = true;
  onMailDelivered(LEADERSHIP_MAIL_KIND, ({ db, subjectId }) => markLeadershipResultsDelivered(db, subjectId));
}
