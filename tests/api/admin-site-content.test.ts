import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listContentOverrides } from "~/features/site-content/list-content-overrides.server";
import type { SiteContentPage, SiteContentRow } from "~/features/site-content/site-content-row";
import { catalogs } from "~/message-catalogs";
import { resolveMessages } from "~/i18n/translate";
import { renderMarkdown } from "~/lib/markdown";
import { siteContent } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signIn } from "../support/factories";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

describe.each(backends)("admin site content API [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    admin = agent(ctx.app);
    await signIn(ctx, { agent: admin, role: "admin" });
    adminToken = await csrf(admin);
    member = agent(ctx.app);
    await signIn(ctx, { agent: member });
    memberToken = await csrf(member);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const row = async (key: string) => (await ctx.database.db.select().from(siteContent).where(eq(siteContent.key, key)))[0];
  /** What a page in `lang` shows for `key`, exactly as the root loader resolves it. */
  const shown = async (key: string, lang: "en" | "ar") => resolveMessages(lang, catalogs, await listContentOverrides(ctx.database.db))[key];

  describe("who may call it", () => {
    const calls: [string, string][] = [
      ["get", "/api/admin/site-content"],
      ["get", "/api/admin/site-content/texts"],
      ["post", "/api/admin/site-content"],
      ["put", "/api/admin/site-content/home.hero.title"],
    ];
    it.each(calls)("%s %s → 401 signed out, 403 for a user, 403 without CSRF", async (method, path) => {
      const anonymous = agent(ctx.app);
      const token = await csrf(anonymous);
      const send = (browser: TestAgent, csrfToken?: string) => {
        const req = (browser[method as "get"](path) as request.Test);
        if (csrfToken) req.set("CSRF-Token", csrfToken);
        return method === "get" ? req : req.send({ contentEn: "x" });
      };
      expectApiError(await send(anonymous, token), 401, "UNAUTHENTICATED");
      expectApiError(await send(member, memberToken), 403, "FORBIDDEN");
      if (method !== "get") expectApiError(await send(admin), 403, "CSRF_INVALID");
    });
  });

  describe("GET /api/admin/site-content", () => {
    it("lists the seeded items under `content` with the page info", async () => {
      const body = (await admin.get("/api/admin/site-content").query({ pageSize: 100 }).expect(200)).body as SiteContentPage;
      expect(body.total).toBeGreaterThan(0);
      expect(body.content.length).toBe(body.total);
      expect(body.content.find((c) => c.key === "home.hero.title")).toMatchObject({
        section: "home",
        sectionEn: "Home Page",
        sectionAr: "الصفحة الرئيسية",
        // No copy of the catalog in the row (decision 027); the built-in text travels beside it for the edit form.
        contentEn: null,
        builtInEn: catalogs.en["home.hero.title"],
        builtInAr: catalogs.ar["home.hero.title"],
        updatedAt: expect.any(String),
      });
    });

    it("filters by section and searches keys, labels and texts", async () => {
      const footer = (await admin.get("/api/admin/site-content").query({ section: "footer", pageSize: 100 }).expect(200)).body as SiteContentPage;
      expect(footer.content.length).toBeGreaterThan(0);
      expect(footer.content.every((c) => c.section === "footer")).toBe(true);
      const everything = (await admin.get("/api/admin/site-content").query({ section: "all" }).expect(200)).body as SiteContentPage;
      expect(everything.total).toBeGreaterThan(footer.total);
      const none = (await admin.get("/api/admin/site-content").query({ section: "framework" }).expect(200)).body as SiteContentPage;
      expect(none.content.every((c) => c.section === "framework")).toBe(true);

      const byKey = (await admin.get("/api/admin/site-content").query({ search: "hero.sub" }).expect(200)).body as SiteContentPage;
      expect(byKey.content.map((c) => c.key)).toEqual(["home.hero.subtitle"]);
      const byArabicLabel = (await admin.get("/api/admin/site-content").query({ search: "اسم الشركة" }).expect(200)).body as SiteContentPage;
      expect(byArabicLabel.content.map((c) => c.key)).toEqual(["brand.name"]);
    });

    it("finds a built-in text by the words the site shows, in both languages, and pages the matches", async () => {
      const search = async (query: Record<string, string | number>) => (await admin.get("/api/admin/site-content").query(query).expect(200)).body as SiteContentPage;
      // Untouched: no text in the row, only the catalog's (decision 027).
      expect((await row("home.hero.title")).contentEn).toBeNull();
      for (const words of ["قادة يصنعون", "The leaders who will", "the LEADERS  who will", "قادةٌ يصنعون"]) {
        const found = await search({ search: words });
        expect(found.content.map((c) => c.key), words).toEqual(["home.hero.title"]);
        expect(found.total, words).toBe(1);
      }
      expect((await search({ search: "قادة يصنعون", section: "footer" })).total).toBe(0);
      // A word shared by many texts: the total counts every match, the page holds pageSize of them, in the list's order.
      const all = await search({ search: "the", pageSize: 100 });
      const second = await search({ search: "the", pageSize: 3, page: 2 });
      expect(all.total).toBeGreaterThan(6);
      expect(second.total).toBe(all.total);
      expect(second.content.map((c) => c.key)).toEqual(all.content.slice(3, 6).map((c) => c.key));

      // Once worded differently, the site shows the new words: they find it, the replaced ones no longer do; the other language still finds it.
      await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ contentEn: "Leaders for the decade ahead" }).expect(200);
      try {
        expect((await search({ search: "decade ahead" })).content.map((c) => c.key)).toEqual(["home.hero.title"]);
        expect((await search({ search: "The leaders who will" })).total).toBe(0);
        expect((await search({ search: "قادة يصنعون" })).content.map((c) => c.key)).toEqual(["home.hero.title"]);
      } finally {
        await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ contentEn: catalogs.en["home.hero.title"] }).expect(200);
      }
      // Saved back as the built-in text it is no override again.
      expect((await row("home.hero.title")).contentEn).toBeNull();
      expect((await search({ search: "The leaders who will" })).content.map((c) => c.key)).toEqual(["home.hero.title"]);
    });

    it("pages", async () => {
      const first = (await admin.get("/api/admin/site-content").query({ pageSize: 2 }).expect(200)).body as SiteContentPage;
      const second = (await admin.get("/api/admin/site-content").query({ pageSize: 2, page: 2 }).expect(200)).body as SiteContentPage;
      expect(first.content).toHaveLength(2);
      expect(second.content[0].key).not.toBe(first.content[0].key);
    });
  });

  describe("GET /api/admin/site-content/texts (the public pages' edit mode)", () => {
    it("lists every text with its built-in wording, and no contact detail or photo", async () => {
      const body = (await admin.get("/api/admin/site-content/texts").expect(200)).body as { content: SiteContentRow[] };
      const keys = body.content.map((c) => c.key);
      expect(keys).toContain("home.hero.title");
      expect(keys).toContain("home.meta.description");
      expect(keys.filter((key) => key.startsWith("contact.") || key === "connect.advisor.photo")).toEqual([]);
      expect(body.content.find((c) => c.key === "home.hero.title")).toMatchObject({ builtInEn: catalogs.en["home.hero.title"], builtInAr: catalogs.ar["home.hero.title"] });
    });
  });

  describe("PUT /api/admin/site-content/:key", () => {
    it("saves only the language sent; pages show it at the next load in that language only", async () => {
      const before = await row("home.hero.title");
      const res = await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ contentAr: "قادة لعقدكم القادم" }).expect(200);
      const item = (res.body as { item: SiteContentRow }).item;
      expect(item).toMatchObject({ key: "home.hero.title", contentAr: "قادة لعقدكم القادم", contentEn: before.contentEn });
      expect(new Date(item.updatedAt).getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
      expect(await shown("home.hero.title", "ar")).toBe("قادة لعقدكم القادم");
      expect(await shown("home.hero.title", "en")).toBe(catalogs.en["home.hero.title"]);

      await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ contentEn: "Leaders for your next decade" }).expect(200);
      expect(await shown("home.hero.title", "en")).toBe("Leaders for your next decade");
      expect(await shown("home.hero.title", "ar")).toBe("قادة لعقدكم القادم");
    });

    it("stores script and event-handler payloads as typed; the sanitizer never lets them run", async () => {
      const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>[click](javascript:alert(3)) **safe**';
      await admin.put("/api/admin/site-content/footer.about").set("CSRF-Token", adminToken).send({ contentEn: payload }).expect(200);
      expect((await row("footer.about")).contentEn).toBe(payload);
      const html = renderMarkdown(payload);
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
      expect(html).toContain("<strong>safe</strong>");
    });

    it("answers 404 for an unknown key and 400 for a body without either language", async () => {
      expectApiError(await admin.put("/api/admin/site-content/no.such.key").set("CSRF-Token", adminToken).send({ contentEn: "x" }), 404, "NOT_FOUND");
      const res = await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ labelEn: "x" });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors.contentEn).toBe(catalogs.en["siteContent.error.nothingToUpdate"]);
      expectApiError(await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ contentEn: ["x"] }), 400, "VALIDATION");
    });
  });

  describe("POST /api/admin/site-content", () => {
    const item = (overrides: Record<string, unknown> = {}) => ({
      key: "services.note",
      section: "services",
      labelEn: "Services note",
      labelAr: "ملاحظة الخدمات",
      contentEn: "All mandates are confidential.",
      ...overrides,
    });

    it("creates an item (201) whose section names come from the section", async () => {
      const res = await admin.post("/api/admin/site-content").set("CSRF-Token", adminToken).send(item({ sectionEn: "Whatever", sectionAr: "أي شيء" })).expect(201);
      expect((res.body as { item: SiteContentRow }).item).toMatchObject({
        key: "services.note",
        section: "services",
        sectionEn: "Services",
        sectionAr: "الخدمات",
        contentEn: "All mandates are confidential.",
        contentAr: null,
      });
      expect(await shown("services.note", "ar")).toBe("All mandates are confidential.");
    });

    it("accepts the spec's payload with section names only", async () => {
      const res = await admin
        .post("/api/admin/site-content")
        .set("CSRF-Token", adminToken)
        .send({ key: "contact.hours", sectionEn: "Contact", sectionAr: "التواصل", labelEn: "Office hours", labelAr: "ساعات العمل", contentEn: "", contentAr: "" })
        .expect(201);
      expect((res.body as { item: SiteContentRow }).item.section).toBe("contact");
    });

    it("answers 409 at the key field for a taken key", async () => {
      const res = await admin.post("/api/admin/site-content").set("CSRF-Token", adminToken).send(item({ key: "home.hero.title" }));
      expectApiError(res, 409, "CONFLICT");
      expect(res.body).toMatchObject({ message: catalogs.en["siteContent.error.keyTaken"], errors: { key: catalogs.en["siteContent.error.keyTaken"] } });
    });

    it("answers 400 with translated field errors", async () => {
      const res = await admin.post("/api/admin/site-content").set("CSRF-Token", adminToken).set("X-Language", "ar").send({ key: "Not Dotted" });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toMatchObject({
        key: catalogs.ar["siteContent.error.keyFormat"],
        labelEn: catalogs.ar["admin.form.error.required"],
        labelAr: catalogs.ar["admin.form.error.required"],
        section: catalogs.ar["siteContent.error.section"],
      });
      const unknownSection = await admin.post("/api/admin/site-content").set("CSRF-Token", adminToken).send(item({ key: "x.y", section: undefined, sectionEn: "Blog" }));
      expectApiError(unknownSection, 400, "VALIDATION");
      expect((unknownSection.body as { errors: Record<string, string> }).errors.section).toBe(catalogs.en["siteContent.error.section"]);
    });
  });
});
