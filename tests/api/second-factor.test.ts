import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, passkeys, recoveryCodes, signInChallenges, users, userTotp } from "#db/schema";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { purgeExpiredSignInChallenges } from "~/features/auth/second-factor/purge-expired-sign-in-challenges.server";
import { hashRecoveryCode } from "~/features/auth/second-factor/recovery-codes.server";
import { totpCodeAt } from "~/features/auth/second-factor/totp.server";
import { catalogs } from "~/message-catalogs";
import { requestContext, type RequestContext } from "~/lib/request-context";
import { loader as adminLoader } from "~/routes/admin";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, type UserRow } from "../support/factories";
import { SoftwareAuthenticator } from "../support/software-authenticator";
import { agent, agentCookie, createTestApp, csrf, setAgentCookie, type TestAgent, type TestApp } from "../support/test-app";

const PASSWORD = "the right password";
const STEP_MS = 30_000;
/** The sign-in challenge's cookie over plain http (`__Host-sfa` on https). */
const SFA = "sfa";
/** The host the passkey tests reach the site at: browsers refuse an IP address as a relying party. */
const SITE_HOST = "localhost:3000";
const SITE_ORIGIN = `http://${SITE_HOST}`;

type Body = Record<string, unknown>;

/**
 * The second factor (decision 038) over HTTP, on both databases: the
 * authenticator app's set-up and its codes (one step of clock skew, no
 * replay), recovery codes (hashed, single use), passkeys through a software
 * authenticator, the sign-in challenge (cookie, expiry, single use, five
 * tries, the account's ceiling, audited), turning factors off with the
 * password, the administrators' requirement (the switch, the environment,
 * the API's 403 and the dashboard page's redirect) and an administrator
 * removing another account's factors.
 */
describe.each(backends)("second factor [$name]", (backend) => {
  let ctx: TestApp;
  let passwordHash: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const account = (role: "user" | "admin" = "user") => createUser(ctx.database.db, { passwordHash, role });

  /** A mutating call with the agent's CSRF token (fetched first: it follows the session). */
  const send = async (browser: TestAgent, method: "post" | "put" | "delete", url: string, body: Body = {}, host?: string) => {
    const token = await csrf(browser);
    const request = browser[method](url).set("X-CSRF-Token", token);
    if (host) request.set("Host", host);
    return request.send(body);
  };
  const login = (browser: TestAgent, user: UserRow, password = PASSWORD) => send(browser, "post", "/api/login", { username: user.username, password, recaptchaToken: MATH_CHECK_MARKER });

  /** A browser signed in with the password alone (the account has no factor yet). */
  const signedIn = async (user: UserRow) => {
    const browser = agent(ctx.app);
    const res = await login(browser, user);
    expect(res.status, res.text).toBe(200);
    expect((res.body as Body).username).toBe(user.username);
    return browser;
  };

  /** Turns the app on for a signed-in browser; returns the secret and the recovery codes shown once. */
  const turnOnApp = async (browser: TestAgent) => {
    const started = await send(browser, "post", "/api/profile/second-factor/totp");
    expect(started.status, started.text).toBe(200);
    const { secret, uri, qr } = started.body as { secret: string; uri: string; qr: { size: number; path: string } };
    const confirmed = await send(browser, "post", "/api/profile/second-factor/totp/confirm", { code: totpCodeAt(secret, new Date()) });
    expect(confirmed.status, confirmed.text).toBe(200);
    const body = confirmed.body as { status: { totp: boolean; recoveryCodesLeft: number }; recoveryCodes?: string[] };
    return { secret, uri, qr, status: body.status, recoveryCodes: body.recoveryCodes ?? [] };
  };

  const accountWithApp = async (role: "user" | "admin" = "user") => {
    const user = await account(role);
    const browser = await signedIn(user);
    return { user, browser, ...(await turnOnApp(browser)) };
  };

  /** The password step of an account with a factor: a challenge, no session. */
  const challenged = async (user: UserRow, host?: string) => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    const request = browser.post("/api/login").set("X-CSRF-Token", token);
    if (host) request.set("Host", host);
    const res = await request.send({ username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
    expect(res.status, res.text).toBe(200);
    return { browser, res };
  };
  const answer = (browser: TestAgent, body: Body, host?: string) => send(browser, "post", "/api/login/second-factor", body, host);

  const auditOf = (userId: number, action: string) =>
    ctx.database.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(userId))))
      .orderBy(auditLog.id);

  /** Fakes only the clock (the database and the sockets keep their timers). */
  const freezeAt = (instant: Date) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(instant);
  };

  it("an account without a second factor signs in with its password alone, as before", async () => {
    const user = await account();
    const browser = agent(ctx.app);
    const res = await login(browser, user);
    expect(res.body).toMatchObject({ id: user.id, username: user.username });
    expect(agentCookie(browser, SFA)).toBeUndefined();
    expect((await browser.get("/api/user")).status).toBe(200);
  });

  it("setting up the app: a secret, its otpauth address and QR code, turned on only by a code from it; ten recovery codes shown once and stored hashed; audited", async () => {
    const user = await account();
    const browser = await signedIn(user);
    expect((await browser.get("/api/profile/second-factor")).body).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, required: false });

    const started = await send(browser, "post", "/api/profile/second-factor/totp");
    const { secret, uri, qr } = started.body as { secret: string; uri: string; qr: { size: number; path: string } };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/${encodeURIComponent("Sanad Executive Partners")}:${user.username}?issuer=${encodeURIComponent("Sanad Executive Partners")}&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qr.size).toBeGreaterThan(20);
    expect(qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);

    // Not on until confirmed: the password alone still signs in.
    expect((await login(agent(ctx.app), user)).body).toMatchObject({ username: user.username });
    const wrong = await send(browser, "post", "/api/profile/second-factor/totp/confirm", { code: "000000" === totpCodeAt(secret, new Date()) ? "111111" : "000000" });
    expectApiError(wrong, 400, "VALIDATION");
    expect((wrong.body as { errors: Body }).errors.code).toBe(catalogs.en["auth.secondFactor.wrong.totp"]);
    expectApiError(await send(browser, "post", "/api/profile/second-factor/totp/confirm", { code: "12345" }), 400, "VALIDATION");

    const confirmed = await send(browser, "post", "/api/profile/second-factor/totp/confirm", { code: totpCodeAt(secret, new Date()) });
    expect(confirmed.status, confirmed.text).toBe(200);
    const { status, recoveryCodes: codes } = confirmed.body as { status: Body; recoveryCodes: string[] };
    expect(status).toEqual({ totp: true, passkeys: [], recoveryCodesLeft: 10, required: false });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const stored = await ctx.database.db.select({ codeHash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map((code) => hashRecoveryCode(code)).sort());
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace("-", "")))).toBe(false);
    }
    // Shown once: reading the status again never answers them.
    expect(JSON.stringify((await browser.get("/api/profile/second-factor")).body)).not.toContain(codes[0]);
    expect(await auditOf(user.id, "second_factor.enable")).toEqual([{ actorId: user.id, details: { method: "totp" } }]);
    // A second set-up while it is on is refused.
    expectApiError(await send(browser, "post", "/api/profile/second-factor/totp"), 409, "CONFLICT");
  });

  it("the password step of an account with the app: no session, a short-lived httpOnly challenge cookie and the ways to answer it", async () => {
    const { user } = await accountWithApp();
    const { browser, res } = await challenged(user);
    expect(res.body).toEqual({ secondFactor: { methods: ["totp", "recovery_code"] } });
    const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    expect(setCookie.find((c) => /^sid=/.test(c))).toBeUndefined();
    const sfa = setCookie.find((c) => c.startsWith(`${SFA}=`));
    expect(sfa).toMatch(/HttpOnly/i);
    expect(sfa).toMatch(/Max-Age=600/);
    expect(sfa).toMatch(/SameSite=Lax/i);
    expect((await browser.get("/api/user")).status).toBe(401);
    const [row] = await ctx.database.db.select().from(signInChallenges).where(eq(signInChallenges.userId, user.id));
    expect(row.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row.id).not.toBe(agentCookie(browser, SFA));
  });

  it("app codes: one step of clock skew either way is accepted, two steps are refused, and no code is accepted twice", async () => {
    const { user, secret } = await accountWithApp();
    // Ten steps ahead of the set-up's own code, in the middle of a step.
    const now = new Date((Math.floor(Date.now() / STEP_MS) + 10) * STEP_MS + 15_000);
    freezeAt(now);
    const codeAt = (steps: number) => totpCodeAt(secret, new Date(now.getTime() + steps * STEP_MS));
    const signInWith = async (code: string) => {
      const { browser } = await challenged(user);
      return { browser, res: await answer(browser, { code }) };
    };

    for (const steps of [-2, 2]) {
      const { res } = await signInWith(codeAt(steps));
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Body }).errors.code).toBe(catalogs.en["auth.secondFactor.wrong.totp"]);
    }
    const behind = await signInWith(codeAt(-1));
    expect(behind.res.status, behind.res.text).toBe(200);
    expect(behind.res.body).toMatchObject({ id: user.id, username: user.username });
    expect(agentCookie(behind.browser, SFA)).toBeUndefined();
    expect((await behind.browser.get("/api/user")).status).toBe(200);

    // The same code again, from another sign-in: refused.
    expectApiError((await signInWith(codeAt(-1))).res, 400, "VALIDATION");
    expect((await signInWith(codeAt(0))).res.status).toBe(200);
    expect((await signInWith(codeAt(1))).res.status).toBe(200);
    // Once a later step is used, the earlier ones are spent too.
    expectApiError((await signInWith(codeAt(0))).res, 400, "VALIDATION");
    expectApiError((await signInWith(codeAt(1))).res, 400, "VALIDATION");
    const [app] = await ctx.database.db.select({ lastUsedStep: userTotp.lastUsedStep }).from(userTotp).where(eq(userTotp.userId, user.id));
    expect(app.lastUsedStep).toBe(Math.floor(now.getTime() / STEP_MS) + 1);
  });

  it("recovery codes: typed in any case with spaces, each signs in once; the status counts what is left", async () => {
    const { user, browser: owner, recoveryCodes: codes } = await accountWithApp();
    const first = await challenged(user);
    const typed = ` ${codes[0].toUpperCase().replace("-", " - ")} `;
    const ok = await answer(first.browser, { recoveryCode: typed });
    expect(ok.status, ok.text).toBe(200);
    expect((await first.browser.get("/api/user")).status).toBe(200);

    const again = await challenged(user);
    const refused = await answer(again.browser, { recoveryCode: codes[0] });
    expectApiError(refused, 400, "VALIDATION");
    expect((refused.body as { errors: Body }).errors.recoveryCode).toBe(catalogs.en["auth.secondFactor.wrong.recovery_code"]);
    const [spent] = await ctx.database.db
      .select({ usedAt: recoveryCodes.usedAt })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashRecoveryCode(codes[0]))));
    expect(spent.usedAt).toBeInstanceOf(Date);
    expect(((await owner.get("/api/profile/second-factor")).body as Body).recoveryCodesLeft).toBe(9);

    // Another code on the same challenge (one wrong answer does not end it).
    expect((await answer(again.browser, { recoveryCode: codes[1] })).status).toBe(200);
  });

  it("new recovery codes void the old ones at once; audited", async () => {
    const { user, browser, recoveryCodes: old } = await accountWithApp();
    const made = await send(browser, "post", "/api/profile/second-factor/recovery-codes");
    expect(made.status, made.text).toBe(200);
    const fresh = (made.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    const { browser: signingIn } = await challenged(user);
    expectApiError(await answer(signingIn, { recoveryCode: old[0] }), 400, "VALIDATION");
    expect((await answer(signingIn, { recoveryCode: fresh[0] })).status).toBe(200);
    expect(await auditOf(user.id, "second_factor.recovery_codes")).toEqual([{ actorId: user.id, details: { count: 10 } }]);
    // Without a factor there are none to make.
    const plain = await signedIn(await account());
    expectApiError(await send(plain, "post", "/api/profile/second-factor/recovery-codes"), 409, "CONFLICT");
  });

  it("throttling: the fifth wrong answer ends the challenge; ten in the window refuse the account even the right code; every refusal is audited", async () => {
    const { user, secret } = await accountWithApp();
    const now = new Date((Math.floor(Date.now() / STEP_MS) + 10) * STEP_MS + 15_000);
    freezeAt(now);
    const wrongCode = totpCodeAt(secret, new Date(now.getTime() + 5 * STEP_MS));

    for (let round = 0; round < 2; round++) {
      const { browser } = await challenged(user);
      for (let i = 1; i < 5; i++) expectApiError(await answer(browser, { code: wrongCode }), 400, "VALIDATION");
      const fifth = await answer(browser, { code: wrongCode });
      expectApiError(fifth, 401, "UNAUTHENTICATED");
      expect((fifth.body as Body).message).toBe(catalogs.en["auth.secondFactor.tooManyAttempts"]);
      expect(agentCookie(browser, SFA)).toBeUndefined();
    }
    expect(await ctx.database.db.select().from(signInChallenges).where(eq(signInChallenges.userId, user.id))).toEqual([]);

    const { browser } = await challenged(user);
    const blocked = await answer(browser, { code: totpCodeAt(secret, now) });
    expectApiError(blocked, 429, "RATE_LIMITED");
    expect((blocked.body as Body).message).toBe(catalogs.en["auth.secondFactor.throttled"]);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    const reasons = (await auditOf(user.id, "auth.second_factor_failed")).map((entry) => entry.details);
    const round = [...Array(4).fill({ username: user.username, method: "totp", reason: "invalid" }), { username: user.username, method: "totp", reason: "attempts_exhausted" }];
    expect(reasons).toEqual([...round, ...round, { username: user.username, method: "totp", reason: "throttled" }]);
    const [entry] = await ctx.database.db.select({ actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.action, "auth.second_factor_failed")).limit(1);
    expect(entry.actorId).toBeNull();
  });

  it("the challenge lasts ten minutes and is used once; without one the second step answers 401", async () => {
    const { user, secret } = await accountWithApp();
    const start = new Date((Math.floor(Date.now() / STEP_MS) + 10) * STEP_MS + 1_000);
    freezeAt(start);
    const late = await challenged(user);
    vi.setSystemTime(new Date(start.getTime() + 10 * 60_000 + 1_000));
    const expired = await answer(late.browser, { code: totpCodeAt(secret, new Date()) });
    expectApiError(expired, 401, "UNAUTHENTICATED");
    expect((expired.body as Body).message).toBe(catalogs.en["auth.secondFactor.expired"]);
    expect(agentCookie(late.browser, SFA)).toBeUndefined();

    const { browser } = await challenged(user);
    const token = agentCookie(browser, SFA)!;
    expect((await answer(browser, { code: totpCodeAt(secret, new Date()) })).status).toBe(200);
    setAgentCookie(browser, SFA, token);
    vi.setSystemTime(new Date(Date.now() + STEP_MS));
    expectApiError(await answer(browser, { code: totpCodeAt(secret, new Date()) }), 401, "UNAUTHENTICATED");

    expectApiError(await answer(agent(ctx.app), { code: "123456" }), 401, "UNAUTHENTICATED");
    expectApiError(await answer(browser, { code: "123456", recoveryCode: "abcde-fghjk" }), 400, "VALIDATION");
    expectApiError(await browser.post("/api/login/second-factor").send({ code: "123456" }), 403, "CSRF_INVALID");
  });

  it("sign-ins that never got their second step are purged once expired (the hourly housekeeping)", async () => {
    const { user } = await accountWithApp();
    await challenged(user);
    const later = new Date(Date.now() + 10 * 60_000 + 1_000);
    expect(await purgeExpiredSignInChallenges(ctx.database.db, new Date())).toBe(0);
    expect(await purgeExpiredSignInChallenges(ctx.database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.db.select().from(signInChallenges).where(eq(signInChallenges.userId, user.id))).toEqual([]);
  });

  it("turning the app off asks for the password again; without a factor the codes go too and the password alone signs in; audited", async () => {
    const { user, browser } = await accountWithApp();
    const wrong = await send(browser, "delete", "/api/profile/second-factor/totp", { password: "not the password" });
    expectApiError(wrong, 400, "VALIDATION");
    expect((wrong.body as { errors: Body }).errors.password).toBe(catalogs.en["auth.secondFactor.password.incorrect"]);
    expectApiError(await send(browser, "delete", "/api/profile/second-factor/totp", {}), 400, "VALIDATION");

    const off = await send(browser, "delete", "/api/profile/second-factor/totp", { password: PASSWORD });
    expect(off.status, off.text).toBe(200);
    expect((off.body as { status: Body }).status).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, required: false });
    expect(await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(await auditOf(user.id, "second_factor.disable")).toEqual([{ actorId: user.id, details: { method: "totp" } }]);
    expect((await login(agent(ctx.app), user)).body).toMatchObject({ username: user.username });
    expectApiError(await send(browser, "delete", "/api/profile/second-factor/totp", { password: PASSWORD }), 404, "NOT_FOUND");
  });

  it("the section's calls need a session, and every change the CSRF token", async () => {
    const anonymous = agent(ctx.app);
    expectApiError(await anonymous.get("/api/profile/second-factor"), 401, "UNAUTHENTICATED");
    expectApiError(await send(anonymous, "post", "/api/profile/second-factor/totp"), 401, "UNAUTHENTICATED");
    const browser = await signedIn(await account());
    expectApiError(await browser.post("/api/profile/second-factor/totp").send({}), 403, "CSRF_INVALID");
  });

  describe("passkeys, through a software authenticator", () => {
    const addPasskey = async (browser: TestAgent, authenticator: SoftwareAuthenticator, name = "Work laptop") => {
      const options = await send(browser, "post", "/api/profile/second-factor/passkeys/options", {}, SITE_HOST);
      expect(options.status, options.text).toBe(200);
      const creation = options.body as { challenge: string; rp: { id: string; name: string }; user: { name: string }; excludeCredentials: { id: string }[] };
      return { creation, res: await send(browser, "post", "/api/profile/second-factor/passkeys", { name, response: authenticator.register(creation) }, SITE_HOST) };
    };

    it("added under a name (the site as localhost, the account's first codes), used as the second step, its counter kept; removed with the password", async () => {
      const user = await account();
      const browser = await signedIn(user);
      const key = new SoftwareAuthenticator(SITE_ORIGIN);
      const { creation, res } = await addPasskey(browser, key);
      expect(creation.rp).toEqual({ id: "localhost", name: "Sanad Executive Partners" });
      expect(creation.user.name).toBe(user.username);
      expect(res.status, res.text).toBe(201);
      const added = res.body as { status: { passkeys: { id: string; name: string; lastUsedAt: string | null }[]; recoveryCodesLeft: number }; recoveryCodes: string[] };
      expect(added.status.passkeys).toEqual([expect.objectContaining({ id: key.id, name: "Work laptop", lastUsedAt: null })]);
      expect(added.recoveryCodes).toHaveLength(10);
      expect(await auditOf(user.id, "second_factor.enable")).toEqual([{ actorId: user.id, details: { method: "passkey" } }]);

      // The same authenticator again is refused (and left out of the next options).
      const again = await addPasskey(browser, key, "Same one");
      expect(again.creation.excludeCredentials.map((c) => c.id)).toEqual([key.id]);
      expectApiError(again.res, 409, "CONFLICT");

      const { browser: signingIn, res: prompt } = await challenged(user, SITE_HOST);
      expect(prompt.body).toEqual({ secondFactor: { methods: ["passkey", "recovery_code"] } });
      const options = await send(signingIn, "post", "/api/login/second-factor/passkey-options", {}, SITE_HOST);
      expect(options.status, options.text).toBe(200);
      const request = options.body as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
      expect(request.rpId).toBe("localhost");
      expect(request.allowCredentials.map((c) => c.id)).toEqual([key.id]);

      // Another site's origin, or another account's key, is a wrong answer.
      expectApiError(await answer(signingIn, { passkey: key.assert(request, { origin: "http://evil.example" }) }, SITE_HOST), 400, "VALIDATION");
      expectApiError(await answer(signingIn, { passkey: new SoftwareAuthenticator(SITE_ORIGIN).assert(request) }, SITE_HOST), 400, "VALIDATION");
      const ok = await answer(signingIn, { passkey: key.assert(request) }, SITE_HOST);
      expect(ok.status, ok.text).toBe(200);
      expect((await signingIn.get("/api/user")).status).toBe(200);
      const [stored] = await ctx.database.db.select({ counter: passkeys.counter, lastUsedAt: passkeys.lastUsedAt }).from(passkeys).where(eq(passkeys.id, key.id));
      expect(stored.counter).toBeGreaterThan(0);
      expect(stored.lastUsedAt).toBeInstanceOf(Date);

      // A counter gone backwards (a cloned authenticator) is refused.
      const { browser: cloned } = await challenged(user, SITE_HOST);
      const clonedRequest = (await send(cloned, "post", "/api/login/second-factor/passkey-options", {}, SITE_HOST)).body as { challenge: string; rpId: string };
      expectApiError(await answer(cloned, { passkey: key.assert(clonedRequest, { counter: 1 }) }, SITE_HOST), 400, "VALIDATION");

      expectApiError(await send(browser, "delete", `/api/profile/second-factor/passkeys/${key.id}`, { password: "wrong" }), 400, "VALIDATION");
      const removed = await send(browser, "delete", `/api/profile/second-factor/passkeys/${key.id}`, { password: PASSWORD });
      expect(removed.status, removed.text).toBe(200);
      expect((removed.body as { status: Body }).status).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, required: false });
      expect(await auditOf(user.id, "second_factor.disable")).toEqual([{ actorId: user.id, details: { method: "passkey" } }]);
    });

    it("a creation answer for another site, or one not made from this session's options, is refused", async () => {
      const user = await account();
      const browser = await signedIn(user);
      const key = new SoftwareAuthenticator(SITE_ORIGIN);
      const options = (await send(browser, "post", "/api/profile/second-factor/passkeys/options", {}, SITE_HOST)).body as { challenge: string; rp: { id: string } };
      const post = (response: unknown) => send(browser, "post", "/api/profile/second-factor/passkeys", { name: "Key", response }, SITE_HOST);
      expectApiError(await post(key.register(options, { origin: "http://evil.example" })), 400, "VALIDATION");
      expectApiError(await post(key.register(options, { challenge: Buffer.from("made up").toString("base64url") })), 400, "VALIDATION");
      // Another session of the same account cannot use these options.
      const other = await signedIn(user);
      expectApiError(await send(other, "post", "/api/profile/second-factor/passkeys", { name: "Key", response: key.register(options) }, SITE_HOST), 400, "VALIDATION");
      expectApiError(await send(browser, "post", "/api/profile/second-factor/passkeys", { name: " ", response: key.register(options) }, SITE_HOST), 400, "VALIDATION");
      expect(await ctx.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    });
  });

  describe("required for administrators", () => {
    const requirement = (browser: TestAgent) => browser.get("/api/admin/second-factor-required");
    const setRequired = (browser: TestAgent, required: boolean) => send(browser, "put", "/api/admin/second-factor-required", { required });
    const adminPage = async (user: UserRow, lang: "en" | "ar" = "en") => {
      const context = new RouterContextProvider();
      const sessionUser = { id: user.id, username: user.username, role: user.role, fullName: user.fullName, email: user.email, isProtected: user.isProtected };
      context.set(requestContext, { user: sessionUser, lang, db: ctx.database.db, config: ctx.config } as unknown as RequestContext);
      const url = new URL(`http://localhost:3000${lang === "ar" ? "/ar" : ""}/admin?tab=users`);
      try {
        await adminLoader({ context, url, request: new Request(url), params: {} } as unknown as Parameters<typeof adminLoader>[0]);
        return null;
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
        throw thrown;
      }
    };

    it("the switch: administrators only, off by default, turned on only by one with a factor; then an administrator without one gets 403 from every /api/admin call and the dashboard page sends them to set one up, until they have one; audited", async () => {
      const plainAdmin = await account("admin");
      const plainBrowser = await signedIn(plainAdmin);
      const member = await signedIn(await account());
      expectApiError(await requirement(member), 403, "FORBIDDEN");
      expectApiError(await setRequired(member, true), 403, "FORBIDDEN");
      expect((await requirement(plainBrowser)).body).toEqual({ required: false, forcedByServer: false, ownFactor: false });
      const refused = await setRequired(plainBrowser, true);
      expectApiError(refused, 403, "FORBIDDEN");
      expect((refused.body as Body).message).toBe(catalogs.en["auth.secondFactor.requirement.ownFirst"]);

      const { user: secured, browser: securedBrowser } = await accountWithApp("admin");
      try {
        expect((await setRequired(securedBrowser, true)).body).toEqual({ required: true, forcedByServer: false, ownFactor: true });
        const switched = await ctx.database.db
          .select({ actorId: auditLog.actorId, details: auditLog.details })
          .from(auditLog)
          .where(eq(auditLog.action, "setting.second_factor_required"));
        expect(switched).toEqual([{ actorId: secured.id, details: { required: true } }]);

        // The administrator without a factor: every administrators' call, in the reader's language.
        const en = await plainBrowser.get("/api/admin/users");
        expectApiError(en, 403, "SECOND_FACTOR_REQUIRED");
        expect((en.body as Body).message).toBe(catalogs.en["auth.secondFactor.requiredError"]);
        const ar = await plainBrowser.get("/api/admin/users").set("X-Language", "ar");
        expect((ar.body as Body).message).toBe(catalogs.ar["auth.secondFactor.requiredError"]);
        expectApiError(await send(plainBrowser, "post", "/api/admin/users", { username: "not.made", password: "long enough 1" }), 403, "SECOND_FACTOR_REQUIRED");
        expect(await adminPage(plainAdmin)).toEqual({ status: 302, location: `/second-factor?redirectTo=${encodeURIComponent("/admin?tab=users")}` });
        expect(await adminPage(plainAdmin, "ar")).toEqual({ status: 302, location: `/ar/second-factor?redirectTo=${encodeURIComponent("/ar/admin?tab=users")}` });
        // Their profile still works, and says it is required.
        expect(((await plainBrowser.get("/api/profile/second-factor")).body as Body).required).toBe(true);
        // Members, and administrators with a factor, are not affected.
        expect((await member.get("/api/profile/second-factor")).status).toBe(200);
        expect((await securedBrowser.get("/api/admin/users")).status).toBe(200);
        expect(await adminPage(secured)).toBeNull();

        await turnOnApp(plainBrowser);
        expect((await plainBrowser.get("/api/admin/users")).status).toBe(200);
        expect(await adminPage(plainAdmin)).toBeNull();
      } finally {
        expect((await setRequired(securedBrowser, false)).body).toEqual({ required: false, forcedByServer: false, ownFactor: true });
      }
      const states = await ctx.database.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, "setting.second_factor_required"));
      expect(states.map((s) => s.details)).toEqual([{ required: true }, { required: false }]);
      expectApiError(await send(securedBrowser, "put", "/api/admin/second-factor-required", { required: "yes" }), 400, "VALIDATION");
    });

    it("REQUIRE_ADMIN_SECOND_FACTOR=true forces it on: the switch shows it set by the server and cannot turn it off", async () => {
      const forced = ctx.rebuild(undefined, { REQUIRE_ADMIN_SECOND_FACTOR: true });
      const admin = await account("admin");
      const browser = agent(forced);
      expect((await login(browser, admin)).status).toBe(200);
      expectApiError(await browser.get("/api/admin/users"), 403, "SECOND_FACTOR_REQUIRED");
      await turnOnApp(browser);
      expect((await requirement(browser)).body).toEqual({ required: true, forcedByServer: true, ownFactor: true });
      const off = await setRequired(browser, false);
      expectApiError(off, 409, "CONFLICT");
      expect((off.body as Body).message).toBe(catalogs.en["auth.secondFactor.requirement.forced"]);
      // The app's own switch is still off.
      expect((await requirement(agent(ctx.app))).status).toBe(401);
    });
  });

  describe("an administrator removes another account's second factor", () => {
    it("every factor and code goes, the account signs in with its password, audited; members cannot; unknown accounts 404", async () => {
      const { user: holder } = await accountWithApp();
      const key = new SoftwareAuthenticator(SITE_ORIGIN);
      await ctx.database.db.insert(passkeys).values({ id: key.id, userId: holder.id, publicKey: "x", name: "Lost phone" });
      const admin = await account("admin");
      const adminBrowser = await signedIn(admin);
      const member = await signedIn(await account());

      const listed = async () =>
        ((await adminBrowser.get(`/api/admin/users?search=${holder.username}`).expect(200)).body as { users: { id: number; secondFactor: boolean }[] }).users.find((u) => u.id === holder.id)?.secondFactor;
      expect(await listed()).toBe(true);
      expectApiError(await send(member, "delete", `/api/admin/users/${holder.id}/second-factor`), 403, "FORBIDDEN");
      expectApiError(await send(adminBrowser, "delete", "/api/admin/users/999999/second-factor"), 404, "NOT_FOUND");
      const reset = await send(adminBrowser, "delete", `/api/admin/users/${holder.id}/second-factor`);
      expect(reset.status, reset.text).toBe(200);
      expect(reset.body).toEqual({ removed: true });
      for (const table of [userTotp, passkeys, recoveryCodes]) {
        expect(await ctx.database.db.select().from(table).where(eq(table.userId, holder.id))).toEqual([]);
      }
      expect(await auditOf(holder.id, "second_factor.reset")).toEqual([{ actorId: admin.id, details: { username: holder.username } }]);
      expect(await listed()).toBe(false);
      expect((await login(agent(ctx.app), holder)).body).toMatchObject({ username: holder.username });
      // Nothing left: nothing more to record.
      expect((await send(adminBrowser, "delete", `/api/admin/users/${holder.id}/second-factor`)).body).toEqual({ removed: false });
      expect(await auditOf(holder.id, "second_factor.reset")).toHaveLength(1);
      const [stillThere] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, holder.id));
      expect(stillThere.id).toBe(holder.id);
    });
  });
});
