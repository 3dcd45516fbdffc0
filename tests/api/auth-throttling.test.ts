import { and, eq, like, sql } from "drizzle-orm";
import type { Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, outgoingMail, rateLimits } from "#db/schema";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { ACCOUNT_ATTACK_MAIL_KIND } from "~/features/auth/alert-account-under-attack.server";
import { SIGN_IN_ACCOUNT_CEILING, SIGN_IN_ADDRESS_LIMIT, SIGN_IN_FAILURE_LIMIT, signInKeys } from "~/features/auth/sign-in-with-password.server";
import { hashPassword } from "~/features/auth/password.server";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser } from "../support/factories";
import { agent, createTestApp, type TestApp } from "../support/test-app";

const PASSWORD = "the right password";
const WINDOW_SECONDS = 15 * 60;
const NOTIFY_EMAIL = "alerts@firm.example.sa";

describe.each(backends)("sign-in throttling [$name]", (backend) => {
  let ctx: TestApp;
  /** Behind a trusted proxy, so each test can choose the caller's address. */
  let app: Express;
  /** The same, without NOTIFY_EMAIL. */
  let quietApp: Express;
  let passwordHash: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    app = ctx.rebuild(undefined, { TRUST_PROXY: true, NOTIFY_EMAIL });
    quietApp = ctx.rebuild(undefined, { TRUST_PROXY: true, NOTIFY_EMAIL: undefined });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  const attempt = async (ip: string, username: string, password: string, on: Express = app) => {
    const browser = agent(on);
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

  const attackEntries = (userId: number) =>
    ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, "auth.account_under_attack"), eq(auditLog.targetId, String(userId))));
  const attackMails = (userId: number) => ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `${ACCOUNT_ATTACK_MAIL_KIND}:${userId}`));
  /** The account's count from all addresses set just below the ceiling, as if many addresses had failed. */
  const nearCeiling = (username: string, failures = SIGN_IN_ACCOUNT_CEILING - 1) =>
    ctx.database.db.insert(rateLimits).values({ key: signInKeys.account(username), count: failures, resetAt: new Date(Date.now() + WINDOW_SECONDS * 1000) });

  it("per account: guessing spread over many addresses meets a ceiling; past it, addresses that failed are refused, the rightful user at a fresh address signs in", async () => {
    // Issue 21 item 4: before, the rightful user's correct password from a fresh address answered 429 here.
    const user = await account();
    const attackers = Array.from({ length: SIGN_IN_ACCOUNT_CEILING }, (_, i) => `10.20.${Math.floor(i / 4)}.${i % 4}`);
    for (const ip of attackers) expectApiError(await attempt(ip, user.username, "wrong password"), 401, "UNAUTHENTICATED");
    // An attacking address is refused, whatever it sends, with the same answer as every limit.
    const blocked = await attempt(attackers[0], user.username, PASSWORD);
    expectApiError(blocked, 429, "RATE_LIMITED");
    expect((blocked.body as { message: string }).message).toBe(catalogs.en["auth.login.throttled"]);
    // A fresh address gets one try; once it has failed it is refused too.
    expectApiError(await attempt("192.0.2.77", user.username, "wrong password"), 401, "UNAUTHENTICATED");
    expectApiError(await attempt("192.0.2.77", user.username, "wrong password"), 429, "RATE_LIMITED");
    expectApiError(await attempt("192.0.2.77", user.username, PASSWORD), 429, "RATE_LIMITED");
    // The rightful user, at an address with no failures, signs in with the right password.
    const rightful = await attempt("198.51.100.250", user.username, PASSWORD);
    expect(rightful.status, rightful.text).toBe(200);
    // One incident, one alert.
    expect(await attackEntries(user.id)).toHaveLength(1);
    expect(await attackMails(user.id)).toHaveLength(1);
  });

  it("past the ceiling, an address that failed on another account is not fresh either; the per-address limits still hold", async () => {
    const user = await account();
    await nearCeiling(user.username, SIGN_IN_ACCOUNT_CEILING + 10);
    expectApiError(await attempt("192.0.2.88", "someone-else", "wrong password"), 401, "UNAUTHENTICATED");
    expectApiError(await attempt("192.0.2.88", user.username, PASSWORD), 429, "RATE_LIMITED");
    // Below the ceiling the tight limits are unchanged: five at an address, then 429 even with the right password.
    const other = await account();
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) expectApiError(await attempt("192.0.2.89", other.username, "wrong password"), 401, "UNAUTHENTICATED");
    expectApiError(await attempt("192.0.2.89", other.username, PASSWORD), 429, "RATE_LIMITED");
    expect((await attempt("192.0.2.90", user.username, PASSWORD)).status).toBe(200);
  });

  it("the alert: the failure that reaches the ceiling records one audit entry and queues one bilingual mail to NOTIFY_EMAIL; more failures in the window add none", async () => {
    const user = await account();
    await nearCeiling(user.username);
    expectApiError(await attempt("10.30.0.1", user.username, "wrong password"), 401, "UNAUTHENTICATED");
    for (let i = 2; i < 6; i++) expectApiError(await attempt(`10.30.0.${i}`, user.username, "wrong password"), 401, "UNAUTHENTICATED");

    const entries = await attackEntries(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      targetType: "user",
      address: "10.30.0.1",
      details: { username: user.username, failures: SIGN_IN_ACCOUNT_CEILING, windowMinutes: WINDOW_SECONDS / 60 },
    });
    const mails = await attackMails(user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe(NOTIFY_EMAIL);
    const en = catalogs.en["auth.attackMail.subject"].replace("{username}", user.username);
    const ar = catalogs.ar["auth.attackMail.subject"].replace("{username}", user.username);
    expect(mails[0].subject).toBe(`${en} | ${ar}`);
    expect(mails[0].textBody).toContain(catalogs.en["auth.attackMail.action"]);
    expect(mails[0].textBody).toContain(catalogs.ar["auth.attackMail.action"]);
    expect(mails[0].textBody).toContain("http://localhost:3000/admin?tab=audit");
    expect(mails[0].textBody).not.toContain(PASSWORD);
  });

  it("a new incident once the window has passed: another entry and another mail", async () => {
    const user = await account();
    await nearCeiling(user.username);
    expectApiError(await attempt("10.40.0.1", user.username, "wrong password"), 401, "UNAUTHENTICATED");
    // The window ends; the attack goes on.
    await ctx.database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, signInKeys.account(user.username)));
    for (let i = 0; i < SIGN_IN_ACCOUNT_CEILING; i++) {
      expectApiError(await attempt(`10.41.${Math.floor(i / 4)}.${i % 4}`, user.username, "wrong password"), 401, "UNAUTHENTICATED");
    }
    expect(await attackEntries(user.id)).toHaveLength(2);
    expect(await attackMails(user.id)).toHaveLength(2);
  });

  it("without NOTIFY_EMAIL the audit entry alone; an unknown name alerts nobody", async () => {
    const user = await account();
    await nearCeiling(user.username);
    expectApiError(await attempt("10.50.0.1", user.username, "wrong password", quietApp), 401, "UNAUTHENTICATED");
    expect(await attackEntries(user.id)).toHaveLength(1);
    expect(await attackMails(user.id)).toEqual([]);

    const allAlerts = async () => ({
      entries: (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.account_under_attack"))).length,
      mails: (await ctx.database.db.select().from(outgoingMail).where(like(outgoingMail.reference, `${ACCOUNT_ATTACK_MAIL_KIND}:%`))).length,
    });
    const before = await allAlerts();
    await nearCeiling("no-such-account-here");
    expectApiError(await attempt("10.50.0.2", "no-such-account-here", "wrong password"), 401, "UNAUTHENTICATED");
    expect(await allAlerts()).toEqual(before);
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
