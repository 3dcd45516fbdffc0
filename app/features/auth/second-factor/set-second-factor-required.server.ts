import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { appSettings } from "#db/schema";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { hasSecondFactor, isSecondFactorRequired } from "./has-second-factor.server";
import { SECOND_FACTOR_REQUIRED_KEY, SECOND_FACTOR_REQUIRED_ON, type SecondFactorRequirement } from "./second-factor-setting";

/**
 * The Users tab's switch (decision 038): a second factor required of every
 * administrator, or not (the default: no row). Only an administrator with a
 * factor of their own turns it on (else they would be the first sent to set
 * one up); while the environment forces it, it cannot be turned off here. A
 * change is audited in its transaction; asking for the state it is in records
 * nothing.
 */
export async function setSecondFactorRequired(
  db: Database,
  options: { required: boolean; forcedByServer: boolean; audit: AuditContext; now?: Date },
): Promise<SecondFactorRequirement> {
  const { required, forcedByServer, audit, now } = options;
  if (forcedByServer && !required) throw new AppError("CONFLICT", { message: "auth.secondFactor.requirement.forced" });
  return db.transaction(async (tx) => {
    const ownFactor = await hasSecondFactor(tx, audit.actor.id);
    const stored = await isSecondFactorRequired(tx, { forcedByServer: false });
    if (stored === required) return { required: required || forcedByServer, forcedByServer, ownFactor };
    if (required && !ownFactor) throw new AppError("FORBIDDEN", { message: "auth.secondFactor.requirement.ownFirst" });
    if (required)
      await tx
        .insert(appSettings)
        .values({ key: SECOND_FACTOR_REQUIRED_KEY, value: SECOND_FACTOR_REQUIRED_ON })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: SECOND_FACTOR_REQUIRED_ON } });
    else await tx.delete(appSettings).where(eq(appSettings.key, SECOND_FACTOR_REQUIRED_KEY));
    await recordAudit(tx, { ...audit, action: "setting.second_factor_required", target: { type: "setting", id: SECOND_FACTOR_REQUIRED_KEY }, details: { required }, now });
    return { required: required || forcedByServer, forcedByServer, ownFactor };
  });
}
