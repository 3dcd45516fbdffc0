import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "#db/client";
import { sessions } from "#db/schema";
import type { ActiveSession } from "./active-session";
import type { SessionLimits } from "./create-session.server";
import { describeUserAgent } from "./describe-user-agent";

/**
 * The account's sessions that still open the site (within both the idle and
 * the absolute limit), the asking browser's first, then the most recently seen.
 */
export async function listActiveSessions(
  db: Database,
  options: { userId: number; currentSessionId: string | null; limits: SessionLimits; now?: Date },
): Promise<ActiveSession[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({ id: sessions.id, publicId: sessions.publicId, userAgent: sessions.userAgent, address: sessions.address, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, options.userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - options.limits.idleMinutes * 60_000))))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows
    .map((row) => ({
      id: row.publicId,
      ...describeUserAgent(row.userAgent),
      address: row.address,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === options.currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
