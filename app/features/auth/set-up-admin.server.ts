import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { passwordResetTokens, sessions, users, type UserRole } from "#db/schema";
import { hashPassword } from "./password.server";

export type AdminAccountState = { exists: false } | { exists: true; id: number; username: string; role: UserRole };

/** The account with this name, in any case (usernames are unique regardless of case). */
export async function findAdminCandidate(db: Database, username: string): Promise<AdminAccountState> {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ? { exists: true, ...row } : { exists: false };
}

/**
 * `npm run create-admin`: creates the administrator, or, when the operator
 * confirmed it, gives an existing account a new password and the admin
 * role. A reset ends the account's sessions and unused reset links, so
 * whoever held the old password is signed out. A new account has no full
 * name: the site calls it "Site administrator" in the reader's language
 * (accountName) until its holder gives their name on the profile page.
 */
export async function setUpAdmin(
  db: Database,
  options: { username: string; password: string; existingUserId?: number },
): Promise<"created" | "reset"> {
  const passwordHash = await hashPassword(options.password);
  if (options.existingUserId === undefined) {
    await db.insert(users).values({ username: options.username, passwordHash, role: "admin", isProtected: true });
    return "created";
  }
  const userId = options.existingUserId;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, role: "admin", isProtected: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  });
  return "reset";
}
