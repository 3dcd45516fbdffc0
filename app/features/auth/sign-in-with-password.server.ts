import { asc, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import { alertAccountUnderAttack, type AttackAlertTarget } from "./alert-account-under-attack.server";
import type { SessionUser } from "~/lib/session-user";
import { createSession, type SessionLimits } from "./create-session.server";
import { endSession } from "./end-session.server";
import type { SignInDevice } from "./note-sign-in-device.server";
import { verifyAgainstDummyHash, verifyPassword } from "./password.server";
import { findSecondFactorMethods } from "./second-factor/has-second-factor.server";
import type { SecondFactorMethod } from "./second-factor/second-factor";
import { startSignInChallenge } from "./second-factor/start-sign-in-challenge.server";

/**
 * Failed sign-ins, counted in 15-minute windows. The tight limit is per
 * account *and* address, so someone guessing from elsewhere cannot lock the
 * real user out; one address trying many accounts meets its own limit; and
 * a larger ceiling per account slows guessing spread over many addresses.
 * Past the ceiling only addresses with no failed sign-in in their window may
 * still try the account (each gets one try before it is refused too), so the
 * rightful user, from an address of their own, still signs in: the ceiling
 * leaves an attacker one guess per fresh address instead of five, and never
 * locks the account. Every limit answers the same 429, so none reveals which
 * was hit.
 */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_ADDRESS_LIMIT = 20;
export const SIGN_IN_ACCOUNT_CEILING = 50;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export const signInKeys = {
  accountAtAddress: (username: string, ip: string) => `sign-in:account-ip:${username.trim().toLowerCase()}|${ip}`,
  address: (ip: string) => `sign-in:ip:${ip}`,
  account: (username: string) => `sign-in:account:${username.trim().toLowerCase()}`,
};

/** The session started, or for an account with a second factor the sign-in challenge its second step answers (decision 038). */
export type PasswordSignIn =
  | ({ user: SessionUser; secondFactor?: undefined } & Awaited<ReturnType<typeof createSession>>)
  | { user: SessionUser; secondFactor: { methods: SecondFactorMethod[]; token: string; expiresAt: Date } };

/**
 * Checks a username and password and starts a new session (or, for an
 * account with a second factor, a sign-in challenge). Unknown account
 * and wrong password give the same error after the same amount of work.
 * Failures count against the account at this address, the address and the
 * account; a success clears the first. The counters expire with their window, so nobody is
 * ever locked out for good. The failure that takes an existing account to
 * the ceiling raises the alert (audit entry, and a mail with NOTIFY_EMAIL):
 * once per account and window, since the counter reaches the ceiling once.
 */
export async function signInWithPassword(
  db: Database,
  options: {
    username: string;
    password: string;
    ip: string;
    userAgent?: string;
    /** The browser signing in: noted when the session starts (the new-device notice). */
    device: SignInDevice;
    limits: SessionLimits;
    /** The session this browser had before, ended on success. */
    previousSessionId?: string | null;
    /** Who hears of an account under attack. */
    alert: AttackAlertTarget;
    now?: Date;
  },
): Promise<PasswordSignIn> {
  const now = options.now ?? new Date();
  const limits = [
    { key: signInKeys.accountAtAddress(options.username, options.ip), limit: SIGN_IN_FAILURE_LIMIT },
    { key: signInKeys.address(options.ip), limit: SIGN_IN_ADDRESS_LIMIT },
    { key: signInKeys.account(options.username), limit: SIGN_IN_ACCOUNT_CEILING },
  ];
  const counters = await Promise.all(limits.map(({ key, limit }) => peekRateLimit(db, { key, limit, now })));
  const [atAddress, address, account] = counters;
  const freshAddress = address.count === 0;
  const blocked = [atAddress, address, ...(freshAddress ? [] : [account])].filter((c) => !c.allowed);
  if (blocked.length > 0) {
    throw new AppError("RATE_LIMITED", {
      message: "auth.login.throttled",
      retryAfterSeconds: Math.max(...blocked.map((c) => c.retryAfterSeconds)),
    });
  }

  const found = await findAccount(db, options.username);
  const valid = found ? await verifyPassword(found.passwordHash, options.password) : await verifyAgainstDummyHash(options.password);
  if (!found || !valid) {
    const hits = await Promise.all(limits.map(({ key, limit }) => hitRateLimit(db, { key, limit, windowMs: SIGN_IN_WINDOW_MS, now })));
    // An unknown name has nobody to protect: no alert, so made-up names cannot flood the firm's inbox.
    if (found && hits[2].count === SIGN_IN_ACCOUNT_CEILING) {
      await alertAccountUnderAttack(db, {
        account: { id: found.id, username: found.username },
        failures: SIGN_IN_ACCOUNT_CEILING,
        windowMinutes: SIGN_IN_WINDOW_MS / 60_000,
        address: options.ip,
        target: options.alert,
        now,
      });
    }
    throw new AppError("UNAUTHENTICATED", { message: "auth.login.invalidCredentials" });
  }

  // The right password from this address clears this address's count for the account; the wider counts run out with their window.
  await clearRateLimit(db, limits[0].key);
  const { passwordHash: _passwordHash, ...user } = found;
  // An account with a second factor gets a challenge instead of a session: the second step starts it (decision 038).
  const methods = await findSecondFactorMethods(db, found.id);
  if (methods.length > 0) return { user, secondFactor: { methods, ...(await startSignInChallenge(db, { userId: found.id, now })) } };
  if (options.previousSessionId) await endSession(db, options.previousSessionId);
  const session = await createSession(db, { userId: found.id, userAgent: options.userAgent, address: options.ip, device: options.device, limits: options.limits, now });
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
      isProtected: users.isProtected,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${typed})`)
    .orderBy(sql`case when ${users.username} = ${typed} then 0 else 1 end`, asc(users.id))
    .limit(1);
  return row;
}
