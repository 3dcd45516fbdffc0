import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "#db/client";
import { sessions } from "#db/schema";

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, optionally keeping the one making the request; answers how many ended. */
export async function endUserSessions(db: DatabaseExecutor, userId: number, options: { except?: string | null } = {}): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(options.except ? and(eq(sessions.userId, userId), ne(sessions.id, options.except)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Housekeeping: removes sessions past their absolute or idle lifetime. */
export async function purgeExpiredSessions(db: Database, idleMinutes: number, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMinutes * 60_000))));
}
