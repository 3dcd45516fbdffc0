import "~/lib/zod-jitless";
import { z } from "zod";

/**
 * Whether administrators must have a second factor (decision 038): the
 * Users tab's switch, kept in `app_settings` under this key as "on"; no row
 * is off, the default. `REQUIRE_ADMIN_SECOND_FACTOR=true` in the server's
 * environment forces it on whatever the row says.
 */
export const SECOND_FACTOR_REQUIRED_KEY = "second-factor-required";
export const SECOND_FACTOR_REQUIRED_ON = "on";

/** `PUT /api/admin/second-factor-required`: the switch as the Users tab sends it. */
export const secondFactorRequiredSchema = z.object({ required: z.boolean({ error: "admin.form.error.invalid" }) });

/** `GET` and `PUT /api/admin/second-factor-required`. */
export interface SecondFactorRequirement {
  required: boolean;
  /** Set by the server's environment: the switch shows it and cannot turn it off. */
  forcedByServer: boolean;
  /** The administrator asking has a second factor (the switch is theirs to turn on only then). */
  ownFactor: boolean;
}
