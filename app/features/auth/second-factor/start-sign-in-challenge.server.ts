import type { DatabaseExecutor } from "#db/client";
import { signInChallenges } from "#db/schema";
import { generateToken, hashToken } from "../session-token.server";

/** How long the second step may take, and how many wrong answers end it (decision 038). */
export const SIGN_IN_CHALLENGE_MINUTES = 10;
export const SIGN_IN_CHALLENGE_ATTEMPTS = 5;

/**
 * The right password of an account with a second factor: a challenge instead
 * of a session. Its token goes in the short-lived `__Host-sfa` cookie; the
 * database keeps only its SHA-256.
 */
export async function startSignInChallenge(db: DatabaseExecutor, options: { userId: number; now: Date }): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(options.now.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000);
  await db.insert(signInChallenges).values({ id: hashToken(token), userId: options.userId, expiresAt, createdAt: options.now });
  return { token, expiresAt };
}
