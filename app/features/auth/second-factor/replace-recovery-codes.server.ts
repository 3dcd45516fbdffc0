import { and, count, eq, isNull } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { recoveryCodes } from "#db/schema";
import { findSecondFactorMethods } from "./has-second-factor.server";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.server";

/** New recovery codes for the account, the old ones (used or not) deleted; returns the codes in clear, to be shown once. */
export async function replaceRecoveryCodes(tx: DatabaseExecutor, options: { userId: number; now: Date }): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, options.userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId: options.userId, codeHash: hashRecoveryCode(code), createdAt: options.now })));
  return codes;
}

/** The account's first factor brings its first codes; an account that still has unused ones keeps them. */
export async function recoveryCodesForFirstFactor(tx: DatabaseExecutor, options: { userId: number; now: Date }): Promise<string[] | undefined> {
  const [unused] = await tx
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, options.userId), isNull(recoveryCodes.usedAt)));
  if (Number(unused?.n ?? 0) > 0) return undefined;
  return replaceRecoveryCodes(tx, options);
}

/** Codes alone are no second factor: the last factor turned off takes them with it. */
export async function dropRecoveryCodesWithoutFactor(tx: DatabaseExecutor, options: { userId: number }): Promise<void> {
  if ((await findSecondFactorMethods(tx, options.userId)).length === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, options.userId));
}
