import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { passkeys, recoveryCodes, userTotp } from "#db/schema";
import { isSecondFactorRequired } from "./has-second-factor.server";
import type { SecondFactorStatus } from "./second-factor";

/** The profile's "Sign-in security" section: the app, the passkeys, the recovery codes left, and whether the firm requires a factor of this account. */
export async function getSecondFactorStatus(
  db: DatabaseExecutor,
  options: { user: { id: number; role: string }; forcedByServer: boolean },
): Promise<SecondFactorStatus> {
  const userId = options.user.id;
  const [app] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  const keys = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  const [codes] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const required = options.user.role === "admin" && (await isSecondFactorRequired(db, { forcedByServer: options.forcedByServer }));
  return {
    totp: app !== undefined,
    passkeys: keys.map((key) => ({ id: key.id, name: key.name, createdAt: key.createdAt.toISOString(), lastUsedAt: key.lastUsedAt?.toISOString() ?? null })),
    recoveryCodesLeft: Number(codes?.left ?? 0),
    required,
  };
}
