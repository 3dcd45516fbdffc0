import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { users } from "#db/schema";
import { hitRateLimit } from "~/features/security/rate-limit.server";
import { AppError } from "~/lib/app-error";
import type { SessionUser } from "~/lib/session-user";
import { isRegistrationOpen } from "./is-registration-open.server";
import { isUsernameTaken, usernameTakenError } from "./is-username-taken.server";
import { hashPassword } from "./password.server";

/** Enough for a team registering together; too few for scripted sign-ups. */
export const REGISTRATIONS_PER_ADDRESS = 10;
export const REGISTRATION_WINDOW_MS = 60 * 60_000;

/**
 * Opens a member account (role `user`). The caller starts its session.
 * Refused (403, `auth.register.closed`) while an administrator has switched
 * public registration off (decision 033); administrators still create
 * accounts in the Users tab.
 */
export async function registerAccount(
  db: Database,
  options: { username: string; password: string; ip: string; now?: Date },
): Promise<SessionUser> {
  if (!(await isRegistrationOpen(db))) throw new AppError("FORBIDDEN", { message: "auth.register.closed" });
  const limit = await hitRateLimit(db, {
    key: `register:ip:${options.ip}`,
    limit: REGISTRATIONS_PER_ADDRESS,
    windowMs: REGISTRATION_WINDOW_MS,
    now: options.now,
  });
  if (!limit.allowed) throw new AppError("RATE_LIMITED", { message: "auth.register.throttled", retryAfterSeconds: limit.retryAfterSeconds });

  if (await isUsernameTaken(db, options.username)) throw usernameTakenError();
  const passwordHash = await hashPassword(options.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ username: options.username, passwordHash, role: "user" })
      .returning({ id: users.id, username: users.username, role: users.role, fullName: users.fullName, email: users.email, isProtected: users.isProtected });
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
