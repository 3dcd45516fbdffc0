import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { userTotp } from "#db/schema";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { checkCurrentPassword } from "../check-current-password.server";
import { dropRecoveryCodesWithoutFactor } from "./replace-recovery-codes.server";

/** The password typed again as the confirmation of turning a factor off (decision 038). */
export const PASSWORD_CONFIRMATION_MESSAGES = { incorrect: "auth.secondFactor.password.incorrect", throttled: "auth.secondFactor.password.throttled" };

/** Turns the authenticator app off, after the password; audited. Without another factor the recovery codes go too. */
export async function turnOffTotp(db: Database, options: { user: { id: number; username: string }; password: string; address: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const { user } = options;
  await checkCurrentPassword(db, { userId: user.id, password: options.password, field: "password", messages: PASSWORD_CONFIRMATION_MESSAGES, now });
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(userTotp).where(eq(userTotp.userId, user.id)).returning({ confirmedAt: userTotp.confirmedAt });
    if (!removed?.confirmedAt) throw new AppError("NOT_FOUND", { message: "auth.secondFactor.totp.notOn" });
    await dropRecoveryCodesWithoutFactor(tx, { userId: user.id });
    await recordAudit(tx, { actor: user, address: options.address, action: "second_factor.disable", target: { type: "user", id: user.id }, details: { method: "totp" }, now });
  });
}
