import { eq } from "drizzle-orm";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import type { Database } from "#db/client";
import { appSettings } from "#db/schema";
import { isRegistrationOpen } from "./is-registration-open.server";
import { REGISTRATION_CLOSED, REGISTRATION_SETTING_KEY, type RegistrationSetting } from "./registration-setting";

/**
 * Switches public registration on or off (the Users tab, decision 033). Open
 * is the spec's default, so opening removes the row rather than storing it.
 * A change is audited in its transaction; asking for the state it already is
 * in changes nothing and records nothing.
 * It is recorded as `setting.registration` with the state it was put in.
 */
export async function setRegistrationOpen(db: Database, options: { open: boolean; audit: AuditContext; now?: Date }): Promise<RegistrationSetting> {
  const { open, audit, now } = options;
  return db.transaction(async (tx) => {
    if ((await isRegistrationOpen(tx)) === open) return { open };
    if (open) await tx.delete(appSettings).where(eq(appSettings.key, REGISTRATION_SETTING_KEY));
    else
      await tx
        .insert(appSettings)
        .values({ key: REGISTRATION_SETTING_KEY, value: REGISTRATION_CLOSED })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: REGISTRATION_CLOSED } });
    await recordAudit(tx, {
      ...audit,
      action: "setting.registration",
      target: { type: "setting", id: REGISTRATION_SETTING_KEY },
      details: { open },
      now,
    });
    return { open };
  });
}
