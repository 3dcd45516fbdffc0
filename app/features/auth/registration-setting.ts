import "~/lib/zod-jitless";
import { z } from "zod";

/**
 * Whether visitors may open a member account on the sign-in page (decision
 * 033). Kept in `app_settings` under this key as "closed" while the firm has
 * switched registration off; no row, or any other value, is the spec's
 * default: open.
 */
export const REGISTRATION_SETTING_KEY = "registration";
export const REGISTRATION_CLOSED = "closed";

/** `PUT /api/admin/registration`: the switch as the Users tab sends it. */
export const registrationSettingSchema = z.object({ open: z.boolean({ error: "admin.form.error.invalid" }) });
export type RegistrationSetting = z.output<typeof registrationSettingSchema>;
