import type { RequestListener } from "node:http";
import { eq } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testimonials } from "#db/schema";
import { createApp, requestListener } from "#server/app";
import { ContentVersion } from "#server/page-cache/content-version";
import { PageCache } from "#server/page-cache/page-cache";
import { loadPageTestimonials } from "~/features/testimonials/load-page-testimonials.server";
import type { AdminTestimonial, AdminTestimonialList } from "~/features/testimonials/testimonial";
import { TESTIMONIALS_MAX } from "~/features/testimonials/testimonial.schema";
import { catalogs } from "~/message-catalogs";
import { langFromPath } from "~/i18n/locales";
import { createPublicDataMemo } from "~/lib/public-data-memo";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const valid = {
  quoteEn: "They found our chief executive in eight weeks, and he is still with us.",
  quoteAr: "وجدوا رئيسنا التنفيذي في ثمانية أسابيع، وما زال معنا.",
  nameEn: "Sara Al-Otaibi",
  nameAr: "سارة العتيبي",
  titleEn: "Board Chair",
  titleAr: "رئيسة مجلس الإدارة",
  companyEn: "Family holding, Riyadh",
  companyAr: "شركة قابضة عائلية، الرياض",
};

type Body<T> = { body: T };

describe.each(backends)("admin testimonials API [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: adminToken } = await signInAsAdmin(ctx));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(testimonials);
  });

  const create = async (overrides: Record<string, unknown> = {}) =>
    ((await admin.post("/api/admin/testimonials").set("CSRF-Token", adminToken).send({ ...valid, ...overrides }).expect(201)) as Body<{ testimonial: AdminTestimonial }>).body.testimonial;
  const patch = (id: number | string, body: unknown) => admin.patch(`/api/admin/testimonials/${id}`).set("CSRF-Token", adminToken).send(body as object);
  const list = async () => ((await admin.get("/api/admin/testimonials").expect(200)) as Body<AdminTestimonialList>).body;
  const names = async () => (await list()).testimonials.map((t) => t.nameEn);

  describe("who may call it", () => {
    const calls: [string, string][] = [
      ["get", "/api/admin/testimonials"],
      ["post", "/api/admin/testimonials"],
      ["patch", "/api/admin/testimonials/1"],
      ["delete", "/api/admin/testimonials/1"],
    ];
    it.each(calls)("%s %s → 401 signed out, 403 for a user, 403 without CSRF", async (method, path) => {
      const anonymous = agent(ctx.app);
      const token = await csrf(anonymous);
      const send = (browser: TestAgent, csrfToken?: string) => {
        const req = browser[method as "get"](path) as request.Test;
        if (csrfToken) req.set("CSRF-Token", csrfToken);
        return method === "get" || method === "delete" ? req : req.send(valid);
      };
      expectApiError(await send(anonymous, token), 401, "UNAUTHENTICATED");
      expectApiError(await send(member, memberToken), 403, "FORBIDDEN");
      if (method !== "get") expectApiError(await send(admin), 403, "CSRF_INVALID");
      expect(await ctx.database.db.select().from(testimonials)).toHaveLength(0);
    });

    it("refuses a write from another origin", async () => {
      const res = await admin.post("/api/admin/testimonials").set("CSRF-Token", adminToken).set("Origin", "https://evil.example").send(valid);
      expectApiError(res, 403, "CSRF_INVALID");
    });
  });

  describe("POST /api/admin/testimonials", () => {
    it("creates an unpublished testimonial at the end of the list (201)", async () => {
      const first = await create();
      expect(first).toMatchObject({ ...valid, published: false, showOnHome: false, sortOrder: 0, id: expect.any(Number), createdAt: expect.any(String) });
      const second = await create({ nameEn: "Omar Al-Zahrani", nameAr: "عمر الزهراني", titleEn: undefined, companyAr: undefined, published: true });
      expect(second).toMatchObject({ sortOrder: 1, titleEn: "", companyAr: "", published: true });
      expect(await list()).toMatchObject({ total: 2, testimonials: [{ id: first.id }, { id: second.id }] });
    });

    it("answers each missing or too long field with a translated error, in the page's language", async () => {
      const res = await admin
        .post("/api/admin/testimonials")
        .set("CSRF-Token", adminToken)
        .send({ ...valid, quoteAr: "ق".repeat(601), nameEn: "  ", companyEn: "c".repeat(121) });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        quoteAr: catalogs.en["testimonialsAdmin.error.quoteTooLong"],
        nameEn: catalogs.en["admin.form.error.required"],
        companyEn: catalogs.en["admin.form.error.tooLong"],
      });
      const arabic = await admin.post("/api/admin/testimonials").set("CSRF-Token", adminToken).set("X-Language", "ar").send({ ...valid, nameAr: undefined });
      expectApiError(arabic, 400, "VALIDATION");
      expect((arabic.body as { errors: Record<string, string> }).errors).toEqual({ nameAr: catalogs.ar["admin.form.error.required"] });
      expect(await ctx.database.db.select().from(testimonials)).toHaveLength(0);
    });

    it("strips bidi controls from the texts", async () => {
      const created = await create({ nameEn: "Sara\u202E Al-Otaibi", quoteAr: "\u2067وجدوا\u2069 رئيسنا التنفيذي." });
      expect(created.nameEn).toBe("Sara Al-Otaibi");
      expect(created.quoteAr).toBe("وجدوا رئيسنا التنفيذي.");
    });

    it("refuses a new testimonial once the list is full (409)", async () => {
      await ctx.database.db.insert(testimonials).values(Array.from({ length: TESTIMONIALS_MAX }, (_, i) => ({ ...valid, sortOrder: i })));
      const res = await admin.post("/api/admin/testimonials").set("CSRF-Token", adminToken).send(valid);
      expectApiError(res, 409, "CONFLICT");
      expect((res.body as { message: string }).message).toBe(catalogs.en["testimonialsAdmin.error.limit"]);
    });
  });

  describe("PATCH /api/admin/testimonials/:id", () => {
    it("changes only the fields sent", async () => {
      const created = await create();
      const res = await patch(created.id, { published: true, showOnHome: true, titleAr: "رئيسة المجلس" }).expect(200);
      const updated = (res.body as { testimonial: AdminTestimonial }).testimonial;
      expect(updated).toMatchObject({ ...valid, titleAr: "رئيسة المجلس", published: true, showOnHome: true });
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    });

    it("moves a testimonial to a place in the list and numbers the list again", async () => {
      const [a, b, c] = [await create({ nameEn: "A" }), await create({ nameEn: "B" }), await create({ nameEn: "C" })];
      await patch(c.id, { position: 1 }).expect(200);
      expect(await names()).toEqual(["C", "A", "B"]);
      await patch(c.id, { position: 2 }).expect(200);
      expect(await names()).toEqual(["A", "C", "B"]);
      await patch(a.id, { position: 99 }).expect(200);
      expect(await names()).toEqual(["C", "B", "A"]);
      expect((await list()).testimonials.map((t) => t.sortOrder)).toEqual([0, 1, 2]);
      expect(b.id).toBeGreaterThan(a.id);
    });

    it("answers 400 for an empty or invalid change and 404 for an unknown id", async () => {
      const created = await create();
      const empty = await patch(created.id, {});
      expectApiError(empty, 400, "VALIDATION");
      expect((empty.body as { errors: Record<string, string> }).errors).toEqual({ _: catalogs.en["testimonialsAdmin.error.nothingToUpdate"] });
      const invalid = await patch(created.id, { quoteEn: "", position: 0, published: "yes" });
      expectApiError(invalid, 400, "VALIDATION");
      expect(Object.keys((invalid.body as { errors: Record<string, string> }).errors).sort()).toEqual(["position", "published", "quoteEn"]);
      expectApiError(await patch(created.id + 1000, { published: true }), 404, "NOT_FOUND");
      expectApiError(await patch("abc", { published: true }), 404, "NOT_FOUND");
      expect((await ctx.database.db.select().from(testimonials).where(eq(testimonials.id, created.id)))[0].published).toBe(false);
    });
  });

  describe("DELETE /api/admin/testimonials/:id", () => {
    it("removes it (204), the others keep their order; 404 after", async () => {
      const [a, b, c] = [await create({ nameEn: "A" }), await create({ nameEn: "B" }), await create({ nameEn: "C" })];
      await admin.delete(`/api/admin/testimonials/${b.id}`).set("CSRF-Token", adminToken).expect(204);
      expect(await names()).toEqual(["A", "C"]);
      expectApiError(await admin.delete(`/api/admin/testimonials/${b.id}`).set("CSRF-Token", adminToken), 404, "NOT_FOUND");
      expect([a.id, c.id]).not.toContain(b.id);
    });
  });

  describe("what pages read", () => {
    it("published only, in display order, in the page's language; the home page only those marked for it", async () => {
      const hidden = await create({ nameEn: "Hidden", nameAr: "مخفية" });
      const first = await create({ nameEn: "First", nameAr: "الأولى", published: true });
      const second = await create({ nameEn: "Second", nameAr: "الثانية", published: true, showOnHome: true, titleAr: "" });
      await patch(second.id, { position: 1 }).expect(200);
      const db = ctx.database.db;
      expect((await loadPageTestimonials(db, { lang: "en", page: "connect" })).map((t) => t.name)).toEqual(["Second", "First"]);
      expect(await loadPageTestimonials(db, { lang: "ar", page: "connect" })).toEqual([
        { id: second.id, quote: valid.quoteAr, name: "الثانية", title: "", company: valid.companyAr },
        { id: first.id, quote: valid.quoteAr, name: "الأولى", title: valid.titleAr, company: valid.companyAr },
      ]);
      expect((await loadPageTestimonials(db, { lang: "ar", page: "home" })).map((t) => t.name)).toEqual(["الثانية"]);
      expect((await loadPageTestimonials(db, { lang: "en", page: "home" })).map((t) => t.id)).not.toContain(hidden.id);
    });

    it("nothing when there are none", async () => {
      expect(await loadPageTestimonials(ctx.database.db, { lang: "en", page: "connect" })).toEqual([]);
    });
  });
});

/**
 * The anonymous page cache: a stand-in /connect (API tests build the app
 * without the React pages) renders what the real loader gives, through the
 * same public-data memo the server empties when public content changes.
 */
describe.each(backends)("testimonials and the anonymous page cache [$name]", (backend) => {
  let ctx: TestApp;
  let listener: RequestListener;
  let pageCache: PageCache;
  let admin: TestAgent;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    const contentVersion = new ContentVersion(ctx.database.db, ctx.logger);
    const publicData = createPublicDataMemo();
    contentVersion.onChange(() => publicData.clear());
    pageCache = new PageCache({ contentVersion, logger: ctx.logger, csp: { https: false } });
    const pages = express.Router();
    pages.get(/.*/, async (req, res) => {
      const shown = await loadPageTestimonials(ctx.database.db, { lang: langFromPath(req.path), page: req.path.endsWith("connect") ? "connect" : "home", publicData });
      res.type("html").send(`<!doctype html><html><body>${shown.map((t) => `<figure><blockquote>${t.quote}</blockquote><figcaption>${t.name}</figcaption></figure>`).join("")}</body></html>`);
    });
    const app = createApp({ database: ctx.database, config: ctx.config, logger: ctx.logger, signingSecret: ctx.signingSecret, pages, contentVersion, pageCache });
    await contentVersion.refresh();
    listener = requestListener(app, pageCache);
    ({ agent: admin, csrfToken: adminToken } = await signInAsAdmin(ctx, { app: listener }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const page = (path: string) => request(listener).get(path);
  const kept = async (count: number) => {
    for (let i = 0; i < 100 && pageCache.size < count; i++) await new Promise((r) => setTimeout(r, 10));
    expect(pageCache.size).toBeGreaterThanOrEqual(count);
  };

  it("create and publish, mark for home, unpublish and delete each show on the next anonymous visit", async () => {
    for (const path of ["/connect", "/ar/connect", "/"]) expect((await page(path).expect(200)).text).not.toContain("<figure>");
    await kept(3);
    expect((await page("/connect").expect(200)).headers["x-page-cache"]).toBe("hit");

    const created = await admin.post("/api/admin/testimonials").set("CSRF-Token", adminToken).send(valid).expect(201);
    const id = (created.body as { testimonial: AdminTestimonial }).testimonial.id;
    expect((await page("/connect").expect(200)).text).not.toContain(valid.nameEn);
    await admin.patch(`/api/admin/testimonials/${id}`).set("CSRF-Token", adminToken).send({ published: true }).expect(200);
    const connect = await page("/connect").expect(200);
    expect(connect.headers["x-page-cache"]).toBe("miss");
    expect(connect.text).toContain(`<blockquote>${valid.quoteEn}</blockquote><figcaption>${valid.nameEn}</figcaption>`);
    expect((await page("/ar/connect").expect(200)).text).toContain(`<figcaption>${valid.nameAr}</figcaption>`);
    expect((await page("/").expect(200)).text).not.toContain("<figure>");

    await kept(3);
    await admin.patch(`/api/admin/testimonials/${id}`).set("CSRF-Token", adminToken).send({ showOnHome: true }).expect(200);
    expect((await page("/").expect(200)).text).toContain(valid.nameEn);

    await kept(1);
    await admin.patch(`/api/admin/testimonials/${id}`).set("CSRF-Token", adminToken).send({ published: false }).expect(200);
    expect((await page("/connect").expect(200)).text).not.toContain("<figure>");
    expect((await page("/").expect(200)).text).not.toContain("<figure>");

    await admin.patch(`/api/admin/testimonials/${id}`).set("CSRF-Token", adminToken).send({ published: true }).expect(200);
    expect((await page("/connect").expect(200)).text).toContain(valid.nameEn);
    await kept(1);
    await admin.delete(`/api/admin/testimonials/${id}`).set("CSRF-Token", adminToken).expect(204);
    expect((await page("/connect").expect(200)).text).not.toContain("<figure>");
  });

  it("a refused write leaves the kept pages alone", async () => {
    await page("/connect").expect(200);
    await kept(1);
    await admin.patch("/api/admin/testimonials/999999").set("CSRF-Token", adminToken).send({ published: true }).expect(404);
    expect((await page("/connect").expect(200)).headers["x-page-cache"]).toBe("hit");
  });
});
