import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { passwordResetTokens, sessions, users } from "#db/schema";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { accountChangeDetails, changesAuditedFields } from "~/features/auth/account-change-audit";
import { memberUsernameProblem } from "~/features/auth/account-fields.schema";
import { isUsernameTaken, usernameTakenError } from "~/features/auth/is-username-taken.server";
import { checkCurrentPassword } from "~/features/auth/check-current-password.server";
import { hashPassword } from "~/features/auth/password.server";
import { hitRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import { profileColumns, toProfile } from "./get-profile.server";
import type { Profile } from "./profile";
import type { ProfileUpdate } from "./profile.schema";

/** Trying usernames from the profile tells which are taken: as many tries as registration allows. */
export const USERNAME_CHANGES_PER_WINDOW = 10;
export const USERNAME_CHANGE_WINDOW_MS = 60 * 60_000;

/**
 * Saves the signed-in user's profile. A password change needs the current
 * password (wrong guesses are throttled like sign-ins) and ends the user's
 * other sessions; the one making the change stays signed in. A change of
 * the username, e-mail or full name is audited (`user.update`, the account
 * as its own actor, e-mail and name masked), like the same edit in Users.
 */
export async function updateProfile(
  db: Database,
  options: { userId: number; sessionId: string | null; input: ProfileUpdate; ip: string; now?: Date },
): Promise<{ profile: Profile; passwordChanged: boolean }> {
  const now = options.now ?? new Date();
  const { currentPassword, newPassword, ...fields } = options.input;
  const [account] = await db
    .select({ username: users.username, fullName: users.fullName, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!account) throw new AppError("UNAUTHENTICATED");

  if (fields.username !== undefined && fields.username.toLowerCase() !== account.username.toLowerCase()) {
    // Each attempt at another name counts, per account and per address, before the name is looked up.
    for (const key of [`username-change:user:${options.userId}`, `username-change:ip:${options.ip}`]) {
      const limit = await hitRateLimit(db, { key, limit: USERNAME_CHANGES_PER_WINDOW, windowMs: USERNAME_CHANGE_WINDOW_MS, now });
      if (!limit.allowed) throw new AppError("RATE_LIMITED", { retryAfterSeconds: limit.retryAfterSeconds });
    }
    // A member's new name follows the registration rules; administrators may take a reserved name.
    const problem = memberUsernameProblem(fields.username);
    if (problem && !(problem === "auth.username.reserved" && account.role === "admin")) {
      throw new AppError("VALIDATION", { message: problem, fieldErrors: { username: problem } });
    }
    if (await isUsernameTaken(db, fields.username, { exceptUserId: options.userId })) throw usernameTakenError();
  }

  let passwordHash: string | undefined;
  if (currentPassword && newPassword) {
    await checkCurrentPassword(db, {
      userId: options.userId,
      password: currentPassword,
      field: "currentPassword",
      messages: { incorrect: "profile.password.currentIncorrect", throttled: "profile.password.throttled" },
      now,
    });
    passwordHash = await hashPassword(newPassword);
  }

  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, ...(passwordHash ? { passwordHash } : {}), updatedAt: now })
        .where(eq(users.id, options.userId))
        .returning(profileColumns);
      const details = accountChangeDetails(account, updated);
      if (changesAuditedFields(details)) {
        await recordAudit(tx, {
          actor: { id: options.userId, username: account.username },
          address: options.ip,
          action: "user.update",
          target: { type: "user", id: options.userId },
          details: { ...details },
          now,
        });
      }
      if (passwordHash) {
        const others = options.sessionId ? and(eq(sessions.userId, options.userId), ne(sessions.id, options.sessionId)) : eq(sessions.userId, options.userId);
        await tx.delete(sessions).where(others);
        await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, options.userId), isNull(passwordResetTokens.usedAt)));
      }
      return updated;
    });
    return { profile: toProfile(row), passwordChanged: passwordHash !== undefined };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
