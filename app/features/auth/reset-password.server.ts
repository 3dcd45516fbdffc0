import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "#db/client";
import { passwordResetTokens, sessions, users } from "#db/schema";
import { hitRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import { inspectPasswordReset, resetTokenMessage } from "./inspect-password-reset.server";
import { hashPassword } from "./password.server";

/** Guessing a 256-bit token is hopeless; this only keeps the endpoint from being hammered. */
export const RESET_ATTEMPTS_PER_ADDRESS = 20;
export const RESET_WINDOW_MS = 15 * 60_000;

/**
 * Uses a reset link: sets the password, marks the link used and ends every
 * session of the account (whoever knew the old password is out).
 */
export async function resetPassword(
  db: Database,
  options: { token: string; password: string; ip: string; now?: Date },
): Promise<{ userId: number }> {
  const now = options.now ?? new Date();
  const limit = await hitRateLimit(db, { key: `password-reset:ip:${options.ip}`, limit: RESET_ATTEMPTS_PER_ADDRESS, windowMs: RESET_WINDOW_MS, now });
  if (!limit.allowed) throw new AppError("RATE_LIMITED", { message: "auth.reset.throttled", retryAfterSeconds: limit.retryAfterSeconds });

  const state = await inspectPasswordReset(db, { token: options.token, now });
  if (state.status !== "valid") {
    throw new AppError("VALIDATION", { message: resetTokenMessage[state.status], fieldErrors: { token: resetTokenMessage[state.status] } });
  }
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    // The `used_at is null` condition makes two simultaneous uses impossible.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, state.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) {
      throw new AppError("VALIDATION", { message: resetTokenMessage.used, fieldErrors: { token: resetTokenMessage.used } });
    }
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, state.userId));
    await tx.delete(sessions).where(eq(sessions.userId, state.userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, state.userId), ne(passwordResetTokens.id, state.tokenId), isNull(passwordResetTokens.usedAt)));
  });
  return { userId: state.userId };
}
