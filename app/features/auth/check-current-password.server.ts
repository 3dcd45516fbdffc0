import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import { verifyPassword } from "./password.server";
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS } from "./sign-in-with-password.server";

/**
 * The signed-in account's password typed again, before a change that needs
 * it (a new password, turning a second factor off). Wrong guesses are
 * throttled like sign-ins, in one counter per account for every such form; a
 * right one clears it. A wrong password is a 400 under `field`.
 */
export async function checkCurrentPassword(
  db: Database,
  options: { userId: number; password: string; field: string; messages: { incorrect: string; throttled: string }; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const key = `password-check:user:${options.userId}`;
  const counter = await peekRateLimit(db, { key, limit: SIGN_IN_FAILURE_LIMIT, now });
  if (!counter.allowed) throw new AppError("RATE_LIMITED", { message: options.messages.throttled, retryAfterSeconds: counter.retryAfterSeconds });
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!account) throw new AppError("UNAUTHENTICATED");
  if (!(await verifyPassword(account.passwordHash, options.password))) {
    await hitRateLimit(db, { key, limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS, now });
    throw new AppError("VALIDATION", { message: options.messages.incorrect, fieldErrors: { [options.field]: options.messages.incorrect } });
  }
  await clearRateLimit(db, key);
}
