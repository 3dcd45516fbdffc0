import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { passwordResetTokens, users } from "#db/schema";
import { hashToken } from "./session-token.server";

export type ResetTokenState =
  | { status: "valid"; tokenId: string; userId: number; username: string }
  | { status: "unknown" | "used" | "expired" };

/** What a reset link is worth right now, without using it. */
export async function inspectPasswordReset(db: Database, options: { token: string; now?: Date }): Promise<ResetTokenState> {
  if (!options.token) return { status: "unknown" };
  const now = options.now ?? new Date();
  const tokenId = hashToken(options.token);
  const [row] = await db
    .select({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt, username: users.username })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, tokenId))
    .limit(1);
  if (!row) return { status: "unknown" };
  if (row.usedAt) return { status: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "valid", tokenId, userId: row.userId, username: row.username };
}

/** Catalog key explaining why a link cannot be used. */
export const resetTokenMessage = {
  unknown: "auth.reset.token.unknown",
  used: "auth.reset.token.used",
  expired: "auth.reset.token.expired",
} as const;
