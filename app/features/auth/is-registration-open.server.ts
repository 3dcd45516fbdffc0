import { eq } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { appSettings } from "#db/schema";
import { REGISTRATION_CLOSED, REGISTRATION_SETTING_KEY } from "./registration-setting";

/** Open unless an administrator has switched public registration off (decision 033). */
export async function isRegistrationOpen(db: DatabaseExecutor): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REGISTRATION_SETTING_KEY));
  return row?.value !== REGISTRATION_CLOSED;
}
