import { asc, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import { createSession, type SessionLimits } from "./create-session.server";
import { endSession } from "./end-session.server";
import { verifyAgainstDummyHash, verifyPassword } from "./password.server";
import type { SessionUser } from "./session-user";

/** Issue 4: after 5 failed sign-ins in 15 minutes, per account and per address, answer 429. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export const signInKeys = {
  account: (username: string) => `sign-in:account:${username.trim().toLowerCase()}`,
  address: (ip: string) => `sign-in:ip:${ip}`,
};

/**
 * Checks a username and password and starts a new session. Unknown account
 * and wrong password give the same error after the same amount of work.
 * Failures count against the account and the address; a success clears the
 * account's counter. The counters expire with their window, so nobody is
 * ever locked out for good.
 */
export async function signInWithPassword(
  db: Database,
  options: {
    username: string;
    password: string;
    ip: string;
    userAgent?: string;
    limits: SessionLimits;
    /** The session this browser had before, ended on success. */
    previousSessionId?: string | null;
    now?: Date;
  },
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const keys = [signInKeys.account(options.username), signInKeys.address(options.ip)];
  const counters = await Promise.all(keys.map((key) => peekRateLimit(db, { key, limit: SIGN_IN_FAILURE_LIMIT, now })));
  const blocked = counters.filter((c) => !c.allowed);
  if (blocked.length > 0) {
    throw new AppError("RATE_LIMITED", {
      message: "auth.login.throttled",
      retryAfterSeconds: Math.max(...blocked.map((c) => c.retryAfterSeconds)),
    });
  }

  const account = await findAccount(db, options.username);
  const valid = account ? await verifyPassword(account.passwordHash, options.password) : await verifyAgainstDummyHash(options.password);
  if (!account || !valid) {
    await Promise.all(keys.map((key) => hitRateLimit(db, { key, limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS, now })));
    throw new AppError("UNAUTHENTICATED", { message: "auth.login.invalidCredentials" });
  }

  await clearRateLimit(db, keys[0]);
  if (options.previousSessionId) await endSession(db, options.previousSessionId);
  const session = await createSession(db, { userId: account.id, userAgent: options.userAgent, limits: options.limits, now });
  const { passwordHash: _passwordHash, ...user } = account;
  return { user, ...session };
}

/** Exact spelling first, then any case (usernames are unique regardless of case). */
async function findAccount(db: Database, username: string) {
  const typed = username.trim();
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      fullName: users.fullName,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${typed})`)
    .orderBy(sql`case when ${users.username} = ${typed} then 0 else 1 end`, asc(users.id))
    .limit(1);
  return row;
}
