import { sql } from "drizzle-orm";
import type { Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "#db/schema";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { SIGN_IN_ACCOUNT_CEILING, SIGN_IN_ADDRESS_LIMIT, SIGN_IN_FAILURE_LIMIT } from "~/features/auth/sign-in-with-password.server";
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

  it("per account at an address: five failures answer 401, the sixth attempt 429 with Retry-After, even with the right password", async () => {
    const user = await account();
    const ip = "198.51.100.7";
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) expectApiError(await attempt(ip, user.username, "wrong password"), 401, "UNAUTHENTICATED");
    const blocked = await attempt(ip, user.username, PASSWORD);
    expectApiError(blocked, 429, "RATE_LIMITED");
    expect((blocked.body as { message: string }).message).toBe(catalogs.en["auth.login.throttled"]);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    // The typed case does not matter: it is the same account.
    expectApiError(await attempt(ip, user.username.toUpperCase(), PASSWORD), 429, "RATE_LIMITED");
    // Other accounts from the same address are not affected (the address is far from its own limit).
    const other = await account();
    expect((await attempt(ip, other.username, PASSWORD)).status).toBe(200);
  });

  it("someone guessing from elsewhere cannot lock the real user out", async () => {
    const user = await account();
    // An attacker at one address: blocked after five.
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT + 5; i++) await attempt("203.0.113.66", user.username, "wrong password");
    expectApiError(await attempt("203.0.113.66", user.username, PASSWORD), 429, "RATE_LIMITED");
    // The user, at their own address, signs in.
    expect((await attempt("198.51.100.200", user.username, PASSWORD)).status).toBe(200);
  });

  it("per address: an address trying many accounts is blocked after its own limit, whichever accounts it tried", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < SIGN_IN_ADDRESS_LIMIT; i++) {
      expectApiError(await attempt(ip, `guess-${i}`, "wrong password"), 401, "UNAUTHENTICATED");
    }
    const user = await account();
    const blocked = await attempt(ip, user.username, PASSWORD);
    expectApiError(blocked, 429, "RATE_LIMITED");
    expect((blocked.body as { message: string }).message).toBe(catalogs.en["auth.login.throttled"]);
    // The same account from another address signs in.
    expect((await attempt("203.0.113.11", user.username, PASSWORD)).status).toBe(200);
  });

  it("per account: guessing spread over many addresses meets a larger ceiling, with the same answer", async () => {
    const user = await account();
    for (let i = 0; i < SIGN_IN_ACCOUNT_CEILING; i++) {
      expectApiError(await attempt(`10.20.${Math.floor(i / 4)}.${i % 4}`, user.username, "wrong password"), 401, "UNAUTHENTICATED");
    }
    const blocked = await attempt("198.51.100.250", user.username, PASSWORD);
    expectApiError(blocked, 429, "RATE_LIMITED");
    expect((blocked.body as { message: string }).message).toBe(catalogs.en["auth.login.throttled"]);
  });

  it("unknown usernames count like wrong passwords (no difference to probe)", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < 5; i++) expectApiError(await attempt(ip, "no-such-user", "whatever1"), 401, "UNAUTHENTICATED");
    expectApiError(await attempt(ip, "no-such-user", "whatever1"), 429, "RATE_LIMITED");
  });

  it("a successful sign-in clears the account's counter at that address", async () => {
    const user = await account();
    for (let i = 0; i < 4; i++) expectApiError(await attempt("192.0.2.1", user.username, "wrong password"), 401, "UNAUTHENTICATED");
    expect((await attempt("192.0.2.1", user.username, PASSWORD)).status).toBe(200);
    // Four more failures are allowed again before the limit.
    for (let i = 0; i < 4; i++) expectApiError(await attempt("192.0.2.1", user.username, "wrong password"), 401, "UNAUTHENTICATED");
    expect((await attempt("192.0.2.1", user.username, PASSWORD)).status).toBe(200);
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
