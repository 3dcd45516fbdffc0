import { and, desc, eq, like } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, knownDevices, outgoingMail, sessions } from "#db/schema";
import type { ActiveSession } from "~/features/auth/active-session";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, signIn, type UserRow } from "../support/factories";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, agentCookie, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const PASSWORD = "Correct-horse-42";
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

/** The answer as the browser reads it (JSON), the same shape the profile page uses. */
type ListedSession = ActiveSession;

describe.each(backends)("sessions list, sign-out and the new-device notice [$name]", (backend) => {
  let ctx: TestApp;
  /** The app as the test server's own: a trusted proxy hop gives each test browser the address it says it has. */
  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A mutating call with a fresh CSRF token (fetched first: the agent attaches its cookies when a request is made). */
  const send = async (browser: TestAgent, method: "post" | "delete", url: string, headers: Record<string, string> = {}) => {
    const token = await csrf(browser);
    return browser[method](url).set("X-CSRF-Token", token).set(headers);
  };

  /** Signs in through POST /api/login as a browser with its own user agent, address and page language. */
  const login = async (browser: TestAgent, user: UserRow, options: { userAgent?: string; address?: string; lang?: "en" | "ar" } = {}) => {
    const token = await csrf(browser);
    const res = await browser
      .post("/api/login")
      .set("X-CSRF-Token", token)
      .set("User-Agent", options.userAgent ?? CHROME_WINDOWS)
      .set("X-Forwarded-For", options.address ?? "203.0.113.7")
      .set("X-Language", options.lang ?? "en")
      .send({ username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 200, body: expect.anything() as unknown });
    return res;
  };
  const accountWithPassword = async (overrides: Partial<UserRow> = {}) => createUser(ctx.database.db, { passwordHash: await hashPassword(PASSWORD), ...overrides });
  const noticesTo = (email: string) =>
    ctx.database.db.select().from(outgoingMail).where(and(eq(outgoingMail.toAddress, email), like(outgoingMail.reference, "new-device:%"))).orderBy(desc(outgoingMail.id));
  const list = async (browser: TestAgent) => ((await browser.get("/api/profile/sessions").expect(200)).body as { sessions: ListedSession[] }).sessions;

  describe("GET /api/profile/sessions", () => {
    it("401 signed out", async () => {
      expectApiError(await request(ctx.app).get("/api/profile/sessions"), 401, "UNAUTHENTICATED");
    });

    it("lists only the account's own live sessions, this browser first and marked, with browser, system, address and times; never the stored hash", async () => {
      const user = await accountWithPassword();
      const phone = agent(ctx.app);
      await login(phone, user, { userAgent: SAFARI_IPHONE, address: "198.51.100.23" });
      const laptop = agent(ctx.app);
      await login(laptop, user, { userAgent: CHROME_WINDOWS, address: "203.0.113.7" });
      // Someone else's session, and this account's idle and expired ones, are not listed.
      await signIn(ctx, { agent: agent(ctx.app) });
      const idle = await signIn(ctx, { user, now: new Date(Date.now() - (ctx.config.SESSION_IDLE_MINUTES + 5) * 60_000) });
      const expired = await signIn(ctx, { user });
      await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, expired.sessionId));

      const res = await laptop.get("/api/profile/sessions").expect(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const listed = (res.body as { sessions: ListedSession[] }).sessions;
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ browser: "Chrome 131", system: "Windows 10", mobile: false, address: "203.0.113.7", current: true });
      expect(listed[1]).toMatchObject({ browser: "Safari 17", system: "iOS 17.1", mobile: true, address: "198.51.100.23", current: false });
      for (const session of listed) {
        expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(Date.parse(session.signedInAt)).not.toBeNaN();
        expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
      }
      const stored = await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
      for (const id of [...stored.map((s) => s.id), idle.sessionId, expired.sessionId]) expect(res.text).not.toContain(id);
    });
  });

  describe("DELETE /api/profile/sessions/:id", () => {
    it("signs out the other browser at once, by public id; it is then gone from the list", async () => {
      const user = await accountWithPassword();
      const other = agent(ctx.app);
      await login(other, user, { address: "198.51.100.9" });
      const mine = agent(ctx.app);
      await login(mine, user);
      await other.get("/api/user").expect(200);
      const target = (await list(mine)).find((s) => !s.current)!;

      const res = await send(mine, "delete", `/api/profile/sessions/${target.id}`, { "X-Language": "ar" });
      expect(res.status).toBe(200);
      expect((res.body as { message: string }).message).toBe(catalogs.ar["profile.sessions.ended"]);
      expectApiError(await other.get("/api/user"), 401, "UNAUTHENTICATED");
      expect((await list(mine)).map((s) => s.current)).toEqual([true]);
      await mine.get("/api/user").expect(200);
    });

    it("cannot end another account's session, this browser's own, an ended one or a made-up id (404); needs CSRF; 401 signed out", async () => {
      const stranger = await signInAs(ctx);
      const strangerId = (await list(stranger.agent))[0].id;
      const me = await signInAs(ctx);
      const ownId = (await list(me.agent))[0].id;
      for (const id of [strangerId, ownId, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "1"]) {
        const res = await send(me.agent, "delete", `/api/profile/sessions/${id}`);
        expectApiError(res, 404, "NOT_FOUND");
        expect((res.body as { message: string }).message).toBe(catalogs.en["profile.sessions.error.notFound"]);
      }
      await stranger.agent.get("/api/user").expect(200);
      await me.agent.get("/api/user").expect(200);
      expectApiError(await me.agent.delete(`/api/profile/sessions/${strangerId}`), 403, "CSRF_INVALID");
      expectApiError(await request(ctx.app).delete(`/api/profile/sessions/${strangerId}`), 403, "CSRF_INVALID");
    });
  });

  describe("POST /api/profile/sessions/sign-out-others", () => {
    it("ends every other session of the account at once and keeps this one (and other accounts')", async () => {
      const user = await createUser(ctx.database.db);
      const browsers = [agent(ctx.app), agent(ctx.app), agent(ctx.app)];
      for (const browser of browsers) await signIn(ctx, { agent: browser, user });
      const bystander = await signInAs(ctx);
      const [mine, ...others] = browsers;

      const res = await send(mine, "post", "/api/profile/sessions/sign-out-others");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: catalogs.en["profile.sessions.othersEnded"], ended: 2 });
      for (const other of others) expectApiError(await other.get("/api/user"), 401, "UNAUTHENTICATED");
      await mine.get("/api/user").expect(200);
      await bystander.agent.get("/api/user").expect(200);
      expect(await list(mine)).toHaveLength(1);
    });

    it("401 signed out; CSRF required", async () => {
      const anonymous = agent(ctx.app);
      expectApiError(await send(anonymous, "post", "/api/profile/sessions/sign-out-others"), 401, "UNAUTHENTICATED");
      const { agent: member } = await signInAs(ctx);
      expectApiError(await member.post("/api/profile/sessions/sign-out-others"), 403, "CSRF_INVALID");
    });
  });

  describe("POST /api/admin/users/:id/sign-out-everywhere", () => {
    it("an administrator signs another account out of every device at once, audited with the count", async () => {
      const admin = await signInAsAdmin(ctx);
      const target = await createUser(ctx.database.db);
      const browsers = [agent(ctx.app), agent(ctx.app)];
      for (const browser of browsers) await signIn(ctx, { agent: browser, user: target });

      const res = await send(admin.agent, "post", `/api/admin/users/${target.id}/sign-out-everywhere`, { "X-Language": "ar" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: catalogs.ar["users.message.signedOutEverywhere"], ended: 2 });
      for (const browser of browsers) expectApiError(await browser.get("/api/user"), 401, "UNAUTHENTICATED");
      await admin.agent.get("/api/user").expect(200);
      const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, "user.sign_out_everywhere"), eq(auditLog.targetId, String(target.id))));
      expect(entry).toMatchObject({ actorId: admin.user.id, targetType: "user", details: { sessions: 2 } });
    });

    it("401 signed out, 403 for a member (nothing ended), 403 on one's own account, 404 for no account, CSRF required", async () => {
      const target = await createUser(ctx.database.db);
      const targetBrowser = agent(ctx.app);
      await signIn(ctx, { agent: targetBrowser, user: target });
      const url = `/api/admin/users/${target.id}/sign-out-everywhere`;
      expectApiError(await send(agent(ctx.app), "post", url), 401, "UNAUTHENTICATED");
      const member = await signInAs(ctx);
      expectApiError(await send(member.agent, "post", url), 403, "FORBIDDEN");
      await targetBrowser.get("/api/user").expect(200);

      const admin = await signInAsAdmin(ctx);
      const self = await send(admin.agent, "post", `/api/admin/users/${admin.user.id}/sign-out-everywhere`);
      expectApiError(self, 403, "FORBIDDEN");
      expect((self.body as { message: string }).message).toBe(catalogs.en["users.error.signOutSelf"]);
      await admin.agent.get("/api/user").expect(200);
      expectApiError(await send(admin.agent, "post", "/api/admin/users/999999/sign-out-everywhere"), 404, "NOT_FOUND");
      expectApiError(await admin.agent.post(url), 403, "CSRF_INVALID");
      await targetBrowser.get("/api/user").expect(200);
    });
  });

  describe("the new-device notice", () => {
    it("is not sent for the account's first sign-in; a new browser gets one, in the page's language, once; a known browser none", async () => {
      const user = await accountWithPassword({ email: `notice_${Date.now()}@example.sa`, fullName: "Reem Al-Harbi" });
      const first = agent(ctx.app);
      await login(first, user);
      expect(await noticesTo(user.email!)).toHaveLength(0);
      expect(agentCookie(first, "device")).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // The same browser again (signed out in between): known, no notice.
      await send(first, "post", "/api/logout");
      await login(first, user);
      expect(await noticesTo(user.email!)).toHaveLength(0);

      // A new browser, signing in from the Arabic page.
      const phone = agent(ctx.app);
      await login(phone, user, { userAgent: SAFARI_IPHONE, address: "198.51.100.23", lang: "ar" });
      const [notice, ...more] = await noticesTo(user.email!);
      expect(more).toHaveLength(0);
      expect(notice.subject).toBe(catalogs.ar["auth.deviceMail.subject"].replace("{brand}", catalogs.ar["brand.name"]));
      expect(notice.textBody).toContain("مرحبًا Reem Al-Harbi،");
      expect(notice.textBody).toContain("Safari 17");
      expect(notice.textBody).toContain("iOS 17.1");
      expect(notice.textBody).toContain("198.51.100.23");
      expect(notice.textBody).toContain("بتوقيت الرياض");
      expect(notice.textBody).toContain(`${ctx.config.PUBLIC_URL}/ar/profile#sessions`);
      expect(notice.htmlBody).toContain('dir="rtl"');

      // That browser again: no second notice. Yet another, in English: one more, in English.
      await send(phone, "post", "/api/logout");
      await login(phone, user, { userAgent: SAFARI_IPHONE, lang: "ar" });
      expect(await noticesTo(user.email!)).toHaveLength(1);
      await login(agent(ctx.app), user, { lang: "en" });
      const [english] = await noticesTo(user.email!);
      expect(await noticesTo(user.email!)).toHaveLength(2);
      expect(english.subject).toBe(catalogs.en["auth.deviceMail.subject"].replace("{brand}", catalogs.en["brand.name"]));
      expect(english.textBody).toContain("Chrome 131 on Windows 10");
      expect(english.textBody).toContain("(Riyadh time)");
      expect(english.textBody).toContain(`${ctx.config.PUBLIC_URL}/profile#sessions`);
      expect(english.textBody).not.toMatch(/\/ar\//);

      // Each session names the browser it came from; the database keeps only the device id's hash.
      const devices = await ctx.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
      expect(devices).toHaveLength(3);
      expect(devices.map((d) => d.deviceHash)).not.toContain(agentCookie(first, "device"));
      const linked = await ctx.database.db.select({ deviceId: sessions.deviceId }).from(sessions).where(eq(sessions.userId, user.id));
      expect(linked.every((s) => devices.some((d) => d.id === s.deviceId))).toBe(true);
    });

    it("a browser known to another account is new to this one; an account without an e-mail address gets no notice", async () => {
      const shared = agent(ctx.app);
      const a = await accountWithPassword({ email: `a_${Date.now()}@example.sa` });
      const b = await accountWithPassword({ email: `b_${Date.now()}@example.sa` });
      await login(agent(ctx.app), a);
      await login(agent(ctx.app), b);
      await login(shared, a);
      await login(shared, b);
      expect(await noticesTo(a.email!)).toHaveLength(1);
      expect(await noticesTo(b.email!)).toHaveLength(1);

      const noEmail = await accountWithPassword({ email: null });
      await login(agent(ctx.app), noEmail);
      await login(agent(ctx.app), noEmail);
      const devices = await ctx.database.db.select().from(knownDevices).where(eq(knownDevices.userId, noEmail.id));
      expect(devices).toHaveLength(2);
      const mails = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `new-device:${noEmail.id}`));
      expect(mails).toHaveLength(0);
    });

    it("registration is the account's first sign-in: its browser is known, no notice", async () => {
      const browser = agent(ctx.app);
      const username = `reg_${Date.now()}`;
      const token = await csrf(browser);
      const res = await browser.post("/api/register").set("X-CSRF-Token", token).send({ username, password: PASSWORD, confirmPassword: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
      expect(res.status).toBe(201);
      const id = (res.body as { id: number }).id;
      expect(await ctx.database.db.select().from(knownDevices).where(eq(knownDevices.userId, id))).toHaveLength(1);
      expect(agentCookie(browser, "device")).toBeDefined();
    });
  });
});

describe.each(backends)("the device cookie [$name]", (backend) => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp(backend, { env: { PUBLIC_URL: "https://www.firm.example" } });
  });
  afterAll(async () => {
    await https?.close();
  });

  it("on an https site is __Host-device as the session's is named: Secure, HttpOnly, SameSite=Lax, path /, no Domain, kept 400 days; a browser bringing it back is known", async () => {
    const user = await createUser(https.database.db, { passwordHash: await hashPassword(PASSWORD), email: `https_${Date.now()}@example.sa` });
    const signInWith = async (cookie?: string) => {
      const browser = agent(https.app);
      const token = await csrf(browser);
      const req = browser.post("/api/login").set("X-CSRF-Token", token);
      if (cookie) req.set("Cookie", cookie);
      const res = await req.send({ username: user.username, password: PASSWORD, recaptchaToken: MATH_CHECK_MARKER });
      expect(res.status, res.text).toBe(200);
      return ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("__Host-device=")) ?? "";
    };
    const first = await signInWith();
    expect(first).toMatch(/;\s*Secure/i);
    expect(first).toMatch(/;\s*HttpOnly/i);
    expect(first).toMatch(/;\s*SameSite=Lax/i);
    expect(first).toMatch(/;\s*Path=\/(;|$)/);
    expect(first).toMatch(/;\s*Max-Age=34560000/);
    expect(first).not.toMatch(/Domain=/i);
    const id = /^__Host-device=([^;]+)/.exec(first)![1];

    // Brought back, the browser is known: its cookie is renewed and no notice goes.
    const again = await signInWith(`__Host-device=${id}`);
    expect(again).toContain(`__Host-device=${id};`);
    const mails = await https.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `new-device:${user.id}`));
    expect(mails).toHaveLength(0);
    expect(await https.database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id))).toHaveLength(1);
  });
});
