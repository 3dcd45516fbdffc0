import type { Database } from "#db/client";
import { sessions } from "#db/schema";
import { generateToken, hashToken } from "./session-token.server";

export interface SessionLimits {
  idleMinutes: number;
  maxAgeHours: number;
}

/** Starts a new session (a fresh token on every sign-in) and returns the cookie token. */
export async function createSession(
  db: Database,
  options: { userId: number; userAgent?: string; limits: SessionLimits; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + options.limits.maxAgeHours * 3_600_000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}
