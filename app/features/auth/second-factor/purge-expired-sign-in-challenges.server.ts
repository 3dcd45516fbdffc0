import { lt } from "drizzle-orm";
import type { Database } from "#db/client";
import { signInChallenges } from "#db/schema";

/** Housekeeping: sign-ins that never got their second step (ten minutes each, decision 038). */
export async function purgeExpiredSignInChallenges(db: Database, now: Date = new Date()): Promise<number> {
  const removed = await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now)).returning({ id: signInChallenges.id });
  return removed.length;
}
