import { sql } from "drizzle-orm";
import type { Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "#db/schema";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { catalogs } from "~/i18n/catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser } from "../support/factories";
import { agent, createTestApp, type TestApp } from "../support/test-app";

const PASSWORD = "the right password";
const WINDOW_SECONDS = 15 * 60;

describe.each(backends)("sign-in throttling [$name]", (backend) => {
  let ctx: TestApp;
  /** Behind a trusted proxy, so each test can choose the caller's address. */
  let app: Express;
  let passwordHash: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    app = ctx.rebuild(undefined, { TRUST_PROXY: true });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  const attempt = async (ip: string, username: string, password: string) => {
    const browser = agent(app);
    const { csrfToken } = (await browser.get("/api/csrf-token").set("X-Forwarded-For", ip)).body as { csrfToken: string };
    return browser
      .post("/api/login")
      .set("X-Forwarded-For", ip)
      .set("X-CSRF-Token", csrfToken)
      .send({ username, password, recaptchaToken: MATH_CHECK_MARKER });
  };
  const account = () => createUser(ctx.database.db, { passwordHash });

  it("per account: five failures answer 401, the sixth attempt 429 with Retry-After, even with the right password", async () => {
    const user = await account();
    for (let i = 0; i < 5; i++) {
      // A different address each time: only the account counter can trip.
      expectApiError(await attempt(`198.51.100.${i + 1}`, user.username, "wrong password"), 401, "UNAUTHENTICATED");
    }
    const blocked = await attempt("198.51.100.50", user.username, PASSWORD);
    expectApiError(blocked, 429, "RATE_LIMITED");
    expect((blocked.body as { message: string }).message).toBe(catalogs.en["auth.login.throttled"]);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    // The typed case does not matter: it is the same account.
    expectApiError(await attempt("198.51.100.51", user.username.toUpperCase(), PASSWORD), 429, "RATE_LIMITED");
    // Other accounts are not affected.
    const other = await account();
    expect((await attempt("198.51.100.52", other.username, PASSWORD)).status).toBe(200);
  });

  it("per address: five failures from one address block it, whichever accounts they tried", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < 5; i++) {
      expectApiError(await attempt(ip, `guess-${i}`, "wrong password"), 401, "UNAUTHENTICATED");
    }
    const user = await account();
    const blocked = await attempt(ip, user.username, PASSWORD);
    expectApiError(blocked, 429, "RATE_LIMITED");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The same account from another address signs in.
    expect((await attempt("203.0.113.11", user.username, PASSWORD)).status).toBe(200);
  });

  it("unknown usernames count like wrong passwords (no difference to probe)", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < 5; i++) expectApiError(await attempt(ip, "no-such-user", "whatever1"), 401, "UNAUTHENTICATED");
    expectApiError(await attempt(ip, "no-such-user", "whatever1"), 429, "RATE_LIMITED");
  });

  it("a successful sign-in clears the account's counter", async () => {
    const user = await account();
    for (let i = 0; i < 4; i++) expectApiError(await attempt(`192.0.2.${i + 1}`, user.username, "wrong password"), 401, "UNAUTHENTICATED");
    expect((await attempt("192.0.2.10", user.username, PASSWORD)).status).toBe(200);
    // Four more failures are allowed again before the limit.
    for (let i = 0; i < 4; i++) expectApiError(await attempt(`192.0.2.${i + 20}`, user.username, "wrong password"), 401, "UNAUTHENTICATED");
    expect((await attempt("192.0.2.30", user.username, PASSWORD)).status).toBe(200);
  });

  it("never locks out for good: once the window has passed, sign-in works again", async () => {
    const user = await account();
    for (let i = 0; i < 6; i++) await attempt("192.0.2.99", user.username, "wrong password");
    expectApiError(await attempt("192.0.2.99", user.username, PASSWORD), 429, "RATE_LIMITED");
    // Fifteen minutes later (the counters' windows end).
    await ctx.database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await attempt("192.0.2.99", user.username, PASSWORD)).status).toBe(200);
  });

  it("429 answers are translated", async () => {
    const user = await account();
    for (let i = 0; i < 5; i++) await attempt("192.0.2.150", user.username, "wrong password");
    const browser = agent(app);
    const { csrfToken } = (await browser.get("/api/csrf-token").set("X-Forwarded-For", "192.0.2.150")).body as { csrfToken: string };
    const res = await browser
      .post("/api/login")
      .set("X-Forwarded-For", "192.0.2.150")
      .set("X-CSRF-Token", csrfToken)
      .set("X-Language", "ar")
      .send({ username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
    expectApiError(res, 429, "RATE_LIMITED");
    expect((res.body as { message: string }).message).toBe(catalogs.ar["auth.login.throttled"]);
  });
});
