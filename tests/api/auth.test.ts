import { eq } from "drizzle-orm";
import express, { type Express } from "express";
import request from "supertest";
import argon2 from "argon2";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimits, sessions, users } from "#db/schema";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, signIn } from "../support/factories";
import { agent, agentCookie, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const PASSWORD = "correct horse battery";
const MINUTE = 60_000;

/** Wraps the app so every response body can be checked for password hashes afterwards. */
function recordBodies(app: Express): { app: Express; bodies: string[] } {
  const bodies: string[] = [];
  const outer = express();
  outer.use((_req, res, next) => {
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      if (body !== undefined) bodies.push(Buffer.isBuffer(body) ? body.toString("utf8") : typeof body === "string" ? body : JSON.stringify(body));
      return send(body);
    }) as typeof res.send;
    next();
  });
  outer.use(app);
  return { app: outer, bodies };
}

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers["set-cookie"] as string[] | string | undefined) ?? []);
}

describe.each(backends)("accounts: sign-in, registration, sign-out [$name]", (backend) => {
  let ctx: TestApp;
  let app: Express;
  let bodies: string[];

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ app, bodies } = recordBodies(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  // Every request here comes from 127.0.0.1: start each test with clean sign-in counters.
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  const account = async (overrides: Partial<typeof users.$inferInsert> = {}) =>
    createUser(ctx.database.db, { passwordHash: await hashPassword(PASSWORD), ...overrides });

  const login = async (browser: TestAgent, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const token = await csrf(browser);
    return browser.post("/api/login").set("X-CSRF-Token", token).set(headers).send(body);
  };

  const sessionsOf = async (userId: number) => ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));

  describe("POST /api/login", () => {
    it("signs in: 200 with the user, a new HttpOnly session cookie with the session's lifetime", async () => {
      const user = await account({ username: "layla", fullName: "Layla Al-Harbi", email: "layla@example.sa" });
      const browser = agent(app);
      const res = await login(browser, { username: "layla", password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ id: user.id, username: "layla", role: "user", fullName: "Layla Al-Harbi", email: "layla@example.sa", isProtected: false });
      const cookie = setCookies(res).find((c) => c.startsWith("sid="));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(new RegExp(`Max-Age=${ctx.config.SESSION_MAX_AGE_HOURS * 3600}`));
      expect(await sessionsOf(user.id)).toHaveLength(1);

      const me = await browser.get("/api/user").expect(200);
      expect((me.body as { username: string }).username).toBe("layla");
    });

    it("accepts the username in another case and with spaces around it", async () => {
      await account({ username: "Faisal" });
      const res = await login(agent(app), { username: "  faisal ", password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
      expect(res.status, res.text).toBe(200);
      expect((res.body as { username: string }).username).toBe("Faisal");
    });

    it("gives a new session token on every sign-in and ends the browser's previous session", async () => {
      const first = await account();
      const second = await account();
      const browser = agent(app);
      await login(browser, { username: first.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER }).then((r) => expect(r.status).toBe(200));
      const firstToken = agentCookie(browser, "sid");
      expect(await sessionsOf(first.id)).toHaveLength(1);

      await login(browser, { username: second.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER }).then((r) => expect(r.status).toBe(200));
      expect(agentCookie(browser, "sid")).not.toBe(firstToken);
      expect(await sessionsOf(first.id)).toHaveLength(0);
      expect(((await browser.get("/api/user").expect(200)).body as { id: number }).id).toBe(second.id);
    });

    it("unknown user and wrong password get the same 401 answer, in the caller's language", async () => {
      const user = await account();
      const wrong = await login(agent(app), { username: user.username, password: "not the password", recaptchaToken: MATH_CHECK_MARKER });
      const unknown = await login(agent(app), { username: "nobody-here", password: "not the password", recaptchaToken: MATH_CHECK_MARKER });
      expectApiError(wrong, 401, "UNAUTHENTICATED");
      expectApiError(unknown, 401, "UNAUTHENTICATED");
      expect(unknown.body).toEqual(wrong.body);
      expect((wrong.body as { message: string }).message).toBe("Invalid username or password");
      expect(setCookies(wrong).some((c) => c.startsWith("sid=") && !c.startsWith("sid=;"))).toBe(false);

      const arabic = await login(agent(app), { username: "nobody-here", password: "not the password", recaptchaToken: MATH_CHECK_MARKER }, { "X-Language": "ar" });
      expect((arabic.body as { message: string }).message).toBe(catalogs.ar["auth.login.invalidCredentials"]);
    });

    it("an unknown user costs as much as a wrong password: one argon2id check with the same parameters", async () => {
      // Not a timing measurement (flaky on a busy machine): what makes the times equal is
      // that both paths run exactly one argon2 verification against a hash of the same cost.
      const user = await account();
      const verify = vi.spyOn(argon2, "verify");
      try {
        const costOf = async (username: string) => {
          verify.mockClear();
          await login(agent(app), { username, password: "wrong-password", recaptchaToken: MATH_CHECK_MARKER });
          expect(verify).toHaveBeenCalledTimes(1);
          const [hash] = verify.mock.calls[0]!;
          return hash.split("$").slice(1, 4).join("$");
        };
        const wrong = await costOf(user.username);
        const unknown = await costOf("ghost-user");
        expect(wrong).toMatch(/^argon2id\$v=19\$(?:[mtp]=\d+,?){3}$/);
        expect(unknown.split("$").slice(0, 2)).toEqual(wrong.split("$").slice(0, 2));
        const params = (id: string) => Object.fromEntries(id.split("$")[2]!.split(",").map((kv) => kv.split("=")));
        expect(params(unknown)).toEqual(params(wrong));
      } finally {
        verify.mockRestore();
      }
    });

    it("400 with translated field errors for a short username or password", async () => {
      const res = await login(agent(app), { username: "ab", password: "12345", recaptchaToken: MATH_CHECK_MARKER });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        username: "Username must be at least 3 characters",
        password: "Password must be at least 6 characters",
      });
      const ar = await login(agent(app), { username: "ab", password: "12345", recaptchaToken: MATH_CHECK_MARKER }, { "X-Language": "ar" });
      expect((ar.body as { errors: Record<string, string> }).errors.username).toBe(catalogs.ar["auth.username.min"]);
    });

    it("400 when the math-check marker is missing or wrong, even with the right password", async () => {
      const user = await account();
      for (const recaptchaToken of [undefined, "", "something-else"]) {
        const res = await login(agent(app), { username: user.username, password: PASSWORD, recaptchaToken });
        expectApiError(res, 400, "VALIDATION");
        expect((res.body as { errors: Record<string, string> }).errors.recaptchaToken).toBe(catalogs.en["auth.captcha.required"]);
      }
      expect(await sessionsOf(user.id)).toHaveLength(0);
    });

    it("403 CSRF_INVALID without a token", async () => {
      const user = await account();
      const res = await request(app).post("/api/login").send({ username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
      expectApiError(res, 403, "CSRF_INVALID");
    });

    it("a session made by signing in expires when idle and at its absolute limit", async () => {
      const user = await account();
      const browser = agent(app);
      await login(browser, { username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER }).then((r) => expect(r.status).toBe(200));
      const [row] = await sessionsOf(user.id);
      await ctx.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - (ctx.config.SESSION_IDLE_MINUTES + 1) * MINUTE) })
        .where(eq(sessions.id, row.id));
      expectApiError(await browser.get("/api/user"), 401, "UNAUTHENTICATED");

      await login(browser, { username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER }).then((r) => expect(r.status).toBe(200));
      const [again] = await sessionsOf(user.id);
      await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.id, again.id));
      expectApiError(await browser.get("/api/user"), 401, "UNAUTHENTICATED");
    });
  });

  describe("POST /api/register", () => {
    const register = async (browser: TestAgent, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const token = await csrf(browser);
      return browser.post("/api/register").set("X-CSRF-Token", token).set(headers).send(body);
    };

    it("201 with the new member, signed in at once", async () => {
      const browser = agent(app);
      const res = await register(browser, { username: "new.member", password: "long enough" });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ username: "new.member", role: "user", fullName: null, email: null });
      expect(Object.keys(res.body as object).sort()).toEqual(["email", "fullName", "id", "isProtected", "role", "username"]);
      expect(setCookies(res).some((c) => /^sid=[^;]+;/.test(c) && /HttpOnly/i.test(c))).toBe(true);
      const me = await browser.get("/api/user").expect(200);
      expect((me.body as { username: string }).username).toBe("new.member");
      const [row] = await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, "new.member"));
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(row.hash).toContain("m=19456");
      expect(row.hash).toContain("t=2");
    });

    it("the new password signs in afterwards", async () => {
      await register(agent(app), { username: "returning", password: "my password 1" }).then((r) => expect(r.status).toBe(201));
      const res = await login(agent(app), { username: "returning", password: "my password 1", recaptchaToken: MATH_CHECK_MARKER });
      expect(res.status, res.text).toBe(200);
    });

    it("409 CONFLICT with a clear message when the username is taken, in any case", async () => {
      await account({ username: "Khalid" });
      const res = await register(agent(app), { username: "khalid", password: "long enough" });
      expectApiError(res, 409, "CONFLICT");
      expect((res.body as { message: string }).message).toBe(catalogs.en["auth.username.taken"]);
      expect((res.body as { errors: Record<string, string> }).errors.username).toBe(catalogs.en["auth.username.taken"]);
      const ar = await register(agent(app), { username: "KHALID", password: "long enough" }, { "X-Language": "ar" });
      expect((ar.body as { message: string }).message).toBe(catalogs.ar["auth.username.taken"]);
    });

    it("400 with field errors: short username, short password, spaces, missing fields", async () => {
      const res = await register(agent(app), { username: "ab", password: "short" });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        username: "Username must be at least 3 characters",
        password: "Password must be at least 8 characters",
      });
      const spaced = await register(agent(app), { username: "two words", password: "long enough" });
      expect((spaced.body as { errors: Record<string, string> }).errors.username).toBe(catalogs.en["auth.username.pattern"]);
      const missing = await register(agent(app), {});
      expect(Object.keys((missing.body as { errors: Record<string, string> }).errors).sort()).toEqual(["password", "username"]);
    });

    it("ignores a role in the body: registration always makes a member", async () => {
      const res = await register(agent(app), { username: "sneaky", password: "long enough", role: "admin" });
      expect(res.status).toBe(201);
      expect((res.body as { role: string }).role).toBe("user");
    });

    it("403 CSRF_INVALID without a token", async () => {
      expectApiError(await request(app).post("/api/register").send({ username: "no-token", password: "long enough" }), 403, "CSRF_INVALID");
    });

    it("is rate-limited per address: the 11th registration within the hour → 429 with Retry-After", async () => {
      const proxied = recordBodies(ctx.rebuild(undefined, { TRUST_PROXY: true }));
      const from = (ip: string) => async (username: string) => {
        const browser = agent(proxied.app);
        const token = (await browser.get("/api/csrf-token").set("X-Forwarded-For", ip)).body as { csrfToken: string };
        return browser.post("/api/register").set("X-Forwarded-For", ip).set("X-CSRF-Token", token.csrfToken).send({ username, password: "long enough" });
      };
      const busy = from("203.0.113.77");
      for (let i = 0; i < 10; i++) expect((await busy(`burst-${i}`)).status).toBe(201);
      const blocked = await busy("burst-10");
      expectApiError(blocked, 429, "RATE_LIMITED");
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect((await from("203.0.113.78")("other-network")).status).toBe(201);
      bodies.push(...proxied.bodies);
    });
  });

  describe("POST /api/logout", () => {
    it("ends the session on the server, clears the cookie and answers 200 { message }", async () => {
      const browser = agent(app);
      const { user, sessionId } = await signIn(ctx, { agent: browser });
      const token = await csrf(browser);
      const res = await browser.post("/api/logout").set("X-CSRF-Token", token);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ message: catalogs.en["toast.signedOut.body"] });
      expect(setCookies(res).some((c) => /^sid=;/.test(c))).toBe(true);
      expect((await sessionsOf(user.id)).map((s) => s.id)).not.toContain(sessionId);
      expectApiError(await browser.get("/api/user"), 401, "UNAUTHENTICATED");
    });

    it("the old session token no longer works even if replayed", async () => {
      const browser = agent(app);
      const { token: sid } = await signIn(ctx, { agent: browser });
      const token = await csrf(browser);
      await browser.post("/api/logout").set("X-CSRF-Token", token).expect(200);
      expectApiError(await request(app).get("/api/user").set("Cookie", `sid=${sid}`), 401, "UNAUTHENTICATED");
    });

    it("signed out already: still 200", async () => {
      const browser = agent(app);
      const token = await csrf(browser);
      await browser.post("/api/logout").set("X-CSRF-Token", token).expect(200);
    });

    it("403 CSRF_INVALID without a token, and the session stays", async () => {
      const browser = agent(app);
      const { user } = await signIn(ctx, { agent: browser });
      expectApiError(await browser.post("/api/logout"), 403, "CSRF_INVALID");
      expect(await sessionsOf(user.id)).toHaveLength(1);
    });

    it("the CSRF token of the ended session is refused afterwards; a fresh one works", async () => {
      const browser = agent(app);
      await signIn(ctx, { agent: browser });
      const sessionToken = await csrf(browser);
      await browser.post("/api/logout").set("X-CSRF-Token", sessionToken).expect(200);
      expectApiError(await browser.post("/api/logout").set("X-CSRF-Token", sessionToken), 403, "CSRF_INVALID");
      const fresh = await csrf(browser);
      await browser.post("/api/logout").set("X-CSRF-Token", fresh).expect(200);
    });
  });

  it("no response carried a password hash", () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toMatch(/passwordHash|password_hash|\$argon2/i);
    }
  });
});
