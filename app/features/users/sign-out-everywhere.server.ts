import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { endUserSessions } from "~/features/auth/end-session.server";
import { AppError } from "~/lib/app-error";

/**
 * The Users tab's "Sign out of every device" (decision 038): ends every
 * session of another account at once (its browsers are signed out on their
 * next request), audited with how many ended. The administrator's own
 * sessions are ended from their profile, not here.
 */
export async function signOutEverywhere(db: Database, options: { userId: number; audit: AuditContext }): Promise<{ ended: number }> {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!target) throw new AppError("NOT_FOUND");
  if (options.userId === options.audit.actor.id) throw new AppError("FORBIDDEN", { message: "users.error.signOutSelf" });
  return db.transaction(async (tx) => {
    const ended = await endUserSessions(tx, options.userId);
    await recordAudit(tx, { ...options.audit, action: "user.sign_out_everywhere", target: { type: "user", id: options.userId }, details: { sessions: ended } });
    return { ended };
  });
}
