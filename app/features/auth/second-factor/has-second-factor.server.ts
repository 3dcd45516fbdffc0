import { sql } from "drizzle-orm";
import { rowsOf, type DatabaseExecutor } from "#db/client";
import type { SecondFactorMethod } from "./second-factor";
import { SECOND_FACTOR_REQUIRED_KEY, SECOND_FACTOR_REQUIRED_ON } from "./second-factor-setting";

/**
 * What the second step of this account's sign-in can be answered with: the
 * app once confirmed, its passkeys, and the recovery codes left (only beside
 * a factor: codes alone are no second factor). Empty: no second factor, the
 * password alone signs in.
 */
export async function findSecondFactorMethods(db: DatabaseExecutor, userId: number): Promise<SecondFactorMethod[]> {
  const [row] = rowsOf<{ totp: boolean; passkey: boolean; codes: boolean }>(
    await db.execute(sql`
      select
        exists(select 1 from user_totp where user_id = ${userId} and confirmed_at is not null) as totp,
        exists(select 1 from passkeys where user_id = ${userId}) as passkey,
        exists(select 1 from recovery_codes where user_id = ${userId} and used_at is null) as codes`),
  );
  const methods: SecondFactorMethod[] = [];
  if (row.totp) methods.push("totp");
  if (row.passkey) methods.push("passkey");
  if (methods.length > 0 && row.codes) methods.push("recovery_code");
  return methods;
}

export async function hasSecondFactor(db: DatabaseExecutor, userId: number): Promise<boolean> {
  return (await findSecondFactorMethods(db, userId)).length > 0;
}

/** The switch, or the environment forcing it (decision 038). */
export async function isSecondFactorRequired(db: DatabaseExecutor, options: { forcedByServer: boolean }): Promise<boolean> {
  if (options.forcedByServer) return true;
  const [row] = rowsOf<{ required: boolean }>(
    await db.execute(sql`select exists(select 1 from app_settings where key = ${SECOND_FACTOR_REQUIRED_KEY} and value = ${SECOND_FACTOR_REQUIRED_ON}) as required`),
  );
  return row.required;
}

/**
 * An administrator who must set up a second factor before the dashboard: the
 * firm requires one and they have none. One query; members are never asked.
 */
export async function needsSecondFactorSetUp(db: DatabaseExecutor, user: { id: number; role: string }, options: { forcedByServer: boolean }): Promise<boolean> {
  if (user.role !== "admin") return false;
  const [row] = rowsOf<{ required: boolean; has: boolean }>(
    await db.execute(sql`
      select
        ${options.forcedByServer}::boolean or exists(select 1 from app_settings where key = ${SECOND_FACTOR_REQUIRED_KEY} and value = ${SECOND_FACTOR_REQUIRED_ON}) as required,
        exists(select 1 from user_totp where user_id = ${user.id} and confirmed_at is not null)
          or exists(select 1 from passkeys where user_id = ${user.id}) as has`),
  );
  return row.required && !row.has;
}
