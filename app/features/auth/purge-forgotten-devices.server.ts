import { and, eq, exists, gt, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#db/client";
import { knownDevices } from "#db/schema";
import { DEVICE_COOKIE_MAX_AGE_MS } from "./note-sign-in-device.server";

/**
 * Housekeeping (hourly, server/main.ts): forgets the browsers an account has
 * not signed in from for longer than the device cookie lives (400 days).
 * Such a browser has lost its cookie, so the row can never be matched again;
 * it only keeps when and from what someone once signed in. The newest
 * browser of each account is kept however old, so the account still counts
 * as having signed in before and its next sign-in from anywhere is notified
 * (decision 038: no notice on an account's very first sign-in).
 * Returns how many rows went.
 */
export async function purgeForgottenDevices(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_MS);
  const newer = alias(knownDevices, "newer");
  const gone = await db
    .delete(knownDevices)
    .where(
      and(
        lt(knownDevices.lastSeenAt, cutoff),
        exists(
          db
            .select({ id: newer.id })
            .from(newer)
            .where(
              and(
                eq(newer.userId, knownDevices.userId),
                or(gt(newer.lastSeenAt, knownDevices.lastSeenAt), and(eq(newer.lastSeenAt, knownDevices.lastSeenAt), gt(newer.id, knownDevices.id))),
              ),
            ),
        ),
      ),
    )
    .returning({ id: knownDevices.id });
  return gone.length;
}
