import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { appSettings } from "#db/schema";

const KEY = "signing_secret";

/**
 * The secret that signs CSRF tokens. Generated once and kept in the database,
 * so every server instance signs and verifies alike.
 */
export async function getSigningSecret(db: Database): Promise<string> {
  await db.insert(appSettings).values({ key: KEY, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  return row.value;
}
