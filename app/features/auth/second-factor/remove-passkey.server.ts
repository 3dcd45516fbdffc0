import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { passkeys } from "#db/schema";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { checkCurrentPassword } from "../check-current-password.server";
import { dropRecoveryCodesWithoutFactor } from "./replace-recovery-codes.server";
import { PASSWORD_CONFIRMATION_MESSAGES } from "./turn-off-totp.server";

/** Removes one of the account's passkeys, after the password; audited. Without another factor the recovery codes go too. */
export async function removePasskey(
  db: Database,
  options: { user: { id: number; username: string }; passkeyId: string; password: string; address: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const { user } = options;
  await checkCurrentPassword(db, { userId: user.id, password: options.password, field: "password", messages: PASSWORD_CONFIRMATION_MESSAGES, now });
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, options.passkeyId), eq(passkeys.userId, user.id)))
      .returning({ id: passkeys.id });
    if (!removed) throw new AppError("NOT_FOUND", { message: "auth.secondFactor.passkey.notFound" });
    await dropRecoveryCodesWithoutFactor(tx, { userId: user.id });
    await recordAudit(tx, { actor: user, address: options.address, action: "second_factor.disable", target: { type: "user", id: user.id }, details: { method: "passkey" }, now });
  });
}
