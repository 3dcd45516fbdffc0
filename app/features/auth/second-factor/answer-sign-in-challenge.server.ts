import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { passkeys, recoveryCodes, signInChallenges, users, userTotp } from "#db/schema";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { hitRateLimit, peekRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import type { SessionUser } from "~/lib/session-user";
import { createSession } from "../create-session.server";
import { endSession } from "../end-session.server";
import { hashToken } from "../session-token.server";
import { SIGN_IN_WINDOW_MS } from "../sign-in-with-password.server";
import type { RelyingParty } from "./passkey-relying-party";
import { hashRecoveryCode } from "./recovery-codes.server";
import type { SecondFactorAnswer, SecondFactorMethod } from "./second-factor";
import { SIGN_IN_CHALLENGE_ATTEMPTS } from "./start-sign-in-challenge.server";
import { matchTotpCode } from "./totp.server";

/**
 * Wrong second-factor answers per account in the sign-in window, across
 * challenges: a new challenge (the password again) gives five more tries, this
 * ceiling does not (decision 038).
 */
export const SECOND_FACTOR_ACCOUNT_LIMIT = 10;
export const secondFactorKey = (userId: number) => `second-factor:account:${userId}`;

type SessionOptions = Omit<Parameters<typeof createSession>[1], "userId" | "now">;
type Challenge = typeof signInChallenges.$inferSelect;

/**
 * The second step of a sign-in (decision 038): the challenge of the
 * `__Host-sfa` cookie answered with a code from the app, a recovery code or a
 * passkey. Right: the challenge is deleted (single use) and the session
 * starts. Wrong: 400 under the answer's field, counted on the challenge (the
 * fifth ends it: 401, start again with the password) and against the
 * account's ceiling (then 429); every refusal is audited. No challenge, or an
 * expired one: 401.
 */
export async function answerSignInChallenge(
  db: Database,
  options: {
    token: string | undefined;
    answer: SecondFactorAnswer;
    relyingParty: RelyingParty;
    ip: string;
    session: SessionOptions;
    /** The session this browser had before, ended on success. */
    previousSessionId?: string | null;
    now?: Date;
  },
): Promise<{ user: SessionUser; method: SecondFactorMethod } & Awaited<ReturnType<typeof createSession>>> {
  const now = options.now ?? new Date();
  const challenge = options.token ? await findChallenge(db, hashToken(options.token)) : undefined;
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) {
    if (challenge) await db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
    throw new AppError("UNAUTHENTICATED", { message: "auth.secondFactor.expired" });
  }
  const [user] = await db
    .select({ id: users.id, username: users.username, role: users.role, fullName: users.fullName, email: users.email, isProtected: users.isProtected })
    .from(users)
    .where(eq(users.id, challenge.userId))
    .limit(1);
  if (!user) throw new AppError("UNAUTHENTICATED", { message: "auth.secondFactor.expired" });

  const method = methodOf(options.answer);
  const refused = (reason: "invalid" | "attempts_exhausted" | "throttled") =>
    recordAudit(db, {
      actor: null,
      action: "auth.second_factor_failed",
      target: { type: "user", id: user.id },
      address: options.ip,
      details: { username: user.username, method, reason },
      now,
    });

  const key = secondFactorKey(user.id);
  const ceiling = await peekRateLimit(db, { key, limit: SECOND_FACTOR_ACCOUNT_LIMIT, now });
  if (!ceiling.allowed) {
    await refused("throttled");
    throw new AppError("RATE_LIMITED", { message: "auth.secondFactor.throttled", retryAfterSeconds: ceiling.retryAfterSeconds });
  }

  if (!(await isRightAnswer(db, { challenge, answer: options.answer, relyingParty: options.relyingParty, now }))) {
    await hitRateLimit(db, { key, limit: SECOND_FACTOR_ACCOUNT_LIMIT, windowMs: SIGN_IN_WINDOW_MS, now });
    const [counted] = await db
      .update(signInChallenges)
      .set({ attempts: sql`${signInChallenges.attempts} + 1` })
      .where(eq(signInChallenges.id, challenge.id))
      .returning({ attempts: signInChallenges.attempts });
    const exhausted = !counted || counted.attempts >= SIGN_IN_CHALLENGE_ATTEMPTS;
    if (exhausted) await db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
    await refused(exhausted ? "attempts_exhausted" : "invalid");
    if (exhausted) throw new AppError("UNAUTHENTICATED", { message: "auth.secondFactor.tooManyAttempts" });
    const field = method === "recovery_code" ? "recoveryCode" : method === "passkey" ? "passkey" : "code";
    const message = `auth.secondFactor.wrong.${method}`;
    throw new AppError("VALIDATION", { message, fieldErrors: { [field]: message } });
  }

  // Single use: of two answers racing, one deletes the challenge and the other finds it gone.
  const [used] = await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.id, challenge.id), gt(signInChallenges.expiresAt, now)))
    .returning({ id: signInChallenges.id });
  if (!used) throw new AppError("UNAUTHENTICATED", { message: "auth.secondFactor.expired" });
  if (options.previousSessionId) await endSession(db, options.previousSessionId);
  const session = await createSession(db, { ...options.session, userId: user.id, now });
  return { user, method, ...session };
}

async function findChallenge(db: Database, id: string): Promise<Challenge | undefined> {
  const [row] = await db.select().from(signInChallenges).where(eq(signInChallenges.id, id)).limit(1);
  return row;
}

function methodOf(answer: SecondFactorAnswer): SecondFactorMethod {
  if ("code" in answer) return "totp";
  if ("recoveryCode" in answer) return "recovery_code";
  return "passkey";
}

/** Checks the answer and uses it up: an app code's step cannot come again, a recovery code is spent, a passkey's counter moves on. */
async function isRightAnswer(db: Database, options: { challenge: Challenge; answer: SecondFactorAnswer; relyingParty: RelyingParty; now: Date }): Promise<boolean> {
  const { challenge, answer, now } = options;
  const userId = challenge.userId;
  if ("code" in answer) {
    const [app] = await db
      .select({ secret: userTotp.secret })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
      .limit(1);
    const step = app ? matchTotpCode(app.secret, answer.code, now) : null;
    if (step === null) return false;
    // Only a step after the last one accepted: a code seen over someone's shoulder is worth nothing once used.
    const [claimed] = await db
      .update(userTotp)
      .set({ lastUsedStep: step })
      .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
      .returning({ userId: userTotp.userId });
    return claimed !== undefined;
  }
  if ("recoveryCode" in answer) {
    const [spent] = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(answer.recoveryCode)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent !== undefined;
  }
  return isRightPasskey(db, { challenge, response: answer.passkey as unknown as AuthenticationResponseJSON, relyingParty: options.relyingParty, now });
}

async function isRightPasskey(db: Database, options: { challenge: Challenge; response: AuthenticationResponseJSON; relyingParty: RelyingParty; now: Date }): Promise<boolean> {
  const { challenge, response, relyingParty, now } = options;
  if (!challenge.passkeyChallenge) return false;
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, response.id), eq(passkeys.userId, challenge.userId)))
    .limit(1);
  if (!key) return false;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.passkeyChallenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: { id: key.id, publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")), counter: key.counter, transports: key.transports as never },
      // After the password, presence is the second factor; a PIN or fingerprint is the authenticator's own business.
      requireUserVerification: false,
    });
    if (!verified) return false;
    await db.update(passkeys).set({ counter: authenticationInfo.newCounter, lastUsedAt: now }).where(eq(passkeys.id, key.id));
    return true;
  } catch {
    // A malformed answer, another origin or challenge, a counter gone backwards (a cloned authenticator): refused like a wrong code.
    return false;
  }
}
