import { and, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { AppError } from "~/lib/app-error";

/**
 * Usernames are unique regardless of case, so "Admin" cannot pose as
 * "admin": the database refuses a second one (the unique index
 * `users_username_lower`). This check answers before a password is hashed;
 * a write that loses the race still fails on the index, and the caller turns
 * that unique violation into the same `usernameTakenError()`.
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

/** The one answer to "that name belongs to another account" (409, under the username field). */
export function usernameTakenError(): AppError {
  return new AppError("CONFLICT", { message: "auth.username.taken", fieldErrors: { username: "auth.username.taken" } });
}
