import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "#db/client";
import { auditLog } from "#db/schema";

/**
 * How long the audit log keeps a refused sign-in (`auth.sign_in_failed`:
 * the name typed, which may be someone's e-mail, and the address). Ninety
 * days covers looking back at an attack, including one the alert reported
 * (`auth.account_under_attack`, which is kept like other entries); after
 * that the rows are only personal data of people who mistyped.
 */
export const REFUSED_SIGN_IN_RETENTION_DAYS = 90;

/** One statement stays well inside the statement timeout even after an attack filled the log. */
const BATCH = 5_000;

/**
 * Housekeeping (hourly, server/main.ts): deletes refused sign-ins older than
 * the retention period, in batches. Returns how many went.
 */
export async function purgeRefusedSignIns(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REFUSED_SIGN_IN_RETENTION_DAYS * 24 * 60 * 60_000);
  const old = and(eq(auditLog.action, "auth.sign_in_failed"), lt(auditLog.createdAt, cutoff));
  let removed = 0;
  for (;;) {
    const batch = db.select({ id: auditLog.id }).from(auditLog).where(old).limit(BATCH);
    const gone = await db.delete(auditLog).where(inArray(auditLog.id, batch)).returning({ id: auditLog.id });
    removed += gone.length;
    if (gone.length < BATCH) return removed;
  }
}
