import { and, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";

/**
 * Usernames are unique regardless of case, so "Admin" cannot pose as
 * "admin". The column's own constraint is case-sensitive; this check runs
 * before every insert or rename, and `isUniqueViolation` catches the race
 * the check cannot.
 */
export async function isUsernameTaken(db: Database, username: string, options: { exceptUserId?: number } = {}): Promise<boolean> {
  const sameName = sql`lower(${users.username}) = lower(${username})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(options.exceptUserId === undefined ? sameName : and(sameName, ne(users.id, options.exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** PostgreSQL's unique_violation, wherever the driver or Drizzle put it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === "23505") return true;
  }
  return false;
}
