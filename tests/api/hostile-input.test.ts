import { sql } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import request from "supertest";
import { createApp } from "#server/app";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { hrSubmission, leadershipSubmission } from "../support/assessment-submissions";
import { backends } from "../support/backends";
import { contactSubmission as lead } from "../support/contact-submissions";
import { signIn } from "../support/factories";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

describe.each(backends)("hostile input gets a 4xx with { message, code }, never a 500 [$name]", (backend) => {
  let ctx: TestApp;
  let app: Express;
  let browser: TestAgent;
  let token: string;
  let address = 0;
  let slugs = 0;
  const nextAddress = () => {
    address += 1;
    return `10.77.${Math.floor(address / 250) % 250}.${address % 250}`;
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { TRUST_PROXY: "true" } });
    app = ctx.app;
    browser = agent(app);
    await signIn(ctx, { agent: browser });
    token = await csrf(browser);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (path: string) => browser.post(path).set("X-CSRF-Token", token).set("X-Forwarded-For", nextAddress());

  it("NUL characters in a body, a path parameter or a query: 400, translated", async () => {
    expectApiError(await post("/api/contact").send({ ...lead(), fullName: "Sara\u0000" }), 400, "BAD_REQUEST");
    expectApiError(await post("/api/login").send({ username: "ab\u0000c", password: "abcdefg", recaptchaToken: "x" }), 400, "BAD_REQUEST");
    expectApiError(await post("/api/contact").send({ ...lead(), ["key\u0000"]: 1 }), 400, "BAD_REQUEST");
    expectApiError(await browser.get("/api/blog/%00"), 400, "BAD_REQUEST");
    expectApiError(await browser.get("/api/blog?search=%00"), 400, "BAD_REQUEST");
    const ar = await post("/api/contact").set("X-Language", "ar").send({ ...lead(), message: "\u0000" });
    expect((ar.body as { message: string }).message).toBe(catalogs.ar["api.error.invalidCharacters"]);
  });

  it("a charset or Content-Encoding the server cannot read: 415", async () => {
    const body = JSON.stringify(lead());
    expectApiError(await post("/api/contact").set("Content-Type", "application/json; charset=latin1").send(body), 415, "UNSUPPORTED_MEDIA_TYPE");
    expectApiError(await post("/api/contact").set("Content-Type", "application/json").set("Content-Encoding", "bogus").send(body), 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("an address the router cannot decode (a bare %): 400", async () => {
    expectApiError(await browser.get("/api/blog/%"), 400, "BAD_REQUEST");
    expectApiError(await browser.get("/api/blog/%E0%A4%A"), 400, "BAD_REQUEST");
  });

  it("bidi override and isolate controls are removed from names and messages before they are stored; passwords are kept as typed", async () => {
    const res = await post("/api/contact").send({ ...lead(), fullName: "Sara\u202Egnp.exe", company: "\u2067Najd\u2069 Holding", message: "We are looking\u202D for a CFO for our retail arm." });
    expect(res.status, res.text).toBe(201);
    const rows = await ctx.database.db.execute<{ full_name: string; company: string; message: string }>(
      sql`select full_name, company, message from contact_submissions order by id desc limit 1`,
    );
    expect((rows as unknown as { rows: { full_name: string; company: string; message: string }[] }).rows[0]).toEqual({
      full_name: "Saragnp.exe",
      company: "Najd Holding",
      message: "We are looking for a CFO for our retail arm.",
    });
    const password = "pass\u202Eword-123";
    const username = `bidi${Date.now().toString(36)}`;
    const fresh = agent(app);
    const freshToken = await csrf(fresh);
    expect((await fresh.post("/api/register").set("X-CSRF-Token", freshToken).set("X-Forwarded-For", nextAddress()).send({ username, password, recaptchaToken: "math-check-passed" })).status).toBe(201);
    const again = agent(app);
    const againToken = await csrf(again);
    expect((await again.post("/api/login").set("X-CSRF-Token", againToken).set("X-Forwarded-For", nextAddress()).send({ username, password, recaptchaToken: "math-check-passed" })).status).toBe(200);
  });

  it("pages: an undecodable address or NUL gets a plain 400 before any loader runs", async () => {
    const pages = express.Router().get(/.*/, (_req, res) => void res.send("page"));
    const withPages = createApp({ database: ctx.database, config: ctx.config, logger: ctx.logger, signingSecret: ctx.signingSecret, pages });
    for (const path of ["/blog/%", "/blog/%00", "/ar/blog/x%00y", "/blog?q=%00"]) {
      const res = await request(withPages).get(path);
      expect(res.status, path).toBe(400);
    }
    await request(withPages).get("/blog/a%20b").expect(200);
  });

  it("nothing a refused request carried is stored", async () => {
    expectApiError(await post("/api/contact").send({ ...lead(), email: "nul\u0000@example.sa" }), 400, "BAD_REQUEST");
    // Only this test writes this address.
    const rows = await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contact_submissions where email like 'nul%'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it("fuzz: a few thousand seeded bodies over the public forms and the member's endpoints see no 5xx", async () => {
    const endpoints: { method: "post" | "put"; path: string; base: () => Record<string, unknown> }[] = [
      { method: "post", path: "/api/contact", base: lead },
      { method: "post", path: "/api/hr-assessment", base: () => hrSubmission({ name: "Sara Al-Qahtani", email: "sara@example.sa", company: "Najd Holding" }) },
      {
        method: "post",
        path: "/api/leadership-assessment",
        base: () => leadershipSubmission({ name: "Sara Al-Qahtani", email: "sara@example.sa", company: "Najd Holding", phone: "+966 50 123 4567", language: "en" }),
      },
      { method: "post", path: "/api/login", base: () => ({ username: "someone", password: "secret-1", recaptchaToken: "math-check-passed" }) },
      { method: "post", path: "/api/register", base: () => ({ username: "newperson", password: "secret-12", recaptchaToken: "math-check-passed" }) },
      { method: "put", path: "/api/profile", base: () => ({ fullName: "Sara", email: "sara@example.sa", bio: "Hello" }) },
      {
        method: "post",
        path: "/api/articles",
        base: () => ({
          slug: `fuzz-${++slugs}`, author: "Sara", authorAr: "سارة", titleEn: "A title", categoryEn: "Leadership", summaryEn: "A summary.", contentEn: "Some **content** here.",
          titleAr: "عنوان", categoryAr: "القيادة", summaryAr: "ملخص.", contentAr: "محتوى هنا.",
        }),
      },
    ];
    // Values a hostile or broken client sends: odd strings (control, bidi, astral, huge), wrong types, nesting.
    const oddString = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom("\u0000", "\u202e", "%", "%00", "'; drop table users; --", "<script>alert(1)</script>", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "a".repeat(5_000), "\ud800", " "),
    );
    const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      leaf: fc.oneof(oddString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-1), fc.constant(Number.MAX_SAFE_INTEGER)),
      node: fc.oneof({ maxDepth: 3 }, tie("leaf"), fc.array(tie("node"), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), tie("node"), { maxKeys: 4 })),
    })).node;
    const body = fc.record({
      endpoint: fc.integer({ min: 0, max: endpoints.length - 1 }),
      changes: fc.dictionary(fc.oneof(fc.constantFrom("fullName", "email", "message", "service", "privacy", "startedAt", "sentAt", "username", "password", "answers", "totalScore", "name", "bio", "slug", "titleEn", "contentEn", "contentAr", "imageUrl", "__proto__", "constructor"), fc.string({ maxLength: 10 })), value, { maxKeys: 4 }),
      drop: fc.option(fc.constantFrom("fullName", "email", "privacy", "username", "password")),
      // Half the time a valid body with something odd spliced into one of its texts (so it gets past the first checks),
      // else the body with fields changed or dropped, and now and then a body that is not JSON at all.
      mode: fc.constantFrom("splice", "splice", "splice", "splice", "changes", "changes", "changes", "raw"),
      raw: oddString,
      splice: fc.record({ at: fc.nat(), insert: oddString }),
    });
    const fiveHundreds: string[] = [];
    const statusCounts: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(body, async ({ endpoint, changes, drop, mode, raw, splice }) => {
        const target = endpoints[endpoint];
        const base = target.base();
        let payload: Record<string, unknown> = { ...base, ...changes };
        if (mode === "splice") {
          const texts = Object.keys(base).filter((key) => typeof base[key] === "string");
          const key = texts[splice.at % texts.length];
          const text = base[key] as string;
          const cut = splice.at % (text.length + 1);
          payload = { ...base, [key]: text.slice(0, cut) + splice.insert + text.slice(cut) };
        }
        if (drop && mode === "changes") delete payload[drop];
        const sent = mode === "raw" ? raw : JSON.stringify(payload);
        const send = () => browser[target.method](target.path).set("X-CSRF-Token", token).set("X-Forwarded-For", nextAddress()).set("Content-Type", "application/json").send(sent);
        let res = await send();
        // A registration or sign-in that went through starts a new session, and the CSRF token follows the session.
        if (res.status === 403 && (res.body as { code?: string }).code === "CSRF_INVALID") {
          token = await csrf(browser);
          res = await send();
        }
        statusCounts[`${target.path} ${res.status}`] = (statusCounts[`${target.path} ${res.status}`] ?? 0) + 1;
        if (res.status >= 500) fiveHundreds.push(`${target.path} ${res.status} ${res.text.slice(0, 120)} ← ${sent.slice(0, 200)}`);
        else if (res.status >= 400) expect(res.body, res.text).toHaveProperty("code");
      }),
      { seed: 20261124, numRuns: 3_000 },
    );
    // The fuzzer reached past validation: bodies were stored, not only refused.
    expect(statusCounts["/api/contact 201"]).toBeGreaterThan(50);
    expect(statusCounts["/api/profile 200"]).toBeGreaterThan(50);
    expect(fiveHundreds).toEqual([]);
  }, 240_000);
});

describe.each(backends)("mutating requests come from this site [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { PUBLIC_URL: "https://www.firm.example" } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const contact = async (headers: Record<string, string>) => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    return browser.post("/api/contact").set("X-CSRF-Token", token).set(headers).send(lead());
  };

  it("a valid token from another site's page is refused (Origin, or Sec-Fetch-Site when there is no Origin)", async () => {
    expectApiError(await contact({ Origin: "https://evil.example" }), 403, "CSRF_INVALID");
    expectApiError(await contact({ Origin: "null" }), 403, "CSRF_INVALID");
    expectApiError(await contact({ Origin: "https://firm.example" }), 403, "CSRF_INVALID");
    expectApiError(await contact({ "Sec-Fetch-Site": "cross-site" }), 403, "CSRF_INVALID");
    expectApiError(await contact({ "Sec-Fetch-Site": "same-site" }), 403, "CSRF_INVALID");
  });

  it("the site's own pages (its public address, or the address the request was sent to) and header-less clients pass", async () => {
    expect((await contact({ Origin: "https://www.firm.example" })).status).toBe(201);
    expect((await contact({ "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
    expect((await contact({})).status).toBe(201);
  });
});
