import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { passkeys, recoveryCodes, signInChallenges, users, userTotp } from "#db/schema";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";

/**
 * Removes every second factor of an account — its app, passkeys, recovery
 * codes and sign-ins waiting for a second step — so its holder signs in with
 * the password alone and sets one up again (decision 038): how the firm
 * recovers an administrator who lost their phone and codes. By another
 * administrator on the Users tab, or by `npm run create-admin --
 * --reset-second-factor` on the server (no actor). Audited when there was
 * something to remove. 404 for an unknown account.
 */
export async function resetSecondFactor(
  db: Database,
  options: { userId: number; audit: { actor: AuditContext["actor"] | null; address: string | null }; now?: Date },
): Promise<{ removed: boolean; username: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ username: users.username }).from(users).where(eq(users.id, options.userId)).limit(1);
    if (!account) throw new AppError("NOT_FOUND");
    const app = await tx.delete(userTotp).where(eq(userTotp.userId, options.userId)).returning({ confirmedAt: userTotp.confirmedAt });
    const keys = await tx.delete(passkeys).where(eq(passkeys.userId, options.userId)).returning({ id: passkeys.id });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, options.userId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, options.userId));
    const removed = keys.length > 0 || app.some((row) => row.confirmedAt !== null);
    if (removed) {
      await recordAudit(tx, {
        ...options.audit,
        action: "second_factor.reset",
        target: { type: "user", id: options.userId },
        details: { username: account.username },
        now,
      });
    }
    return { removed, username: account.username };
  });
}
