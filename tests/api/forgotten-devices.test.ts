import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownDevices } from "#db/schema";
import { DEVICE_COOKIE_MAX_AGE_MS } from "~/features/auth/note-sign-in-device.server";
import { purgeForgottenDevices } from "~/features/auth/purge-forgotten-devices.server";
import { backends } from "../support/backends";
import { createUser } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 60 * 60_000;

/** Decision 038's known browsers were kept for ever; the hourly housekeeping now forgets those whose cookie can no longer exist. */
describe.each(backends)("browsers an account has not used for longer than the device cookie lives are forgotten [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("forgets browsers unseen for over 400 days, but keeps each account's newest so its next sign-in anywhere is still notified", async () => {
    expect(DEVICE_COOKIE_MAX_AGE_MS).toBe(400 * DAY);
    const now = new Date("2026-06-01T09:00:00Z");
    const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY - ms);
    const [busy, away, gone] = [await createUser(ctx.database.db), await createUser(ctx.database.db), await createUser(ctx.database.db)];
    const rows = await ctx.database.db
      .insert(knownDevices)
      .values([
        { userId: busy.id, deviceHash: "busy-old", firstSeenAt: ago(900), lastSeenAt: ago(500) },
        { userId: busy.id, deviceHash: "busy-edge", firstSeenAt: ago(900), lastSeenAt: ago(400) },
        { userId: busy.id, deviceHash: "busy-past-edge", firstSeenAt: ago(900), lastSeenAt: ago(400, 1) },
        { userId: busy.id, deviceHash: "busy-now", firstSeenAt: ago(30), lastSeenAt: ago(1) },
        { userId: away.id, deviceHash: "away-older", firstSeenAt: ago(900), lastSeenAt: ago(700) },
        { userId: away.id, deviceHash: "away-newest", firstSeenAt: ago(900), lastSeenAt: ago(420) },
        { userId: gone.id, deviceHash: "gone-only", firstSeenAt: ago(900), lastSeenAt: ago(800) },
      ])
      .returning({ id: knownDevices.id });

    expect(await purgeForgottenDevices(ctx.database.db, now)).toBe(3);
    const left = await ctx.database.db.select({ hash: knownDevices.deviceHash }).from(knownDevices).where(inArray(knownDevices.id, rows.map((r) => r.id)));
    // Exactly 400 days is kept (the cookie may still be there); the newest of an account stays whatever its age.
    expect(left.map((r) => r.hash).sort()).toEqual(["away-newest", "busy-edge", "busy-now", "gone-only"]);

    // Nothing more is due until the next browser crosses the line.
    expect(await purgeForgottenDevices(ctx.database.db, now)).toBe(0);
    expect(await purgeForgottenDevices(ctx.database.db, new Date(now.getTime() + 1))).toBe(1);
  });
});
