import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema";
import { endSession, endUserSessions, purgeExpiredSessions } from "~/features/auth/end-session.server";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, signIn } from "../support/factories";
import { agent, createTestApp, csrf, setAgentCookie, type TestApp } from "../support/test-app";

const UNKNOWN = "/api/__no-such-endpoint__";
const MINUTE = 60_000;

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers["set-cookie"] as string[] | string | undefined) ?? []);
}

/** True when the response tells the browser to drop the session cookie. */
function clearsSessionCookie(res: { headers: Record<string, unknown> }): boolean {
  return setCookies(res).some((c) => /^sid=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c));
}

describe.each(backends)("sessions [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const sessionRow = async (id: string) => (await ctx.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];

  describe("GET /api/user", () => {
    it("answers 401 UNAUTHENTICATED when signed out (in the visitor's language)", async () => {
      const res = await request(ctx.app).get("/api/user");
      expectApiError(res, 401, "UNAUTHENTICATED");
      expect((res.body as { message: string }).message).toBe(catalogs.en["api.error.unauthenticated"]);
      const ar = await request(ctx.app).get("/api/user").set("X-Language", "ar");
      expect((ar.body as { message: string }).message).toBe(catalogs.ar["api.error.unauthenticated"]);
      expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("answers 200 with the signed-in user and never the password hash", async () => {
      const browser = agent(ctx.app);
      const user = await createUser(ctx.database.db, { username: "noura", fullName: "Noura Al-Qahtani", email: "noura@example.sa", role: "admin" });
      await signIn(ctx, { agent: browser, user });
      const res = await browser.get("/api/user").expect(200);
      expect(res.body).toEqual({ id: user.id, username: "noura", role: "admin", fullName: "Noura Al-Qahtani", email: "noura@example.sa", isProtected: false });
      expect(res.body).not.toHaveProperty("passwordHash");
      expect(res.text).not.toContain(user.passwordHash);
      expect(res.text).not.toMatch(/password/i);
      expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("treats an unknown or garbled session cookie as signed out and clears it", async () => {
      for (const value of ["not-a-real-token", "%E0%A4%A", ""]) {
        const res = await request(ctx.app).get("/api/user").set("Cookie", `sid=${value}`);
        expectApiError(res, 401, "UNAUTHENTICATED");
      }
      const unknown = await request(ctx.app).get("/api/user").set("Cookie", "sid=not-a-real-token");
      expect(clearsSessionCookie(unknown)).toBe(true);
    });

    it("stores only the SHA-256 of the token", async () => {
      const { token, sessionId } = await signIn(ctx);
      expect(sessionId).toMatch(/^[0-9a-f]{64}$/);
      expect(await sessionRow(sessionId)).toBeDefined();
      expect(await sessionRow(token)).toBeUndefined();
    });

    it("ends the session when its account is deleted", async () => {
      const browser = agent(ctx.app);
      const { user, sessionId } = await signIn(ctx, { agent: browser });
      await browser.get("/api/user").expect(200);
      await ctx.database.db.delete(users).where(eq(users.id, user.id));
      expectApiError(await browser.get("/api/user"), 401, "UNAUTHENTICATED");
      expect(await sessionRow(sessionId)).toBeUndefined();
    });
  });

  describe("expiry", () => {
    it("refreshes last-seen on use, so an active session stays alive", async () => {
      const browser = agent(ctx.app);
      const started = new Date(Date.now() - 10 * MINUTE);
      const { sessionId } = await signIn(ctx, { agent: browser, now: started });
      await browser.get("/api/user").expect(200);
      const row = await sessionRow(sessionId);
      expect(row.lastSeenAt.getTime()).toBeGreaterThan(started.getTime() + 9 * MINUTE);
    });

    it("an idle session (last seen longer ago than SESSION_IDLE_MINUTES) → 401, row deleted, cookie cleared", async () => {
      const browser = agent(ctx.app);
      const lastSeen = new Date(Date.now() - (ctx.config.SESSION_IDLE_MINUTES + 1) * MINUTE);
      const { sessionId } = await signIn(ctx, { agent: browser, now: lastSeen });
      const row = await sessionRow(sessionId);
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now()); // only the idle limit is past
      const res = await browser.get("/api/user");
      expectApiError(res, 401, "UNAUTHENTICATED");
      expect(await sessionRow(sessionId)).toBeUndefined();
      expect(clearsSessionCookie(res)).toBe(true);
    });

    it("a session just inside the idle limit still works", async () => {
      const browser = agent(ctx.app);
      await signIn(ctx, { agent: browser, now: new Date(Date.now() - (ctx.config.SESSION_IDLE_MINUTES - 1) * MINUTE) });
      await browser.get("/api/user").expect(200);
    });

    it("a session past its absolute lifetime → 401 and row deleted, even if used a moment ago", async () => {
      const browser = agent(ctx.app);
      const { sessionId } = await signIn(ctx, { agent: browser });
      await browser.get("/api/user").expect(200);
      await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000), lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
      const res = await browser.get("/api/user");
      expectApiError(res, 401, "UNAUTHENTICATED");
      expect(await sessionRow(sessionId)).toBeUndefined();
      expect(clearsSessionCookie(res)).toBe(true);
    });

    it("sets the absolute lifetime from SESSION_MAX_AGE_HOURS", async () => {
      const now = new Date();
      const { sessionId } = await signIn(ctx, { now });
      const row = await sessionRow(sessionId);
      expect(row.expiresAt.getTime() - now.getTime()).toBe(ctx.config.SESSION_MAX_AGE_HOURS * 3_600_000);
    });
  });

  describe("ending sessions", () => {
    it("endSession signs that browser out", async () => {
      const browser = agent(ctx.app);
      const { sessionId } = await signIn(ctx, { agent: browser });
      await endSession(ctx.database.db, sessionId);
      expectApiError(await browser.get("/api/user"), 401, "UNAUTHENTICATED");
    });

    it("endUserSessions ends every session of the account except the one kept", async () => {
      const kept = agent(ctx.app);
      const other = agent(ctx.app);
      const { user, sessionId } = await signIn(ctx, { agent: kept });
      await signIn(ctx, { agent: other, user });
      const stranger = agent(ctx.app);
      await signIn(ctx, { agent: stranger });

      await endUserSessions(ctx.database.db, user.id, { except: sessionId });
      await kept.get("/api/user").expect(200);
      expectApiError(await other.get("/api/user"), 401, "UNAUTHENTICATED");
      await stranger.get("/api/user").expect(200);

      await endUserSessions(ctx.database.db, user.id);
      expectApiError(await kept.get("/api/user"), 401, "UNAUTHENTICATED");
      await stranger.get("/api/user").expect(200);
    });

    it("purgeExpiredSessions removes idle and expired sessions and keeps live ones", async () => {
      const idle = ctx.config.SESSION_IDLE_MINUTES;
      const now = new Date();
      const live = await signIn(ctx, { now: new Date(now.getTime() - MINUTE) });
      const idleOne = await signIn(ctx, { now: new Date(now.getTime() - (idle + 5) * MINUTE) });
      const expired = await signIn(ctx, { now });
      await ctx.database.db.update(sessions).set({ expiresAt: new Date(now.getTime() - MINUTE) }).where(eq(sessions.id, expired.sessionId));

      await purgeExpiredSessions(ctx.database.db, idle, now);
      expect(await sessionRow(live.sessionId)).toBeDefined();
      expect(await sessionRow(idleOne.sessionId)).toBeUndefined();
      expect(await sessionRow(expired.sessionId)).toBeUndefined();
    });
  });

  describe("database failure during the session lookup", () => {
    /** The same database, except that every `select` fails with `error`. */
    const failingSelects = (error: Error): TestApp["database"] => ({
      ...ctx.database,
      db: new Proxy(ctx.database.db, {
        get(target, property, receiver) {
          if (property === "select") {
            return () => {
              throw error;
            };
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    });

    it("an unreachable database answers 503 JSON DB_UNAVAILABLE on /api, not an HTML error page", async () => {
      const { token } = await signIn(ctx);
      const app = ctx.rebuild(failingSelects(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })));
      const res = await request(app).get("/api/user").set("Cookie", `sid=${token}`);
      expectApiError(res, 503, "DB_UNAVAILABLE");
      expect(res.text).not.toContain("ECONNREFUSED");
    });

    it("any other database error answers 500 JSON INTERNAL without internals", async () => {
      const { token, sessionId } = await signIn(ctx);
      const app = ctx.rebuild(failingSelects(new Error(`Failed query: select … from "sessions" params: ${sessionId}`)));
      const res = await request(app).get("/api/user").set("Cookie", `sid=${token}`);
      expectApiError(res, 500, "INTERNAL");
      expect(res.text).not.toContain(sessionId);
      expect(res.text).not.toMatch(/Failed query|sessions/);
    });

    it("a mutating call with a session cookie answers JSON too (the lookup runs before CSRF)", async () => {
      const { token } = await signIn(ctx);
      const app = ctx.rebuild(failingSelects(Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" })));
      const res = await request(app).post("/api/__no-such-endpoint__").set("Cookie", `sid=${token}`);
      expectApiError(res, 503, "DB_UNAVAILABLE");
    });
  });

  describe("CSRF token bound to the session", () => {
    it("a token issued before sign-in fails once the session cookie is present; a fresh one works", async () => {
      const browser = agent(ctx.app);
      const anonymous = await csrf(browser);
      await browser.post(UNKNOWN).set("CSRF-Token", anonymous).expect(404);

      await signIn(ctx, { agent: browser });
      expectApiError(await browser.post(UNKNOWN).set("CSRF-Token", anonymous), 403, "CSRF_INVALID");

      const fresh = await csrf(browser);
      expect(fresh).not.toBe(anonymous);
      expectApiError(await browser.post(UNKNOWN).set("CSRF-Token", fresh), 404, "NOT_FOUND");
    });

    it("a token of one session does not work for another session of the same user", async () => {
      const first = agent(ctx.app);
      const second = agent(ctx.app);
      const { user } = await signIn(ctx, { agent: first });
      await signIn(ctx, { agent: second, user });
      const firstToken = await csrf(first);
      const secondToken = await csrf(second);
      expect(firstToken).not.toBe(secondToken);
      expectApiError(await second.post(UNKNOWN).set("CSRF-Token", firstToken), 403, "CSRF_INVALID");
      expectApiError(await second.post(UNKNOWN).set("CSRF-Token", secondToken), 404, "NOT_FOUND");
    });

    it("a session token stops working once the session has ended", async () => {
      const browser = agent(ctx.app);
      const { sessionId } = await signIn(ctx, { agent: browser });
      const token = await csrf(browser);
      await ctx.database.db.delete(sessions).where(eq(sessions.id, sessionId));
      expectApiError(await browser.post(UNKNOWN).set("CSRF-Token", token), 403, "CSRF_INVALID");
    });

    it("a signed-in browser needs no csrf_id cookie: the session is the binding", async () => {
      const browser = agent(ctx.app);
      const { token: sid } = await signIn(ctx);
      setAgentCookie(browser, "sid", sid);
      const res = await browser.get("/api/csrf-token").expect(200);
      expect(setCookies(res).some((c) => c.startsWith("csrf_id="))).toBe(false);
      await browser.post(UNKNOWN).set("CSRF-Token", (res.body as { csrfToken: string }).csrfToken).expect(404);
    });
  });
});
