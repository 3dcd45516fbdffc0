import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { agent, agentCookie, createTestApp, csrf, type TestApp } from "../support/test-app";

const UNKNOWN = "/api/__no-such-endpoint__";
const MUTATING = ["post", "put", "patch", "delete"] as const;

describe.each(backends)("API request layer [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe("GET /api/csrf-token", () => {
    it("returns { csrfToken } and sets an HttpOnly csrf_id cookie", async () => {
      const res = await request(ctx.app).get("/api/csrf-token").expect(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(Object.keys(res.body as object)).toEqual(["csrfToken"]);
      expect((res.body as { csrfToken: string }).csrfToken).toMatch(/^[\w-]{20,}$/);
      expect(res.headers["cache-control"]).toBe("no-store");
      const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
      const csrfCookie = cookies.find((c) => c.startsWith("csrf_id="));
      expect(csrfCookie).toBeDefined();
      expect(csrfCookie).toMatch(/HttpOnly/i);
      expect(csrfCookie).toMatch(/SameSite=Lax/i);
      expect(csrfCookie).toMatch(/Path=\//);
    });

    it("marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY is on", async () => {
      const app = ctx.rebuild(undefined, { TRUST_PROXY: true });
      const res = await request(app).get("/api/csrf-token").set("X-Forwarded-Proto", "https").expect(200);
      const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
      expect(cookies.find((c) => c.startsWith("csrf_id="))).toMatch(/;\s*Secure/i);
    });

    it("keeps the same binding: a browser asking twice gets a token that still verifies", async () => {
      const browser = agent(ctx.app);
      const first = await csrf(browser);
      const cookie = agentCookie(browser, "csrf_id");
      const second = await csrf(browser);
      expect(agentCookie(browser, "csrf_id")).toBe(cookie);
      expect(second).toBe(first);
      await browser.post(UNKNOWN).set("X-CSRF-Token", first).expect(404);
    });
  });

  describe("CSRF enforcement", () => {
    it.each(MUTATING)("%s without a token → 403 CSRF_INVALID", async (method) => {
      const browser = agent(ctx.app);
      await csrf(browser); // has the cookie, but does not send the token
      for (const path of [UNKNOWN, "/api/user", "/api/csrf-token", "/api/contact"]) {
        const res = await browser[method](path);
        expectApiError(res, 403, "CSRF_INVALID");
      }
    });

    it("refuses a mutating call with no cookie and no token", async () => {
      expectApiError(await request(ctx.app).post(UNKNOWN), 403, "CSRF_INVALID");
    });

    it("refuses a wrong token, a truncated one and an empty one", async () => {
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      const wrong = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
      for (const sent of [wrong, token.slice(0, 10), "", "x".repeat(500)]) {
        expectApiError(await browser.post(UNKNOWN).set("CSRF-Token", sent), 403, "CSRF_INVALID");
      }
    });

    it("refuses a token issued to another browser", async () => {
      const alice = agent(ctx.app);
      const bob = agent(ctx.app);
      const aliceToken = await csrf(alice);
      await csrf(bob);
      expectApiError(await bob.post(UNKNOWN).set("CSRF-Token", aliceToken), 403, "CSRF_INVALID");
      // A token without the cookie it was issued for is no good either.
      expectApiError(await request(ctx.app).post(UNKNOWN).set("CSRF-Token", aliceToken), 403, "CSRF_INVALID");
    });

    it.each(MUTATING)("%s with the right token passes (an unknown path then answers 404 JSON)", async (method) => {
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      expectApiError(await browser[method](UNKNOWN).set("CSRF-Token", token), 404, "NOT_FOUND");
      expectApiError(await browser[method](UNKNOWN).set("X-CSRF-Token", token), 404, "NOT_FOUND");
    });

    it("does not ask safe methods for a token", async () => {
      expectApiError(await request(ctx.app).get(UNKNOWN), 404, "NOT_FOUND");
      const head = await request(ctx.app).head(UNKNOWN);
      expect(head.status).toBe(404);
    });
  });

  describe("bad input", () => {
    it("unknown GET /api path → 404 JSON { message, code: NOT_FOUND }", async () => {
      for (const path of [UNKNOWN, "/api/", "/api/csrf-token/extra", "/api/user/42"]) {
        const res = await request(ctx.app).get(path);
        expectApiError(res, 404, "NOT_FOUND");
        expect((res.body as { message: string }).message).toBe(catalogs.en["api.error.notFound"]);
      }
    });

    it("malformed JSON → 400 BAD_JSON", async () => {
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      for (const body of ['{"name": ', "{'single': 'quotes'}", '"a bare string"', "42"]) {
        const res = await browser.post(UNKNOWN).set("CSRF-Token", token).set("Content-Type", "application/json").send(body);
        expectApiError(res, 400, "BAD_JSON");
      }
    });

    it("a JSON body over 100 kB → 413 PAYLOAD_TOO_LARGE; just under passes", async () => {
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      const big = JSON.stringify({ text: "x".repeat(101 * 1024) });
      expectApiError(await browser.post(UNKNOWN).set("CSRF-Token", token).set("Content-Type", "application/json").send(big), 413, "PAYLOAD_TOO_LARGE");
      const fits = JSON.stringify({ text: "x".repeat(99 * 1024) });
      expectApiError(await browser.post(UNKNOWN).set("CSRF-Token", token).set("Content-Type", "application/json").send(fits), 404, "NOT_FOUND");
    });

    it("a non-JSON body → 415 UNSUPPORTED_MEDIA_TYPE", async () => {
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      const cases: [string, string][] = [
        ["text/plain", '{"looks":"like json"}'],
        ["application/x-www-form-urlencoded", "name=x&email=y"],
        ["multipart/form-data; boundary=abc", "--abc--"],
      ];
      for (const [type, body] of cases) {
        const res = await browser.post(UNKNOWN).set("CSRF-Token", token).set("Content-Type", type).send(body);
        expectApiError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
      }
    });

    it("accepts application/json with a charset", async () => {
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      const res = await browser.post(UNKNOWN).set("CSRF-Token", token).set("Content-Type", "application/json; charset=utf-8").send('{"ok":true}');
      expectApiError(res, 404, "NOT_FOUND");
    });

    it("the server keeps answering after bad requests", async () => {
      const res = await request(ctx.app).get("/healthz").expect(200);
      expect((res.body as { status: string }).status).toBe("ok");
    });
  });

  describe("language of error messages", () => {
    const en = catalogs.en["api.error.notFound"];
    const ar = catalogs.ar["api.error.notFound"];

    it("is English by default", async () => {
      const res = await request(ctx.app).get(UNKNOWN);
      expect((res.body as { message: string }).message).toBe(en);
    });

    it("is Arabic with X-Language: ar", async () => {
      const res = await request(ctx.app).get(UNKNOWN).set("X-Language", "ar");
      expectApiError(res, 404, "NOT_FOUND");
      expect((res.body as { message: string }).message).toBe(ar);
      expect(ar).toMatch(/[\u0600-\u06FF]/);
    });

    it("is Arabic with the language=ar cookie", async () => {
      const res = await request(ctx.app).get(UNKNOWN).set("Cookie", "language=ar");
      expect((res.body as { message: string }).message).toBe(ar);
    });

    it("is Arabic with Accept-Language: ar, and the header wins over the cookie", async () => {
      const accept = await request(ctx.app).get(UNKNOWN).set("Accept-Language", "ar-SA,ar;q=0.9");
      expect((accept.body as { message: string }).message).toBe(ar);
      const headerWins = await request(ctx.app).get(UNKNOWN).set("Cookie", "language=ar").set("X-Language", "en");
      expect((headerWins.body as { message: string }).message).toBe(en);
    });

    it("translates the CSRF and body errors too", async () => {
      const csrfRes = await request(ctx.app).post(UNKNOWN).set("X-Language", "ar");
      expect((csrfRes.body as { message: string }).message).toBe(catalogs.ar["api.error.csrf"]);
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      const bad = await browser.post(UNKNOWN).set("CSRF-Token", token).set("X-Language", "ar").set("Content-Type", "application/json").send("{");
      expect((bad.body as { message: string }).message).toBe(catalogs.ar["api.error.badJson"]);
    });
  });

  describe("GET /healthz", () => {
    it("answers 200 { status: ok, database: up } and is not cached", async () => {
      const res = await request(ctx.app).get("/healthz").expect(200);
      expect(res.body).toMatchObject({ status: "ok", database: "up", databaseKind: ctx.database.kind });
      expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("answers 503 { database: down } when the database does not answer", async () => {
      const app = ctx.rebuild({ ...ctx.database, ping: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })) });
      const res = await request(app).get("/healthz").expect(503);
      expect(res.body).toMatchObject({ status: "error", database: "down" });
      expect(res.text).not.toMatch(/ECONNREFUSED/);
    });

    it("answers 503 when the ping hangs (after its 2-second timeout)", async () => {
      const app = ctx.rebuild({ ...ctx.database, ping: () => new Promise<void>(() => {}) });
      const started = Date.now();
      const res = await request(app).get("/healthz").expect(503);
      expect(res.body).toMatchObject({ database: "down" });
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  describe("security headers on API responses", () => {
    it("sends helmet's headers and a CSP without unsafe-inline scripts", async () => {
      const res = await request(ctx.app).get("/api/csrf-token");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      const csp = res.headers["content-security-policy"];
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    });
  });
});
