import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/client";
import { userTotp } from "#db/schema";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { recoveryCodesForFirstFactor } from "./replace-recovery-codes.server";
import { matchTotpCode } from "./totp.server";

/**
 * Switches the authenticator app on once a code from it is typed back, so
 * nobody turns on an app they cannot read. Audited (`second_factor.enable`,
 * the account its own actor). The account's first factor also makes its
 * recovery codes, answered here to be shown once.
 */
export async function confirmTotp(
  db: Database,
  options: { user: { id: number; username: string }; code: string; address: string | null; now?: Date },
): Promise<{ recoveryCodes?: string[] }> {
  const now = options.now ?? new Date();
  const { user } = options;
  const [pending] = await db
    .select({ secret: userTotp.secret })
    .from(userTotp)
    .where(and(eq(userTotp.userId, user.id), isNull(userTotp.confirmedAt)))
    .limit(1);
  if (!pending) throw new AppError("CONFLICT", { message: "auth.secondFactor.totp.noSetUp" });
  const step = matchTotpCode(pending.secret, options.code, now);
  if (step === null) throw new AppError("VALIDATION", { message: "auth.secondFactor.wrong.totp", fieldErrors: { code: "auth.secondFactor.wrong.totp" } });
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(userTotp)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(and(eq(userTotp.userId, user.id), isNull(userTotp.confirmedAt), eq(userTotp.secret, pending.secret)))
      .returning({ userId: userTotp.userId });
    if (!confirmed) throw new AppError("CONFLICT", { message: "auth.secondFactor.totp.noSetUp" });
    const recoveryCodes = await recoveryCodesForFirstFactor(tx, { userId: user.id, now });
    await recordAudit(tx, { actor: user, address: options.address, action: "second_factor.enable", target: { type: "user", id: user.id }, details: { method: "totp" }, now });
    return { recoveryCodes };
  });
}
