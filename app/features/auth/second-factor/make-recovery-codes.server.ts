import type { Database } from "#db/client";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { findSecondFactorMethods } from "./has-second-factor.server";
import { replaceRecoveryCodes } from "./replace-recovery-codes.server";

/** New recovery codes: the old ones stop working at once. Only beside a factor; audited. Returns the codes, shown once. */
export async function makeRecoveryCodes(db: Database, options: { user: { id: number; username: string }; address: string; now?: Date }): Promise<string[]> {
  const now = options.now ?? new Date();
  const { user } = options;
  return db.transaction(async (tx) => {
    const methods = await findSecondFactorMethods(tx, user.id);
    if (!methods.includes("totp") && !methods.includes("passkey")) throw new AppError("CONFLICT", { message: "auth.secondFactor.recoveryCodes.noFactor" });
    const codes = await replaceRecoveryCodes(tx, { userId: user.id, now });
    await recordAudit(tx, { actor: user, address: options.address, action: "second_factor.recovery_codes", target: { type: "user", id: user.id }, details: { count: codes.length }, now });
    return codes;
  });
}
