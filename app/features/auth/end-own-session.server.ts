import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#db/client";
import { sessions } from "#db/schema";
import { AppError } from "~/lib/app-error";

/** A session's public id: a UUID (anything else names no session). */
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Sign out this session" on the sessions list: ends one of the account's
 * other sessions by its public id. The browser asking signs itself out with
 * Sign out, not here; another account's session, or one already ended, is
 * not found. The session row is gone, so its browser is signed out on its next request.
 */
export async function endOwnSession(db: Database, options: { userId: number; publicId: string; currentSessionId: string | null }): Promise<void> {
  if (!PUBLIC_ID.test(options.publicId)) throw new AppError("NOT_FOUND", { message: "profile.sessions.error.notFound" });
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, options.userId),
        eq(sessions.publicId, options.publicId.toLowerCase()),
        ...(options.currentSessionId ? [ne(sessions.id, options.currentSessionId)] : []),
      ),
    )
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError("NOT_FOUND", { message: "profile.sessions.error.notFound" });
}
