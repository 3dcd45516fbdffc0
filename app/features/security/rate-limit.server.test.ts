import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../../tests/support/backends";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { clearRateLimit, hitRateLimit, peekRateLimit, purgeExpiredRateLimits } from "./rate-limit.server";

const WINDOW_MS = 15 * 60_000;
const LIMIT = 3;

describe.each(backends)("rate limit [$name]", ({ name }) => {
  let testDb: TestDatabase;
  const t0 = new Date("2026-03-01T10:00:00.000Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    await testDb.database.migrate();
  });
  afterAll(async () => {
    await testDb?.close();
  });

  const hit = (key: string, now: Date, limit = LIMIT) => hitRateLimit(testDb.database.db, { key, limit, windowMs: WINDOW_MS, now });

  it("counts hits and allows up to the limit", async () => {
    const results = [await hit("count", t0), await hit("count", at(1_000)), await hit("count", at(2_000))];
    expect(results.map((r) => r.count)).toEqual([1, 2, 3]);
    expect(results.every((r) => r.allowed)).toBe(true);
  });

  it("blocks past the limit with a Retry-After until the end of the window", async () => {
    for (let i = 0; i < LIMIT; i++) await hit("block", t0);
    const blocked = await hit("block", at(60_000));
    expect(blocked.allowed).toBe(false);
    expect(blocked.count).toBe(LIMIT + 1);
    // The window started at t0; one minute in, 14 minutes remain.
    expect(blocked.retryAfterSeconds).toBe(14 * 60);
    const later = await hit("block", at(WINDOW_MS - 500));
    expect(later.allowed).toBe(false);
    expect(later.retryAfterSeconds).toBe(1);
  });

  it("a fresh counter reports the whole window as its retry time", async () => {
    const first = await hit("fresh", t0);
    expect(first.retryAfterSeconds).toBe(WINDOW_MS / 1000);
  });

  it("starts again once the window has passed", async () => {
    for (let i = 0; i < LIMIT + 2; i++) await hit("reset", t0);
    expect((await hit("reset", at(WINDOW_MS - 1))).allowed).toBe(false);
    const afterWindow = await hit("reset", at(WINDOW_MS));
    expect(afterWindow).toEqual({ allowed: true, count: 1, retryAfterSeconds: WINDOW_MS / 1000 });
    // The new window runs from the hit that opened it.
    const next = await hit("reset", at(WINDOW_MS + 30_000));
    expect(next.count).toBe(2);
    expect(next.retryAfterSeconds).toBe(WINDOW_MS / 1000 - 30);
  });

  it("keeps keys independent", async () => {
    for (let i = 0; i < LIMIT + 1; i++) await hit("login:alice", t0);
    expect((await hit("login:alice", t0)).allowed).toBe(false);
    const bob = await hit("login:bob", t0);
    expect(bob).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts concurrent hits exactly (the upsert is atomic)", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hit("concurrent", t0, 5)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("peek reads the counter without counting, and says whether the next hit would pass", async () => {
    const db = testDb.database.db;
    expect(await peekRateLimit(db, { key: "peek", limit: 2, now: t0 })).toEqual({ allowed: true, count: 0, retryAfterSeconds: 0 });
    await hit("peek", t0, 2);
    expect(await peekRateLimit(db, { key: "peek", limit: 2, now: at(1_000) })).toMatchObject({ allowed: true, count: 1 });
    await hit("peek", t0, 2);
    const full = await peekRateLimit(db, { key: "peek", limit: 2, now: at(1_000) });
    expect(full).toMatchObject({ allowed: false, count: 2 });
    expect(full.retryAfterSeconds).toBe(WINDOW_MS / 1000 - 1);
    expect((await peekRateLimit(db, { key: "peek", limit: 2, now: at(1_000) })).count).toBe(2);
    // An expired window reads as empty.
    expect(await peekRateLimit(db, { key: "peek", limit: 2, now: at(WINDOW_MS) })).toEqual({ allowed: true, count: 0, retryAfterSeconds: 0 });
  });

  it("clear removes the counter", async () => {
    for (let i = 0; i < LIMIT + 1; i++) await hit("clear", t0);
    await clearRateLimit(testDb.database.db, "clear");
    expect(await hit("clear", t0)).toMatchObject({ allowed: true, count: 1 });
  });

  it("works with the real clock when no `now` is given", async () => {
    const db = testDb.database.db;
    const first = await hitRateLimit(db, { key: "realtime", limit: 1, windowMs: 60_000 });
    const second = await hitRateLimit(db, { key: "realtime", limit: 1, windowMs: 60_000 });
    expect(first).toMatchObject({ allowed: true, count: 1 });
    expect(second).toMatchObject({ allowed: false, count: 2 });
    expect(second.retryAfterSeconds).toBeGreaterThan(50);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
  it("purges counters whose window has ended, and only those", async () => {
    await hit("purge-old", at(-2 * WINDOW_MS));
    await hit("purge-current", t0);
    const removed = await purgeExpiredRateLimits(testDb.database.db, at(1_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await peekRateLimit(testDb.database.db, { key: "purge-old", limit: LIMIT, now: at(-2 * WINDOW_MS + 1) })).count).toBe(0);
    expect((await peekRateLimit(testDb.database.db, { key: "purge-current", limit: LIMIT, now: at(1_000) })).count).toBe(1);
  });
});
