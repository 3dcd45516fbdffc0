import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#db/schema";
import { purgeRefusedSignIns, REFUSED_SIGN_IN_RETENTION_DAYS } from "~/features/auth/purge-refused-sign-ins.server";
import { backends } from "../support/backends";
import { createTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 60 * 60_000;

/** Issue 21 item 6: refused sign-ins were never purged; now the hourly housekeeping keeps them 90 days. */
describe.each(backends)("refused sign-ins leave the audit log after their retention [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("keeps 90 days: older refused sign-ins go, younger ones and every other entry stay, whatever their age", async () => {
    expect(REFUSED_SIGN_IN_RETENTION_DAYS).toBe(90);
    const now = new Date("2026-06-01T09:00:00Z");
    const at = (daysAgo: number, ms = 0) => new Date(now.getTime() - daysAgo * DAY - ms);
    const rows = await ctx.database.db
      .insert(auditLog)
      .values([
        { action: "auth.sign_in_failed", address: "203.0.113.1", details: { username: "noura@example.sa", reason: "invalid_credentials" }, createdAt: at(400) },
        { action: "auth.sign_in_failed", address: "203.0.113.2", details: { username: "guess", reason: "throttled" }, createdAt: at(90, 1) },
        { action: "auth.sign_in_failed", address: "203.0.113.3", details: { username: "edge", reason: "invalid_credentials" }, createdAt: at(90) },
        { action: "auth.sign_in_failed", address: "203.0.113.4", details: { username: "recent", reason: "invalid_credentials" }, createdAt: at(89) },
        { action: "auth.sign_in", actorLabel: "admin", createdAt: at(400) },
        { action: "auth.account_under_attack", targetType: "user", targetId: "1", details: { username: "admin", failures: 50, windowMinutes: 15 }, createdAt: at(400) },
        { action: "lead.status", actorLabel: "admin", createdAt: at(400) },
      ])
      .returning({ id: auditLog.id, action: auditLog.action, address: auditLog.address });

    expect(await purgeRefusedSignIns(ctx.database.db, now)).toBe(2);
    const left = await ctx.database.db.select({ id: auditLog.id, address: auditLog.address, action: auditLog.action }).from(auditLog).where(inArray(auditLog.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.address ?? r.action).sort()).toEqual(["203.0.113.3", "203.0.113.4", "auth.account_under_attack", "auth.sign_in", "lead.status"]);

    // Exactly 90 days old is kept (the cutoff is strict); a moment later it is due. The 89-day one goes a day later.
    expect(await purgeRefusedSignIns(ctx.database.db, new Date(now.getTime() + 1))).toBe(1);
    expect(await purgeRefusedSignIns(ctx.database.db, new Date(now.getTime() + DAY))).toBe(0);
    expect(await purgeRefusedSignIns(ctx.database.db, new Date(now.getTime() + DAY + 1))).toBe(1);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in_failed"))).toEqual([]);
  });

  it("purges in batches: an attack's worth of old rows all go in one run", async () => {
    const now = new Date("2026-06-01T09:00:00Z");
    const old = new Date(now.getTime() - 120 * DAY);
    const many = Array.from({ length: 12_000 }, (_, i) => ({ action: "auth.sign_in_failed", address: `10.0.${i >> 8}.${i & 255}`, details: { username: "admin", reason: "invalid_credentials" }, createdAt: old }));
    for (let i = 0; i < many.length; i += 2_000) await ctx.database.db.insert(auditLog).values(many.slice(i, i + 2_000));
    expect(await purgeRefusedSignIns(ctx.database.db, now)).toBe(12_000);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in_failed"))).toEqual([]);
  });
});
