import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { sessions, users } from "#db/schema";
import type { SessionUser } from "~/lib/session-user";
import type { SessionLimits } from "./create-session.server";
import { hashToken } from "./session-token.server";

/** Only touch `last_seen_at` this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The account behind a session cookie, or null when the session is unknown,
 * idle for too long or past its absolute lifetime (such a session is removed).
 */
export async function findSessionUser(
  db: Database,
  options: { token: string; limits: SessionLimits; now?: Date },
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const now = options.now ?? new Date();
  const sessionId = hashToken(options.token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      role: users.role,
      fullName: users.fullName,
      email: users.email,
      isProtected: users.isProtected,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const idleLimit = row.lastSeenAt.getTime() + options.limits.idleMinutes * 60_000;
  if (row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  const { expiresAt: _expiresAt, lastSeenAt: _lastSeenAt, ...user } = row;
  return { sessionId, user };
}
