import { and, eq } from "drizzle-orm";
import type request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, caseStudies, clients, homeStatisticSources, sectors, uploadedImages } from "#db/schema";
import { loadCaseStudiesPage, loadCaseStudyPage, loadHomeProof } from "~/features/case-studies/load-proof-pages.server";
import type { AdminCaseStudy, AdminCaseStudyList, AdminProofLists } from "~/features/case-studies/proof";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { callRouteLoader } from "../support/route-loader";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const study = (sectorId: number, overrides: Record<string, unknown> = {}) => ({
  slug: "cfo-family-group",
  roleEn: "Chief Financial Officer, family holding group",
  roleAr: "رئيس الشؤون المالية لمجموعة قابضة عائلية",
  sectorId,
  service: "executiveSearch",
  challengeEn: "A second-generation group needed its first CFO from outside the family.",
  challengeAr: "احتاجت مجموعة من الجيل الثاني إلى أول رئيس مالي من خارج العائلة.",
  approachEn: "We mapped finance leaders across the Gulf and assessed six finalists.",
  approachAr: "رسمنا خريطة القيادات المالية في الخليج وقيّمنا ستة مرشحين نهائيين.",
  outcomeEn: "The CFO joined in week nine and led the group's first audit by a Big Four firm.",
  outcomeAr: "انضم الرئيس المالي في الأسبوع التاسع وقاد أول تدقيق للمجموعة لدى إحدى الشركات الأربع الكبرى.",
  timeToHireWeeks: 9,
  ...overrides,
});

type Body<T> = { body: T };
type Errors = { errors: Record<string, string> };

describe.each(backends)("case studies, sectors, clients and figures' sources [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let token: string;
  let member: TestAgent;
  let memberToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: token } = await signInAsAdmin(ctx));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    const db = ctx.database.db;
    await db.delete(caseStudies);
    await db.delete(sectors);
    await db.delete(clients);
    await db.delete(homeStatisticSources);
    await db.delete(auditLog);
  });

  const send = (method: "post" | "patch" | "put" | "delete", path: string, body?: object, lang?: "ar") => {
    const req = admin[method](path).set("CSRF-Token", token);
    if (lang) req.set("X-Language", lang);
    return body ? req.send(body) : req;
  };
  const addSector = async (nameEn: string, nameAr: string) => ((await send("post", "/api/admin/case-studies/sectors", { nameEn, nameAr }).expect(201)) as Body<{ id: number }>).body.id;
  const addStudy = async (body: object) => ((await send("post", "/api/admin/case-studies", body).expect(201)) as Body<{ caseStudy: AdminCaseStudy }>).body.caseStudy;
  const lists = async () => ((await admin.get("/api/admin/case-studies/proof").expect(200)) as Body<AdminProofLists>).body;
  const table = async () => ((await admin.get("/api/admin/case-studies").expect(200)) as Body<AdminCaseStudyList>).body;
  const audited = async (action: string) => ctx.database.db.select({ details: auditLog.details, targetId: auditLog.targetId }).from(auditLog).where(eq(auditLog.action, action));
  const page = (params = "") => loadCaseStudiesPage(ctx.database.db, { lang: "en", params: new URLSearchParams(params) });

  describe("who may call it", () => {
    const calls: [string, string][] = [
      ["get", "/api/admin/case-studies"],
      ["get", "/api/admin/case-studies/proof"],
      ["post", "/api/admin/case-studies"],
      ["patch", "/api/admin/case-studies/1"],
      ["delete", "/api/admin/case-studies/1"],
      ["post", "/api/admin/case-studies/sectors"],
      ["post", "/api/admin/case-studies/clients"],
      ["put", "/api/admin/case-studies/statistics/performance"],
    ];
    it.each(calls)("%s %s → 401 signed out, 403 for a member, 403 without CSRF", async (method, path) => {
      const anonymous = agent(ctx.app);
      const anonymousToken = await csrf(anonymous);
      const call = (browser: TestAgent, csrfToken?: string) => {
        const req = browser[method as "get"](path) as request.Test;
        if (csrfToken) req.set("CSRF-Token", csrfToken);
        return method === "get" || method === "delete" ? req : req.send({});
      };
      expectApiError(await call(anonymous, anonymousToken), 401, "UNAUTHENTICATED");
      expectApiError(await call(member, memberToken), 403, "FORBIDDEN");
      if (method !== "get") expectApiError(await call(admin), 403, "CSRF_INVALID");
    });
  });

  it("sectors: added at the end, renamed, reordered, and kept while a case study is filed under one", async () => {
    const energy = await addSector("Energy", "الطاقة");
    const finance = await addSector("Financial services", "الخدمات المالية");
    expect((await lists()).sectors.map((s) => s.nameEn)).toEqual(["Energy", "Financial services"]);
    await send("patch", `/api/admin/case-studies/sectors/${finance}`, { position: 1, nameAr: "القطاع المالي" }).expect(200);
    expect((await lists()).sectors).toMatchObject([{ id: finance, nameAr: "القطاع المالي", sortOrder: 0, caseStudies: 0 }, { id: energy, sortOrder: 1 }]);

    await addStudy(study(energy));
    const refused = await send("delete", `/api/admin/case-studies/sectors/${energy}`);
    expectApiError(refused, 409, "CONFLICT");
    expect((refused.body as { message: string }).message).toBe(catalogs.en["caseStudiesAdmin.error.sectorInUse"]);
    await send("delete", `/api/admin/case-studies/sectors/${finance}`).expect(204);
    expectApiError(await send("delete", `/api/admin/case-studies/sectors/${finance}`), 404, "NOT_FOUND");
    expect((await audited("sector.update"))[0]).toMatchObject({ targetId: String(finance), details: { fields: ["nameAr"], position: { from: 2, to: 1 } } });
    expect(await audited("sector.delete")).toHaveLength(1);
  });

  it("a case study is created unpublished at the end of the list, published, reordered and deleted, each audited", async () => {
    const sector = await addSector("Energy", "الطاقة");
    const first = await addStudy(study(sector));
    expect(first).toMatchObject({ ...study(sector), published: false, sortOrder: 0 });
    const second = await addStudy(study(sector, { slug: "coo-utility", timeToHireWeeks: null, published: true }));
    expect(second).toMatchObject({ sortOrder: 1, timeToHireWeeks: null, published: true });

    await send("patch", `/api/admin/case-studies/${first.id}`, { published: true }).expect(200);
    await send("patch", `/api/admin/case-studies/${second.id}`, { position: 1 }).expect(200);
    expect((await table()).caseStudies.map((c) => c.slug)).toEqual(["coo-utility", "cfo-family-group"]);
    expect((await table()).total).toBe(2);

    await send("delete", `/api/admin/case-studies/${first.id}`).expect(204);
    expectApiError(await send("patch", `/api/admin/case-studies/${first.id}`, { published: false }), 404, "NOT_FOUND");
    expect((await table()).caseStudies.map((c) => c.slug)).toEqual(["coo-utility"]);

    expect((await audited("case_study.create")).map((e) => e.details)).toEqual([
      { slug: "cfo-family-group", published: false },
      { slug: "coo-utility", published: true },
    ]);
    expect((await audited("case_study.publish"))[0]).toMatchObject({ targetId: String(first.id), details: { slug: "cfo-family-group" } });
    expect((await audited("case_study.update"))[0].details).toEqual({ slug: "coo-utility", position: { from: 2, to: 1 } });
    expect((await audited("case_study.delete"))[0].details).toEqual({ slug: "cfo-family-group", published: true });
  });

  it("answers each invalid field with a translated message, in the page's language", async () => {
    const sector = await addSector("Energy", "الطاقة");
    const bad = study(sector, { slug: "Not A Slug", roleEn: " ", service: "astrology", timeToHireWeeks: 0, sectorId: "x" });
    const en = await send("post", "/api/admin/case-studies", bad);
    expectApiError(en, 400, "VALIDATION");
    expect((en.body as Errors).errors).toEqual({
      slug: catalogs.en["caseStudiesAdmin.error.slugFormat"],
      roleEn: catalogs.en["admin.form.error.required"],
      service: catalogs.en["caseStudiesAdmin.error.service"],
      timeToHireWeeks: catalogs.en["caseStudiesAdmin.error.weeks"],
      sectorId: catalogs.en["caseStudiesAdmin.error.sector"],
    });
    const ar = await send("post", "/api/admin/case-studies", study(sector, { outcomeAr: "ن".repeat(1201) }), "ar");
    expectApiError(ar, 400, "VALIDATION");
    expect((ar.body as Errors).errors).toEqual({ outcomeAr: catalogs.ar["admin.form.error.tooLong"] });

    await addStudy(study(sector));
    const taken = await send("post", "/api/admin/case-studies", study(sector + 1000), "ar");
    expectApiError(taken, 400, "VALIDATION");
    expect((taken.body as Errors).errors).toEqual({ slug: catalogs.ar["caseStudiesAdmin.error.slugTaken"], sectorId: catalogs.ar["caseStudiesAdmin.error.sector"] });
    const empty = await send("patch", "/api/admin/case-studies/1", {});
    expectApiError(empty, 400, "VALIDATION");
    expect((empty.body as Errors).errors).toEqual({ _: catalogs.en["caseStudiesAdmin.error.nothingToUpdate"] });
    expect(await ctx.database.db.select().from(caseStudies)).toHaveLength(1);
  });

  it("the public pages show nothing until a case study is published, then only published ones, filterable by sector and service", async () => {
    const energy = await addSector("Energy", "الطاقة");
    const health = await addSector("Healthcare", "الرعاية الصحية");
    expect(await page()).toBeNull();
    const draft = await addStudy(study(energy));
    expect(await page()).toBeNull();
    expect(await loadCaseStudyPage(ctx.database.db, { lang: "en", slug: draft.slug })).toBeNull();

    await addStudy(study(health, { slug: "hospital-ceo", service: "leadershipHiring", published: true }));
    await addStudy(study(energy, { slug: "utility-coo", service: "onboarding", published: true }));
    const all = await page();
    expect(all?.caseStudies.map((c) => c.slug)).toEqual(["hospital-ceo", "utility-coo"]);
    // Only sectors with a published case study are offered as filters.
    expect(all?.sectors.map((s) => s.name)).toEqual(["Energy", "Healthcare"]);
    expect((await page(`sector=${energy}`))?.caseStudies.map((c) => c.slug)).toEqual(["utility-coo"]);
    expect((await page(`sector=${health}&service=onboarding`))?.caseStudies).toEqual([]);
    expect((await page("service=leadershipHiring&sector=nonsense"))?.caseStudies.map((c) => c.slug)).toEqual(["hospital-ceo"]);

    const arabic = await loadCaseStudyPage(ctx.database.db, { lang: "ar", slug: "utility-coo" });
    expect(arabic).toMatchObject({ role: study(energy).roleAr, sector: { id: energy, name: "الطاقة" }, service: "onboarding", outcome: study(energy).outcomeAr, timeToHireWeeks: 9 });
  });

  it("a client is shown publicly only once permission is ticked; a logo must be an uploaded image", async () => {
    const logo = "a".repeat(32);
    await ctx.database.db.insert(uploadedImages).values({ id: logo, contentType: "image/png", byteSize: 4, data: Buffer.from("logo") }).onConflictDoNothing();
    const badLogo = await send("post", "/api/admin/case-studies/clients", { nameEn: "Acme", nameAr: "أكمي", logoUrl: "/uploads/" + "b".repeat(32) });
    expectApiError(badLogo, 400, "VALIDATION");
    expect((badLogo.body as Errors).errors).toEqual({ logoUrl: catalogs.en["caseStudiesAdmin.error.logo"] });
    expectApiError(await send("post", "/api/admin/case-studies/clients", { nameEn: "Acme", nameAr: "أكمي", logoUrl: "https://evil.example/x.png" }), 400, "VALIDATION");

    const hidden = ((await send("post", "/api/admin/case-studies/clients", { nameEn: "Quiet Holding", nameAr: "القابضة الهادئة", logoUrl: `/uploads/${logo}` }).expect(201)) as Body<{ id: number }>).body.id;
    await send("post", "/api/admin/case-studies/clients", { nameEn: "Open Bank", nameAr: "البنك المفتوح", permissionGiven: true }).expect(201);
    let home = await loadHomeProof(ctx.database.db, { lang: "ar" });
    expect(home.clients).toEqual([{ id: expect.any(Number), name: "البنك المفتوح", logoUrl: null }]);

    await send("patch", `/api/admin/case-studies/clients/${hidden}`, { permissionGiven: true, position: 1 }).expect(200);
    home = await loadHomeProof(ctx.database.db, { lang: "en" });
    expect(home.clients.map((c) => [c.name, c.logoUrl])).toEqual([
      ["Quiet Holding", `/uploads/${logo}`],
      ["Open Bank", null],
    ]);
    // Already first: the place did not change, so only the permission is recorded.
    expect((await audited("client.update"))[0].details).toEqual({ permissionGiven: { from: false, to: true } });
    // The media library knows the logo is in use and keeps it.
    expectApiError(await send("delete", `/api/admin/uploads/${logo}`), 409, "CONFLICT");
    await send("patch", `/api/admin/case-studies/clients/${hidden}`, { permissionGiven: false }).expect(200);
    expect((await loadHomeProof(ctx.database.db, { lang: "en" })).clients.map((c) => c.name)).toEqual(["Open Bank"]);
    await send("delete", `/api/admin/case-studies/clients/${hidden}`).expect(204);
    expect((await audited("client.delete")).at(-1)?.details).toEqual({ permissionGiven: false });
  });

  it("a home figure is hidden without a source, shown with one in both languages, hidden again when emptied", async () => {
    expect((await loadHomeProof(ctx.database.db, { lang: "en" })).figureSources).toEqual({});
    expect((await lists()).statistics).toEqual([
      { statistic: "experience", sourceEn: "", sourceAr: "" },
      { statistic: "performance", sourceEn: "", sourceAr: "" },
      { statistic: "productivity", sourceEn: "", sourceAr: "" },
      { statistic: "guarantee", sourceEn: "", sourceAr: "" },
    ]);
    const one = await send("put", "/api/admin/case-studies/statistics/performance", { sourceEn: "Client survey, 2025 (n = 41)", sourceAr: "" }, "ar");
    expectApiError(one, 400, "VALIDATION");
    expect((one.body as Errors).errors).toEqual({ sourceAr: catalogs.ar["caseStudiesAdmin.error.sourceBoth"] });
    expectApiError(await send("put", "/api/admin/case-studies/statistics/revenue", { sourceEn: "x", sourceAr: "س" }), 404, "NOT_FOUND");

    await send("put", "/api/admin/case-studies/statistics/performance", { sourceEn: "Client survey, 2025 (n = 41)", sourceAr: "استبيان العملاء، 2025 (41 عميلًا)" }).expect(200);
    expect((await loadHomeProof(ctx.database.db, { lang: "ar" })).figureSources).toEqual({ performance: "استبيان العملاء، 2025 (41 عميلًا)" });
    expect((await loadHomeProof(ctx.database.db, { lang: "en" })).figureSources).toEqual({ performance: "Client survey, 2025 (n = 41)" });
    // The same source again changes nothing and records nothing.
    await send("put", "/api/admin/case-studies/statistics/performance", { sourceEn: "Client survey, 2025 (n = 41)", sourceAr: "استبيان العملاء، 2025 (41 عميلًا)" }).expect(200);
    await send("put", "/api/admin/case-studies/statistics/performance", { sourceEn: "", sourceAr: "" }).expect(200);
    expect((await loadHomeProof(ctx.database.db, { lang: "en" })).figureSources).toEqual({});
    const entries = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "home_statistic.update"), eq(auditLog.targetId, "performance")));
    expect(entries.map((e) => e.details).slice(-2)).toEqual([{ shown: true }, { shown: false }]);
  });

  it("the sitemap lists the listing and each published case study in both languages, with hreflang pairs", async () => {
    const sector = await addSector("Energy", "الطاقة");
    const PUBLIC_URL = ctx.config.PUBLIC_URL.replace(/\/+$/, "");
    const sitemap = () => callRouteLoader(sitemapLoader, ctx, "/sitemap.xml").then((res) => res.text());
    await addStudy(study(sector));
    expect(await sitemap()).not.toContain("/case-studies");
    await addStudy(study(sector, { slug: "utility-coo", published: true }));
    const xml = await sitemap();
    expect(xml).toContain(`<loc>${PUBLIC_URL}/case-studies</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/ar/case-studies/utility-coo</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/case-studies/utility-coo"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/case-studies/utility-coo"/>`);
    expect(xml).not.toContain("cfo-family-group");
  });
});
