import { desc, eq, sql } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf, type DatabaseHandle } from "#db/client";
import { auditLog, leads, privacyNoticeVersions, rateLimits, users } from "#db/schema";
import { createApp, requestListener } from "#server/app";
import { ContentVersion } from "#server/page-cache/content-version";
import { PageCache } from "#server/page-cache/page-cache";
import type { LeadDetail } from "~/features/lead-pipeline/lead-row";
import { loadPrivacyPage } from "~/features/legal/load-privacy-page.server";
import type { PrivacyNoticeAdminView, PublishedPrivacyNotice } from "~/features/legal/privacy-notice";
import { createPublicDataMemo } from "~/lib/public-data-memo";
import { expectApiError } from "../support/assertions";
import { hrSubmission, leadershipSubmission } from "../support/assessment-submissions";
import { backends } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { createUser, signIn } from "../support/factories";
import { migrateUntil } from "../support/migrate-until";
import { buildApp, csrf, type TestAgent } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Privacy-notice versions and consent records (issue 14 items 4 and 8,
 * decision 032) on both databases: the admin API (read, publish, unchanged
 * and malformed texts refused, audit), the privacy page through the real page
 * cache and public-data memo (a stand-in page renders loadPrivacyPage, as the
 * API tests have no React build), and each of the six public forms' bodies
 * with attribution and a version reaching the lead.
 */

const touch = (source: string, landingPage: string, language: "en" | "ar") => ({
  first: { referrerHost: "mail.example.com", utmSource: source, utmMedium: "email", utmCampaign: "q4", landingPage, language, at: "2026-11-20T08:00:00.000Z" },
  latest: { referrerHost: "www.linkedin.com", landingPage: "/blog", language, at: "2026-11-24T08:00:00.000Z" },
});

describe.each(backends)("privacy notice versions and consent [$name]", (backend) => {
  let testDatabase: TestDatabase;
  let built: Awaited<ReturnType<typeof buildApp>>;
  let listener: ReturnType<typeof requestListener>;
  let pageCache: PageCache;
  let admin: TestAgent;
  let adminToken: string;
  /** The publisher as the dashboard names it (accountName): the account, not a display string. */
  let adminName: { username: string; fullName: string | null; isProtected: boolean };

  const db = () => testDatabase.database.db;
  const page = (path: string) => request(listener).get(path).set("Accept-Encoding", "gzip");
  const view = async () => (await admin.get("/api/admin/privacy-notice").expect(200)).body as PrivacyNoticeAdminView;
  const publish = (body: unknown, lang?: "ar") => {
    const req = admin.post("/api/admin/privacy-notice").set("X-CSRF-Token", adminToken);
    if (lang) req.set("X-Language", "ar");
    return req.send(body as object);
  };

  /** The privacy page as the server keeps it: the loader's data through the public-data memo, emptied with the page cache. */
  function standInPages(database: DatabaseHandle, memo: ReturnType<typeof createPublicDataMemo>): express.Router {
    const pages = express.Router();
    pages.get(/^\/(ar\/)?privacy-policy$/, async (req, res) => {
      const lang = req.path.startsWith("/ar/") ? "ar" : "en";
      const data = await memo.memo(`privacy-page:${lang}`, () => loadPrivacyPage(database.db, { lang, siteOrigin: built.config.PUBLIC_URL }));
      const sections = data.document.sections.map((s) => `<h2 id="${s.id}">${s.heading}</h2>${s.blocks.map((b) => (b.type === "html" ? b.html : "")).join("")}`).join("");
      res.type("html").send(`<!doctype html><html><body><p data-version="${data.version}">${data.lastUpdated.text}</p>${sections}</body></html>`);
    });
    return pages;
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    built = await buildApp(testDatabase.database);
    const contentVersion = new ContentVersion(testDatabase.database.db, built.logger);
    const memo = createPublicDataMemo();
    contentVersion.onChange(() => memo.clear());
    pageCache = new PageCache({ contentVersion, logger: built.logger, csp: { https: false } });
    const app = createApp({ database: testDatabase.database, config: built.config, logger: built.logger, signingSecret: built.signingSecret, pages: standInPages(testDatabase.database, memo), contentVersion, pageCache });
    listener = requestListener(app, pageCache);
    await contentVersion.refresh();
    admin = request.agent(listener);
    const { user } = await signIn({ database: testDatabase.database, config: built.config }, { agent: admin, role: "admin" });
    adminName = { username: user.username, fullName: user.fullName, isProtected: false };
    adminToken = (await admin.get("/api/csrf-token").expect(200)).body.csrfToken as string;
  });
  afterAll(async () => {
    await testDatabase?.close();
  });
  beforeEach(async () => {
    await db().delete(rateLimits);
  });

  it("only an administrator reads or publishes, with CSRF", async () => {
    for (const role of [null, "user"] as const) {
      const browser = request.agent(listener);
      if (role) await signIn({ database: testDatabase.database, config: built.config }, { agent: browser, role });
      const token = await csrf(browser);
      expectApiError(await browser.get("/api/admin/privacy-notice"), role ? 403 : 401, role ? "FORBIDDEN" : "UNAUTHENTICATED");
      expectApiError(await browser.post("/api/admin/privacy-notice").set("X-CSRF-Token", token).send({ en: "x", ar: "y" }), role ? 403 : 401, role ? "FORBIDDEN" : "UNAUTHENTICATED");
    }
    expectApiError(await admin.post("/api/admin/privacy-notice").send({ en: "x", ar: "y" }), 403, "CSRF_INVALID");
    expect(await db().select().from(privacyNoticeVersions)).toHaveLength(1);
  });

  it("starts at version 2 (the built-in policy plus the attribution paragraph), version 1 built in", async () => {
    const { current, versions } = await view();
    expect(current).toMatchObject({ version: 2, publishedOn: "2026-11-25", publishedBy: null, builtIn: false });
    expect(current.content.en).toContain("How you found us");
    expect(current.content.ar).toContain("كيف وصلت إلينا");
    expect(versions.map((v) => [v.version, v.publishedOn, v.builtIn])).toEqual([
      [2, "2026-11-25", false],
      [1, "2025-04-14", true],
    ]);
  });

  it("refuses an unchanged or malformed text with a clear message and makes no version", async () => {
    const { current } = await view();
    // Line endings and trailing spaces are no change.
    const unchanged = await publish({ en: current.content.en.replaceAll("\n", "\r\n") + "  \n", ar: current.content.ar, note: "nothing" });
    expectApiError(unchanged, 409, "CONFLICT");
    expect(unchanged.body.message).toBe("Nothing has changed since the version in force, so no new version was made.");
    const arabic = await publish({ en: current.content.en, ar: current.content.ar }, "ar");
    expect(arabic.body.message).toBe("لم يتغير شيء عن الإصدار المعمول به، لذا لم يُنشأ إصدار جديد.");

    const malformed = await publish({ en: "Only a summary, no section.", ar: "## عنوان {#a}\n\nنص بلا ملخص" });
    expectApiError(malformed, 400, "VALIDATION");
    expect(malformed.body.errors).toEqual({
      en: "Add at least one section: a line starting with \"## \" followed by its text.",
      ar: "Start with the summary paragraph, before the first \"## \" heading.",
    });
    expectApiError(await publish({ en: "", ar: 42 }), 400, "VALIDATION");
    expectApiError(await publish({ en: `${"x".repeat(60_001)}`, ar: current.content.ar }), 400, "VALIDATION");
    expect(await db().select().from(privacyNoticeVersions)).toHaveLength(1);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "privacy_notice.publish"))).toHaveLength(0);
  });

  it("publishes a changed text as the next version, audited, and the cached privacy page shows it at once", async () => {
    const before = await page("/privacy-policy").expect(200);
    expect(before.text).toContain('data-version="2"');
    expect(before.text).toContain("November 25, 2026");
    for (let i = 0; i < 100 && pageCache.size < 1; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await page("/privacy-policy").expect(200)).headers["x-page-cache"]).toBe("hit");
    const arabicBefore = await page("/ar/privacy-policy").expect(200);
    expect(arabicBefore.text).toContain('data-version="2"');

    const { current } = await view();
    const en = current.content.en.replace("## Children {#children}", "## Children {#children}\n\nWe never knowingly collect data from anyone under 18.");
    const ar = current.content.ar.replace("{#children}", "{#children}\n\nلا نجمع عن قصد بيانات من هم دون 18 عامًا.");
    expect(en).not.toBe(current.content.en);
    const res = await publish({ en, ar, note: "Children: under 18" }).expect(201);
    const published = (res.body as PublishedPrivacyNotice).version;
    expect(published).toMatchObject({ version: 3, publishedBy: adminName, note: "Children: under 18", builtIn: false });
    expect(published.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const [row] = await db().select().from(privacyNoticeVersions).orderBy(desc(privacyNoticeVersions.version)).limit(1);
    expect(row).toMatchObject({ version: 3, contentEn: en, contentAr: ar, note: "Children: under 18" });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "privacy_notice.publish"));
    expect(entry).toMatchObject({ actorLabel: adminName.username, targetType: "privacy_notice", targetId: "3", details: { version: 3, previous: 2 } });

    const after = await page("/privacy-policy").expect(200);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.text).toContain('data-version="3"');
    expect(after.text).toContain("We never knowingly collect data from anyone under 18.");
    // Site links point to the page's language; the sanitizer's output only.
    const arabic = await page("/ar/privacy-policy").expect(200);
    expect(arabic.text).toContain('data-version="3"');
    expect(arabic.text).toContain('href="/ar/cookie-policy"');
    expect(arabic.text).toContain("لا نجمع عن قصد بيانات من هم دون 18 عامًا.");

    const { current: now, versions } = await view();
    expect(now).toMatchObject({ version: 3, publishedBy: adminName });
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    // The same text again is no change.
    expectApiError(await publish({ en, ar }), 409, "CONFLICT");
  });

  describe("each public form's attribution and consent reach the lead", () => {
    let visitor: TestAgent;
    let token: string;
    const leadDetail = async (where: ReturnType<typeof eq>) => {
      const [row] = await db().select({ id: leads.id }).from(leads).where(where);
      return (await admin.get(`/api/admin/leads/${row.id}`).expect(200)).body as LeadDetail;
    };

    beforeEach(async () => {
      visitor = request.agent(listener);
      token = await csrf(visitor);
    });

    it.each([
      ["contact form", { privacy: true, language: "en" }, "contact"],
      ["/connect (no tick box)", { privacy: undefined, message: "An advisory call, please.", language: "en" }, "contact"],
      ["inquiry dialog", { privacy: undefined, company: null, service: "leadership-hiring", message: "Phone: +966 50 111 2222\n\nA COO for Riyadh.", language: "en" }, "inquiry"],
      ["consultation dialog", { privacy: undefined, service: "consultation", message: "الهاتف: 0501112222\nالتاريخ المفضل: غير محدد\n\nنحتاج استشارة", language: "ar" }, "consultation"],
    ] as const)("%s", async (_name, overrides, source) => {
      const lang = overrides.language;
      const attribution = touch(`${source}-news`, lang === "ar" ? "/ar" : "/", lang);
      const res = await visitor.post("/api/contact").set("X-CSRF-Token", token).send(contactSubmission({ ...overrides, email: `${source}-${lang}@example.sa`, attribution, privacyNoticeVersion: 2 }));
      expect(res.status, res.text).toBe(201);
      const { lead } = await leadDetail(eq(leads.contactSubmissionId, res.body.submission.id as number));
      expect(lead.source).toBe(source);
      expect(lead.attribution).toEqual(attribution);
      expect(lead.consent).toMatchObject({ noticeVersion: "2", language: lang });
      expect(Date.parse(lead.consent?.acceptedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    });

    it("HR assessment", async () => {
      const attribution = touch("hr-news", "/ar/hr-assessment", "ar");
      const res = await visitor
        .post("/api/hr-assessment")
        .set("X-CSRF-Token", token)
        .send(hrSubmission({ name: "Nora HR", email: "nora-hr@example.sa", company: "Qassim Foods", message: null, language: "ar", attribution, privacyNoticeVersion: 1 }));
      expect(res.status, res.text).toBe(201);
      const { lead } = await leadDetail(eq(leads.hrAssessmentId, res.body.assessment.id as number));
      expect(lead.attribution).toEqual(attribution);
      // Version 1 exists (built in): a page opened before version 2 keeps its own.
      expect(lead.consent).toMatchObject({ noticeVersion: "1", language: "ar" });
    });

    it("leadership assessment", async () => {
      const attribution = touch("leader-news", "/leadership-assessment", "en");
      const res = await visitor
        .post("/api/leadership-assessment")
        .set("X-CSRF-Token", token)
        .send(leadershipSubmission({ name: "Nora Leader", email: "nora-leader@example.sa", language: "en", attribution, privacyNoticeVersion: "2" }));
      expect(res.status, res.text).toBe(201);
      const { lead } = await leadDetail(eq(leads.leadershipAssessmentId, res.body.assessment.id as number));
      expect(lead.attribution).toEqual(attribution);
      expect(lead.consent).toMatchObject({ noticeVersion: "2", language: "en" });
    });

    it("a version that does not exist (or a garbled one) records the version in force; the enquiry is never refused", async () => {
      const current = String((await view()).current.version);
      for (const claimed of [999, "abc", "<b>", -1]) {
        const res = await visitor.post("/api/contact").set("X-CSRF-Token", token).send(contactSubmission({ email: `claimed-${String(claimed).length}-${Math.random()}@example.sa`, privacyNoticeVersion: claimed, attribution: "garbled" }));
        expect(res.status, res.text).toBe(201);
        const { lead } = await leadDetail(eq(leads.contactSubmissionId, res.body.submission.id as number));
        expect(lead.consent?.noticeVersion).toBe(current);
        expect(lead.attribution).toEqual({});
      }
      // A dialog that names no version asks for no consent (a page from before the notice line).
      const old = await visitor.post("/api/contact").set("X-CSRF-Token", token).send(contactSubmission({ email: "old-dialog@example.sa", privacy: undefined, message: "Phone: 0501112222\n\nOld page." })).expect(201);
      expect((await leadDetail(eq(leads.contactSubmissionId, old.body.submission.id as number))).lead.consent).toBeNull();
    });
  });
});

describe.each(backends)("migration 0011: privacy_notice_versions [$name]", (backend) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("adds the table with version 2 and keeps a version when its publisher's account goes", async () => {
    await migrateUntil(testDatabase.database, "0010_job-runs");
    await testDatabase.database.migrate();
    const { db } = testDatabase.database;
    const rows = rowsOf<{ version: number; published_by: number | null }>(await db.execute(sql`select version, published_by from privacy_notice_versions`));
    expect(rows).toEqual([{ version: 2, published_by: null }]);
    const user = await createUser(db, { role: "admin" });
    await db.insert(privacyNoticeVersions).values({ version: 3, publishedBy: user.id, contentEn: "a\n\n## b\n\nc", contentAr: "أ\n\n## ب\n\nج" });
    await db.delete(users).where(eq(users.id, user.id));
    const [kept] = await db.select().from(privacyNoticeVersions).where(eq(privacyNoticeVersions.version, 3));
    expect(kept.publishedBy).toBeNull();
    // Version 1 is the built-in text and never a row.
    await expect(db.insert(privacyNoticeVersions).values({ version: 1, contentEn: "x", contentAr: "y" })).rejects.toThrow();
  });
});
