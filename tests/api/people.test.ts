import { asc, eq } from "drizzle-orm";
import type request from "supertest";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, people } from "#db/schema";
import { findAuthorPage } from "~/features/people/find-author-page.server";
import { findContactPartner } from "~/features/people/find-contact-partner.server";
import { listSitemapPeople } from "~/features/people/list-sitemap-people.server";
import { loadContactPartnerPage, loadPersonPage } from "~/features/people/load-person-page.server";
import { loadTeamPage } from "~/features/people/load-team-page.server";
import type { AdminPeopleList, AdminPerson } from "~/features/people/person";
import { catalogs } from "~/message-catalogs";
import { noPublicDataMemo } from "~/lib/public-data-memo";
import { expectApiError } from "../support/assertions";
import { callRouteLoader } from "../support/route-loader";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const PHOTO = "/uploads/0123456789abcdef0123456789abcdef";

const valid = {
  slug: "sara-al-otaibi",
  photo: PHOTO,
  nameEn: "Sara Al-Otaibi",
  nameAr: "سارة العتيبي",
  titleEn: "Managing Partner",
  titleAr: "الشريكة المديرة",
  bioEn: "Sara leads our **board** and chief executive searches.\n\n<script>alert(1)</script>Twenty years in the Kingdom.",
  bioAr: "تقود سارة عمليات البحث عن الرؤساء التنفيذيين وأعضاء مجالس الإدارة.",
  expertiseEn: "Executive search\nBoard advisory",
  expertiseAr: ["البحث التنفيذي", "استشارات مجالس الإدارة"],
  sectorsEn: ["Energy", "Financial services"],
  sectorsAr: ["الطاقة", "الخدمات المالية"],
  languagesEn: ["Arabic", "English"],
  languagesAr: ["العربية", "الإنجليزية"],
  linkedinUrl: "https://www.linkedin.com/in/sara-example",
  email: "sara@firm.example.sa",
  bookingUrl: "",
};

type Body<T> = { body: T };
const logger = pino({ level: "silent" });

describe.each(backends)("admin people API [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let editor: TestAgent;
  let editorToken: string;
  let member: TestAgent;
  let memberToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: adminToken } = await signInAsAdmin(ctx));
    ({ agent: editor, csrfToken: editorToken } = await signInAs(ctx, "editor"));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(people);
  });

  const create = async (overrides: Record<string, unknown> = {}) =>
    ((await admin.post("/api/admin/people").set("CSRF-Token", adminToken).send({ ...valid, ...overrides }).expect(201)) as Body<{ person: AdminPerson }>).body.person;
  const patch = (id: number | string, body: unknown) => admin.patch(`/api/admin/people/${id}`).set("CSRF-Token", adminToken).send(body as object);
  const list = async () => ((await admin.get("/api/admin/people").expect(200)) as Body<AdminPeopleList>).body;
  const slugs = async () => (await list()).people.map((person) => person.slug);
  const auditOf = async (id: number) =>
    (await ctx.database.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.targetId, String(id))).orderBy(asc(auditLog.id))).filter((entry) =>
      entry.action.startsWith("person."),
    );

  describe("who may call it", () => {
    const calls: [string, string][] = [
      ["get", "/api/admin/people"],
      ["post", "/api/admin/people"],
      ["patch", "/api/admin/people/1"],
      ["delete", "/api/admin/people/1"],
    ];
    it.each(calls)("%s %s → 401 signed out, 403 for a member, 403 without CSRF", async (method, path) => {
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
      expect(await ctx.database.db.select().from(people)).toHaveLength(0);
    });

    it("lets an editor manage the team (decision 038: what the public reads)", async () => {
      const res = await editor.post("/api/admin/people").set("CSRF-Token", editorToken).send(valid);
      expect(res.status).toBe(201);
      await editor.delete(`/api/admin/people/${(res.body as { person: AdminPerson }).person.id}`).set("CSRF-Token", editorToken).expect(204);
    });
  });

  describe("POST /api/admin/people", () => {
    it("creates an unpublished person at the end of the list, lists from lines or arrays (201), audited as person.create", async () => {
      const first = await create();
      expect(first).toMatchObject({
        ...valid,
        expertiseEn: ["Executive search", "Board advisory"],
        published: false,
        contactPartner: false,
        sortOrder: 0,
      });
      const second = await create({ slug: "omar", nameEn: "Omar", nameAr: "عمر", titleEn: undefined, photo: undefined, published: true });
      expect(second).toMatchObject({ sortOrder: 1, titleEn: "", photo: "", published: true });
      expect(await slugs()).toEqual(["sara-al-otaibi", "omar"]);
      expect(await auditOf(first.id)).toEqual([{ action: "person.create", details: { slug: "sara-al-otaibi", published: false, contactPartner: false } }]);
    });

    it("answers each invalid field with a translated error, in the page's language, and stores nothing", async () => {
      const res = await admin
        .post("/api/admin/people")
        .set("CSRF-Token", adminToken)
        .send({ ...valid, slug: "Not a slug!", nameEn: " ", photo: "https://elsewhere.example/a.jpg", email: "nope", linkedinUrl: "http://linkedin.com/in/x", sectorsEn: Array.from({ length: 13 }, (_, i) => `S${i}`) });
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({
        slug: catalogs.en["peopleAdmin.error.slugFormat"],
        nameEn: catalogs.en["admin.form.error.required"],
        photo: catalogs.en["peopleAdmin.error.photo"],
        email: catalogs.en["peopleAdmin.error.email"],
        linkedinUrl: catalogs.en["peopleAdmin.error.linkedinUrl"],
        sectorsEn: catalogs.en["peopleAdmin.error.tooManyItems"],
      });
      const arabic = await admin.post("/api/admin/people").set("CSRF-Token", adminToken).set("X-Language", "ar").send({ ...valid, nameAr: undefined, bookingUrl: "calendly" });
      expectApiError(arabic, 400, "VALIDATION");
      expect((arabic.body as { errors: Record<string, string> }).errors).toEqual({
        nameAr: catalogs.ar["admin.form.error.required"],
        bookingUrl: catalogs.ar["peopleAdmin.error.bookingUrl"],
      });
      expect(await ctx.database.db.select().from(people)).toHaveLength(0);
    });

    it("refuses an address another person has (409, at the field)", async () => {
      await create();
      const res = await admin.post("/api/admin/people").set("CSRF-Token", adminToken).set("X-Language", "ar").send({ ...valid, nameEn: "Another" });
      expectApiError(res, 409, "CONFLICT");
      expect((res.body as { errors: Record<string, string> }).errors).toEqual({ slug: catalogs.ar["peopleAdmin.error.slugTaken"] });
    });
  });

  describe("PATCH /api/admin/people/:id", () => {
    it("publishes, changes only the fields sent, and audits the names of what changed (never the words)", async () => {
      const created = await create();
      const res = await patch(created.id, { published: true, titleAr: "الشريكة المديرة للبحث التنفيذي", sectorsEn: "Energy\nFinancial services" }).expect(200);
      expect((res.body as { person: AdminPerson }).person).toMatchObject({ published: true, titleAr: "الشريكة المديرة للبحث التنفيذي", sectorsEn: ["Energy", "Financial services"] });
      const entries = await auditOf(created.id);
      expect(entries.at(-1)).toEqual({ action: "person.update", details: { slug: "sara-al-otaibi", fields: ["titleAr"], published: { from: false, to: true } } });
      await patch(created.id, { nameEn: valid.nameEn }).expect(200);
      expect(await auditOf(created.id)).toHaveLength(entries.length);
    });

    it("moves a person to a place in the list and numbers the list again", async () => {
      const [a, , c] = [await create({ slug: "a" }), await create({ slug: "b" }), await create({ slug: "c" })];
      await patch(c.id, { position: 1 }).expect(200);
      expect(await slugs()).toEqual(["c", "a", "b"]);
      await patch(a.id, { position: 60 }).expect(200);
      expect(await slugs()).toEqual(["c", "b", "a"]);
      expect((await list()).people.map((person) => person.sortOrder)).toEqual([0, 1, 2]);
      expect((await auditOf(c.id)).at(-1)).toEqual({ action: "person.update", details: { slug: "c", position: { from: 3, to: 1 } } });
    });

    it("keeps one contact partner: marking another takes the mark from the first", async () => {
      const sara = await create({ contactPartner: true, published: true });
      const omar = await create({ slug: "omar", nameEn: "Omar Al-Zahrani", nameAr: "عمر الزهراني", published: true });
      expect(await findContactPartner(ctx.database.db)).toMatchObject({ slug: "sara-al-otaibi", nameAr: "سارة العتيبي", email: "sara@firm.example.sa", bookingUrl: null });
      await patch(omar.id, { contactPartner: true }).expect(200);
      expect((await list()).people.map((person) => [person.slug, person.contactPartner])).toEqual([
        ["sara-al-otaibi", false],
        ["omar", true],
      ]);
      expect(await findContactPartner(ctx.database.db)).toEqual({ nameEn: "Omar Al-Zahrani", nameAr: "عمر الزهراني", titleEn: "Managing Partner", titleAr: "الشريكة المديرة", email: "sara@firm.example.sa", bookingUrl: null, slug: "omar" });
      expect((await auditOf(omar.id)).at(-1)?.details).toEqual({ slug: "omar", contactPartner: { from: false, to: true } });
      // Unpublished, the contact partner is named nowhere.
      await patch(omar.id, { published: false }).expect(200);
      expect(await findContactPartner(ctx.database.db)).toBeNull();
      expect(sara.id).not.toBe(omar.id);
    });

    it("answers 400 for an empty or invalid change, 409 for a taken address, 404 for an unknown id", async () => {
      const created = await create();
      await create({ slug: "omar" });
      const empty = await patch(created.id, {});
      expectApiError(empty, 400, "VALIDATION");
      expect((empty.body as { errors: Record<string, string> }).errors).toEqual({ _: catalogs.en["peopleAdmin.error.nothingToUpdate"] });
      const invalid = await patch(created.id, { nameAr: "", position: 0, published: "yes" });
      expectApiError(invalid, 400, "VALIDATION");
      expect(Object.keys((invalid.body as { errors: Record<string, string> }).errors).sort()).toEqual(["nameAr", "position", "published"]);
      expectApiError(await patch(created.id, { slug: "omar" }), 409, "CONFLICT");
      expectApiError(await patch(created.id + 1000, { published: true }), 404, "NOT_FOUND");
      expectApiError(await patch("abc", { published: true }), 404, "NOT_FOUND");
    });
  });

  describe("DELETE /api/admin/people/:id", () => {
    it("removes the person (204), the others keep their order; audited; 404 after", async () => {
      const [, b] = [await create({ slug: "a" }), await create({ slug: "b", published: true, contactPartner: true }), await create({ slug: "c" })];
      await admin.delete(`/api/admin/people/${b.id}`).set("CSRF-Token", adminToken).expect(204);
      expect(await slugs()).toEqual(["a", "c"]);
      expect((await auditOf(b.id)).at(-1)).toEqual({ action: "person.delete", details: { slug: "b", published: true, contactPartner: true } });
      expectApiError(await admin.delete(`/api/admin/people/${b.id}`).set("CSRF-Token", adminToken), 404, "NOT_FOUND");
      expect(await findContactPartner(ctx.database.db)).toBeNull();
    });
  });

  describe("what the public pages read", () => {
    it("no team page, no person, no sitemap entry while nobody is published", async () => {
      await create();
      const db = ctx.database.db;
      const options = { publicData: noPublicDataMemo, logger };
      expect(await loadTeamPage(db, { lang: "en", ...options })).toBeNull();
      expect(await loadPersonPage(db, { slug: valid.slug, lang: "en", siteOrigin: "https://firm.example", ...options })).toBeNull();
      expect(await listSitemapPeople(db)).toEqual([]);
      expect(await callRouteLoader(sitemapLoader, ctx, "/sitemap.xml").then((res) => res.text())).not.toContain("/team");
    });

    it("published people in display order and the page's language; a safe biography; the contact partner; the sitemap's hreflang pairs; the byline's author", async () => {
      const hidden = await create({ slug: "hidden", nameEn: "Hidden Person", nameAr: "شخص مخفي" });
      await create({ published: true, contactPartner: true });
      const omar = await create({ slug: "omar", nameEn: "Omar Al-Zahrani", nameAr: "عمر الزهراني", photo: "", titleAr: "", published: true });
      await patch(omar.id, { position: 1 }).expect(200);
      const db = ctx.database.db;
      const options = { publicData: noPublicDataMemo, logger };

      const team = await loadTeamPage(db, { lang: "ar", ...options });
      expect(team?.people.map((person) => [person.slug, person.name, person.title])).toEqual([
        ["omar", "عمر الزهراني", ""],
        ["sara-al-otaibi", "سارة العتيبي", "الشريكة المديرة"],
      ]);
      expect(team?.contactPartner).toEqual({ name: "سارة العتيبي", slug: "sara-al-otaibi" });

      const page = await loadPersonPage(db, { slug: "sara-al-otaibi", lang: "en", siteOrigin: "https://firm.example", ...options });
      expect(page?.person).toMatchObject({ name: "Sara Al-Otaibi", expertise: ["Executive search", "Board advisory"], languages: ["Arabic", "English"], contactPartner: true, bookingUrl: null });
      expect(page?.bioHtml).toContain("<strong>board</strong>");
      expect(page?.bioHtml).not.toContain("<script");
      expect(page?.summary).toMatch(/^Sara leads our board/);
      expect(await loadPersonPage(db, { slug: "hidden", lang: "en", siteOrigin: "https://firm.example", ...options })).toBeNull();
      expect((await loadContactPartnerPage(db, { lang: "ar", siteOrigin: "https://firm.example", ...options }))?.person.name).toBe("سارة العتيبي");

      const sitemap = await callRouteLoader(sitemapLoader, ctx, "/sitemap.xml").then((res) => res.text());
      const base = ctx.config.PUBLIC_URL.replace(/\/+$/, "");
      expect(sitemap).toContain(`<loc>${base}/team</loc>`);
      expect(sitemap).toContain(`<loc>${base}/ar/team/omar</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${base}/ar/team/sara-al-otaibi"/>`);
      expect(sitemap).not.toContain("/team/hidden");

      expect(await findAuthorPage(db, { name: "sara  al-otaibi", lang: "en" })).toBe("/team/sara-al-otaibi");
      expect(await findAuthorPage(db, { name: "عمر الزهراني", lang: "ar" })).toBe("/team/omar");
      expect(await findAuthorPage(db, { name: "Omar Al-Zahrani", lang: "ar" })).toBeNull();
      expect(await findAuthorPage(db, { name: "Hidden Person", lang: "en" })).toBeNull();
      expect(hidden.published).toBe(false);
    });
  });
});
