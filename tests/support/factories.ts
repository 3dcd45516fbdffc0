import { randomBytes } from "node:crypto";
import type { Database } from "#db/client";
import { users, type UserRole } from "#db/schema";
import { createSession } from "~/features/auth/create-session.server";
import { hashToken, SESSION_COOKIE } from "~/features/auth/session-token.server";
import type { TestAgent, TestApp } from "./test-app";
import { setAgentCookie } from "./test-app";

export type UserRow = typeof users.$inferSelect;

/**
 * Inserts an account. The password hash is a placeholder unless one is
 * given (hashing with argon2 is slow and most tests never sign in by password).
 */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const suffix = randomBytes(4).toString("hex");
  const [row] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      passwordHash: "$argon2id$placeholder-not-a-real-hash",
      email: `user_${suffix}@example.com`,
      fullName: `Test User ${suffix}`,
      role: "user" as UserRole,
      ...overrides,
    })
    .returning();
  return row;
}

export interface SignedIn {
  user: UserRow;
  /** The cookie value. */
  token: string;
  /** The stored session id (SHA-256 of the token). */
  sessionId: string;
}

/**
 * Creates a session for `user` (a new account when absent) and, when an
 * agent is given, puts the `sid` cookie in its jar.
 */
export async function signIn(
  ctx: Pick<TestApp, "database" | "config">,
  options: { agent?: TestAgent; user?: UserRow; role?: UserRole; now?: Date } = {},
): Promise<SignedIn> {
  const user = options.user ?? (await createUser(ctx.database.db, { role: options.role ?? "user" }));
  const { token } = await createSession(ctx.database.db, {
    userId: user.id,
    limits: { idleMinutes: ctx.config.SESSION_IDLE_MINUTES, maxAgeHours: ctx.config.SESSION_MAX_AGE_HOURS },
    now: options.now,
  });
  if (options.agent) setAgentCookie(options.agent, SESSION_COOKIE, token);
  return { user, token, sessionId: hashToken(token) };
}
