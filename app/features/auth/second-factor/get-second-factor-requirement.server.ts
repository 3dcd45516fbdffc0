import type { DatabaseExecutor } from "#db/client";
import { hasSecondFactor, isSecondFactorRequired } from "./has-second-factor.server";
import type { SecondFactorRequirement } from "./second-factor-setting";

/** The Users tab's switch as the administrator asking sees it. */
export async function getSecondFactorRequirement(db: DatabaseExecutor, options: { adminId: number; forcedByServer: boolean }): Promise<SecondFactorRequirement> {
  return {
    required: await isSecondFactorRequired(db, { forcedByServer: options.forcedByServer }),
    forcedByServer: options.forcedByServer,
    ownFactor: await hasSecondFactor(db, options.adminId),
  };
}
