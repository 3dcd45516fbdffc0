import { eq } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { auditLog, blogPosts, contentRevisions } from "#db/schema";
import { createApp, requestListener } from "#server/app";
import { ContentVersion } from "#server/page-cache/content-version";
import { PageCache } from "#server/page-cache/page-cache";
import { articleJsonLd, articleMeta } from "~/features/blog/article-head";
import type { AdminPostDetail, PostsPage, SeoReportPage } from "~/features/blog/blog-post";
import { loadArticle } from "~/features/blog/load-article.server";
import type { SeoContext } from "~/features/blog/seo-check";
import type { RevisionComparison } from "~/features/content-revisions/content-item";
import { listContentOverrides } from "~/features/site-content/list-content-overrides.server";
import { langFromPath, localizePath } from "~/i18n/locales";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { escapeHtml } from "~/lib/escape-html";
import { absoluteUrl, serializeJsonLd } from "~/lib/json-ld";
import type { RootData } from "~/lib/root-data";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin, type SignedInAgent } from "../support/signed-in-agent";
import { buildApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const PUBLIC_URL = "http://localhost:3000";
/** Uploaded images' addresses, as `POST /api/admin/uploads` answers them. */
const enCard = `/uploads/${"e1".repeat(16)}`;
const arCard = `/uploads/${"a1".repeat(16)}`;

/**
 * A stand-in article page (API tests build the app without React): its head
 * from the same functions the real route's `meta` and JSON-LD call
 * (features/blog/article-head.ts), on the article as its loader reads it.
 * The browser suite checks the real page (tests/e2e/post-seo.spec.ts).
 */
function standInPages(database: DatabaseHandle): express.Router {
  const pages = express.Router();
  pages.get(/^(?:\/ar)?\/blog\/([^/]+)$/, async (req, res) => {
    const lang = langFromPath(req.path);
    const page = await loadArticle(database.db, { slug: decodeURIComponent(req.params[0]), lang, siteOrigin: PUBLIC_URL });
    if (!page) return res.status(404).type("html").send("<h1>Not found</h1>");
    const messages = resolveMessages(lang, catalogs, await listContentOverrides(database.db));
    const root = { lang, messages, publicUrl: PUBLIC_URL } as RootData;
    const tags = articleMeta([{ id: "root", loaderData: root }], page.article).map((descriptor) => {
      const tag = descriptor as { title?: string; name?: string; property?: string; content?: string };
      if (tag.title !== undefined) return `<title>${escapeHtml(tag.title)}</title>`;
      const key = tag.name !== undefined ? `name="${tag.name}"` : `property="${tag.property}"`;
      return `<meta ${key} content="${escapeHtml(tag.content ?? "")}">`;
    });
    const url = absoluteUrl(PUBLIC_URL, localizePath(`/blog/${page.article.slug}`, lang));
    const jsonLd = serializeJsonLd(articleJsonLd(page.article, { url, publicUrl: PUBLIC_URL, publisherName: createTranslator(messages)("brand.name"), lang }));
    res.type("html").send(`<!doctype html><html><head>${tags.join("")}<script type="application/ld+json">${jsonLd}</script></head><body><h1>${escapeHtml(page.article.title)}</h1></body></html>`);
  });
  return pages;
}

/** A page's head as the tests read it: the title, each meta tag's content by name or property, and the JSON-LD. */
function headOf(html: string) {
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const meta: Record<string, string> = {};
  for (const [, , key, content] of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) meta[key] = unescape(content);
  const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null") as Record<string, unknown>;
  return { title, meta, jsonLd };
}

/**
 * Search and sharing fields and the bilingual search check (issue 27 items
 * 1–2, decision 045): the admin API saves the fields per language (optional:
 * the spec's payloads are unchanged), revisions and drafts carry them, the
 * article's head uses them with their defaults, and the search check's report
 * and the posts list say what a post lacks.
 */
describe.each(backends)("post search and sharing fields [$name]", (backend) => {
  let testDatabase: TestDatabase;
  let listener: ReturnType<typeof requestListener>;
  let admin: SignedInAgent;
  let member: SignedInAgent;
  let counter = 0;
  /** In every slug of this file (each run has a fresh database): the report and the list are searched for it. */
  const marker = "seo-check-test";

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    const built = await buildApp(testDatabase.database);
    const contentVersion = new ContentVersion(testDatabase.database.db, built.logger);
    const pageCache = new PageCache({ contentVersion, logger: built.logger, csp: { https: false } });
    const app = createApp({ database: testDatabase.database, config: built.config, logger: built.logger, signingSecret: built.signingSecret, pages: standInPages(testDatabase.database), contentVersion, pageCache });
    listener = requestListener(app, pageCache);
    await contentVersion.refresh();
    const ctx = { app, database: testDatabase.database, config: built.config };
    admin = await signInAsAdmin(ctx, { app: listener });
    member = await signInAs(ctx, "user", { app: listener });
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  /** The spec's payload (no search fields), with a marker in the slug so the report can be searched for this file's posts. */
  const body = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      slug: `${marker}-post-${counter}`,
      imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
      author: "Noura Al-Qahtani",
      authorAr: "نورة القحطاني",
      titleEn: `Choosing a board secretary ${counter}`,
      categoryEn: "Governance",
      summaryEn: `What a board secretary does for a family group's board, and how the chair should choose one (${counter}).`,
      contentEn: "## The role\n\nMinutes, agendas and the chair's trust.",
      titleAr: `اختيار أمين سر المجلس ${counter}`,
      categoryAr: "الحوكمة",
      summaryAr: `ما يقدّمه أمين سر المجلس لمجلس إدارة المجموعة العائلية، وكيف يختاره الرئيس بعناية وتأنٍّ (${counter}).`,
      contentAr: "## الدور\n\nالمحاضر وجداول الأعمال وثقة الرئيس.",
      ...overrides,
    };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await admin.agent.post("/api/admin/blog").set("CSRF-Token", admin.csrfToken).send(body(overrides));
    expect(res.status, res.text).toBe(201);
    return (res.body as { post: AdminPostDetail }).post;
  };
  /** A save of `post` as the spec's payload carries it, with `changes`. */
  const update = (post: AdminPostDetail, changes: Record<string, unknown> = {}) => {
    const { slug, imageUrl, author, authorAr, titleEn, categoryEn, summaryEn, contentEn, titleAr, categoryAr, summaryAr, contentAr } = post;
    const values = { slug, imageUrl, author, authorAr, titleEn, categoryEn, summaryEn, contentEn, titleAr, categoryAr, summaryAr, contentAr, ...changes };
    return admin.agent.put(`/api/admin/blog/${post.id}`).set("CSRF-Token", admin.csrfToken).send(values);
  };
  const stored = async (id: number) => (await testDatabase.database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];
  const page = async (path: string) => {
    const res = await request(listener).get(path).set("Accept-Encoding", "identity");
    expect(res.status, path).toBe(200);
    return headOf(res.text);
  };
  const fullText = { searchTitleEn: "Board secretaries: how to choose", searchTitleAr: "أمين سر المجلس: كيف تختارونه", searchDescriptionEn: "A partner's guide.", searchDescriptionAr: "دليل من أحد الشركاء." };

  it("accepts the spec's payload without the fields (stored null, read as empty), and saves them per language when given, trimmed", async () => {
    const plain = await create();
    expect(plain).toMatchObject({ searchTitleEn: "", searchTitleAr: "", searchDescriptionEn: "", searchDescriptionAr: "", socialImageEn: "", socialImageAr: "", imageAltEn: "", imageAltAr: "" });
    expect(await stored(plain.id)).toMatchObject({ searchTitleEn: null, socialImageAr: null, imageAltEn: "" });

    const res = await update(plain, { ...fullText, searchTitleEn: "  Board secretaries: how to choose ", socialImageAr: arCard, imageAltEn: "A boardroom", imageAltAr: "قاعة اجتماعات" });
    expect(res.status, res.text).toBe(200);
    const saved = (res.body as { post: AdminPostDetail }).post;
    expect(saved).toMatchObject({ ...fullText, socialImageEn: "", socialImageAr: arCard, imageAltEn: "A boardroom", imageAltAr: "قاعة اجتماعات" });
    expect((await admin.agent.get(`/api/admin/blog/${plain.id}`).expect(200)).body.post).toMatchObject(fullText);
  });

  it("keeps the fields through an update that leaves them out (the spec's payload), and returns an emptied or null one to its default", async () => {
    const post = await create(fullText);
    await update(post, { titleEn: "Renamed" }).expect(200);
    expect(await stored(post.id)).toMatchObject(fullText);
    const cleared = await update(post, { searchTitleEn: "", searchDescriptionAr: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(await stored(post.id)).toMatchObject({ searchTitleEn: null, searchDescriptionAr: null, searchTitleAr: fullText.searchTitleAr });
  });

  it("refuses to publish or schedule with an undescribed cover or image when the descriptions are sent (the dashboard's form), and stores nothing; the spec's payload, without them, is kept as it was", async () => {
    const image = `/uploads/${"cd".repeat(16)}`;
    const en = await admin.agent
      .post("/api/admin/blog")
      .set("CSRF-Token", admin.csrfToken)
      .send(body({ slug: `${marker}-undescribed`, imageAltEn: "A boardroom", imageAltAr: " ", contentEn: `Text\n\n![](${image})` }));
    expectApiError(en, 400, "VALIDATION");
    expect((en.body as { errors: Record<string, string> }).errors).toEqual({ imageAltAr: catalogs.en["blogAdmin.error.coverAltRequired"], contentEn: catalogs.en["blogAdmin.error.imageAltRequired"] });
    const ar = await admin.agent
      .post("/api/admin/blog")
      .set("CSRF-Token", admin.csrfToken)
      .set("X-Language", "ar")
      .send(body({ slug: `${marker}-undescribed`, status: "scheduled", publishAt: "2030-01-01T06:00:00.000Z", imageAltEn: "", imageAltAr: "قاعة اجتماعات" }));
    expect((ar.body as { errors: Record<string, string> }).errors).toEqual({ imageAltEn: catalogs.ar["blogAdmin.error.coverAltRequired"] });
    expect((await admin.agent.get("/api/admin/blog").query({ search: `${marker}-undescribed` }).expect(200)).body.posts).toEqual([]);
    // A draft may wait; the spec's payload, without descriptions, publishes (the search check reports it).
    const draft = await create({ slug: `${marker}-undescribed`, status: "draft", imageAltEn: "", imageAltAr: "" });
    expect(draft.status).toBe("draft");
    await update(draft, { status: "published" }).expect(200);
    const described = await update(draft, { status: "published", imageAltEn: "A boardroom", imageAltAr: "قاعة اجتماعات" });
    expect(described.status, described.text).toBe(200);
  });

  it("refuses a social image from elsewhere and a field past its limit, with the field named in the page's language", async () => {
    const en = await admin.agent.post("/api/admin/blog").set("CSRF-Token", admin.csrfToken).send(body({ socialImageEn: "https://cdn.example/card.png", searchTitleAr: "ع".repeat(121) }));
    expectApiError(en, 400, "VALIDATION");
    expect((en.body as { errors: Record<string, string> }).errors).toEqual({ socialImageEn: catalogs.en["blogAdmin.error.imageUrl"], searchTitleAr: catalogs.en["admin.form.error.tooLong"] });
    const ar = await admin.agent.post("/api/admin/blog").set("CSRF-Token", admin.csrfToken).set("X-Language", "ar").send(body({ searchDescriptionEn: "x".repeat(321) }));
    expect((ar.body as { errors: Record<string, string> }).errors).toEqual({ searchDescriptionEn: catalogs.ar["admin.form.error.tooLong"] });
  });

  it("keeps the fields in each revision, compares them in their language, and a restore brings them back", async () => {
    const post = await create({ searchTitleAr: "العنوان الأول للبحث" });
    await update(post, { searchTitleAr: "العنوان الثاني للبحث", imageAltEn: "A boardroom" }).expect(200);
    const snapshots = await testDatabase.database.db.select({ number: contentRevisions.number, snapshot: contentRevisions.snapshot }).from(contentRevisions).where(eq(contentRevisions.postId, post.id));
    expect(snapshots.find((r) => r.number === 1)?.snapshot).toMatchObject({ searchTitleAr: "العنوان الأول للبحث", searchTitleEn: "", imageAltEn: "" });
    expect(snapshots.find((r) => r.number === 2)?.snapshot).toMatchObject({ searchTitleAr: "العنوان الثاني للبحث", imageAltEn: "A boardroom" });

    const comparison = (await admin.agent.get(`/api/admin/blog/${post.id}/revisions/compare?from=1&to=2`).expect(200)).body as RevisionComparison;
    expect(comparison.fields.filter((field) => field.changed).map((field) => [field.field, field.language])).toEqual([
      ["imageAltEn", "en"],
      ["searchTitleAr", "ar"],
    ]);

    const restored = await admin.agent.post(`/api/admin/blog/${post.id}/revisions/1/restore`).set("CSRF-Token", admin.csrfToken).send({});
    expect(restored.status, restored.text).toBe(200);
    expect((restored.body as { post: AdminPostDetail }).post).toMatchObject({ searchTitleAr: "العنوان الأول للبحث", imageAltEn: "" });
  });

  it("names the changed search fields in a published post's audit entry, and not an unchanged empty one", async () => {
    const post = await create({ status: "published" });
    await update(post, { searchDescriptionEn: "Own description", searchTitleAr: "" }).expect(200);
    const entries = await testDatabase.database.db.select().from(auditLog).where(eq(auditLog.action, "post.update"));
    expect(entries.find((entry) => entry.targetId === String(post.id))?.details).toEqual({ slug: post.slug, fields: ["searchDescriptionEn"] });
  });

  it("keeps the fields in the editor's autosaved draft", async () => {
    const post = await create();
    const values = { ...body(), slug: post.slug, titleEn: post.titleEn, searchTitleEn: "Draft search title", socialImageAr: "/uploads/x" };
    await admin.agent.put(`/api/admin/drafts/post/${post.id}`).set("CSRF-Token", admin.csrfToken).send({ values }).expect(200);
    const draft = (await admin.agent.get(`/api/admin/drafts/post/${post.id}`).expect(200)).body as { draft: { values: Record<string, unknown> } };
    expect(draft.draft.values).toMatchObject({ searchTitleEn: "Draft search title", socialImageAr: "/uploads/x" });
  });

  describe("the article's head", () => {
    it("uses the title with the firm's name, the summary and the cover when the fields are empty, in each language", async () => {
      const post = await create({ status: "published" });
      const en = await page(`/blog/${post.slug}`);
      const brandEn = catalogs.en["brand.name"];
      const cover = `${PUBLIC_URL}/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg`;
      expect(en.title).toBe(`${post.titleEn} | ${brandEn}`);
      expect(en.meta).toMatchObject({
        description: post.summaryEn,
        "og:title": post.titleEn,
        "og:description": post.summaryEn,
        "og:image": cover,
        "og:type": "article",
        "twitter:card": "summary_large_image",
        "twitter:title": post.titleEn,
        "twitter:description": post.summaryEn,
        "twitter:image": cover,
      });
      expect(en.meta["og:image:alt"]).toBeUndefined();
      expect(en.jsonLd).toMatchObject({ "@type": "BlogPosting", headline: post.titleEn, description: post.summaryEn, image: [cover], inLanguage: "en" });

      const ar = await page(`/ar/blog/${post.slug}`);
      expect(ar.title).toBe(`${post.titleAr} | ${catalogs.ar["brand.name"]}`);
      expect(ar.meta).toMatchObject({ description: post.summaryAr, "og:title": post.titleAr, "twitter:description": post.summaryAr, "og:image": cover, "og:locale": "ar_SA" });
      expect(ar.jsonLd).toMatchObject({ headline: post.titleAr, description: post.summaryAr, image: [cover], inLanguage: "ar" });
    });

    it("uses each language's own search title as written, description and social image once saved (the cached page is replaced)", async () => {
      const post = await create({ status: "published", imageAltEn: "A boardroom in Riyadh", imageAltAr: "قاعة اجتماعات في الرياض" });
      const before = await page(`/blog/${post.slug}`);
      // The cover carries its description while it is the shared image.
      expect(before.meta).toMatchObject({ "og:image:alt": "A boardroom in Riyadh", "twitter:image:alt": "A boardroom in Riyadh" });

      await update(post, { ...fullText, socialImageEn: enCard, imageAltEn: "A boardroom in Riyadh", imageAltAr: "قاعة اجتماعات في الرياض" }).expect(200);
      const en = await page(`/blog/${post.slug}`);
      expect(en.title).toBe(fullText.searchTitleEn);
      expect(en.meta).toMatchObject({
        description: fullText.searchDescriptionEn,
        "og:title": fullText.searchTitleEn,
        "og:description": fullText.searchDescriptionEn,
        "og:image": `${PUBLIC_URL}${enCard}`,
        "twitter:title": fullText.searchTitleEn,
        "twitter:description": fullText.searchDescriptionEn,
        "twitter:image": `${PUBLIC_URL}${enCard}`,
      });
      expect(en.meta["og:image:alt"]).toBeUndefined();
      // The headline stays the article's title; the description and the first image are the search and sharing ones.
      expect(en.jsonLd).toMatchObject({ headline: post.titleEn, description: fullText.searchDescriptionEn, image: [`${PUBLIC_URL}${enCard}`, `${PUBLIC_URL}/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg`] });

      const ar = await page(`/ar/blog/${post.slug}`);
      expect(ar.title).toBe(fullText.searchTitleAr);
      expect(ar.meta).toMatchObject({ description: fullText.searchDescriptionAr, "og:title": fullText.searchTitleAr, "twitter:title": fullText.searchTitleAr });
      // No Arabic social image: the cover, described in Arabic.
      expect(ar.meta).toMatchObject({ "og:image": `${PUBLIC_URL}/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg`, "og:image:alt": "قاعة اجتماعات في الرياض" });
      expect(ar.jsonLd).toMatchObject({ description: fullText.searchDescriptionAr, image: [`${PUBLIC_URL}/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg`] });
    });
  });

  describe("the search check", () => {
    const reported = `${marker}-report`;
    const report = async (query: Record<string, string> = {}) => (await admin.agent.get("/api/admin/blog/seo-report").query({ search: reported, pageSize: "100", ...query }).expect(200)).body as SeoReportPage;
    /** A post of the report's test: its slug is what the report is searched for. */
    const reportPost = (overrides: Record<string, unknown>) => create({ slug: `${reported}-${counter + 1}`, ...overrides });
    const described = { imageAltEn: "A boardroom", imageAltAr: "قاعة اجتماعات" };

    it("gives the editor what it checks against: the public posts, the firm's name per language and the site's origin", async () => {
      const published = await create({ status: "published", ...described });
      const draft = await create({ status: "draft" });
      const { context } = (await admin.agent.get("/api/admin/blog/seo-context").expect(200)).body as { context: SeoContext };
      expect(context.brand).toEqual({ en: catalogs.en["brand.name"], ar: catalogs.ar["brand.name"] });
      expect(context.siteOrigin).toBe(PUBLIC_URL);
      const ids = context.posts.map((post) => post.id);
      expect(ids).toContain(published.id);
      expect(ids).not.toContain(draft.id);
      expect(context.posts.find((post) => post.id === published.id)).toEqual({
        id: published.id,
        slug: published.slug,
        status: "published",
        titleEn: published.titleEn,
        titleAr: published.titleAr,
        summaryEn: published.summaryEn,
        summaryAr: published.summaryAr,
        searchTitleEn: "",
        searchTitleAr: "",
        searchDescriptionEn: "",
        searchDescriptionAr: "",
      });
    });

    it("reports crafted posts' findings, the most blocking first, and leaves clean posts out", async () => {
      const clean = await reportPost({ status: "published", ...described });
      const original = await reportPost({ status: "published", ...described });
      const twin = await reportPost({ status: "published", ...described, titleEn: original.titleEn });
      // Written as a draft (the dashboard refuses to publish undescribed images) and published by the spec's payload, which sends no descriptions.
      const broken = await reportPost({
        status: "draft",
        ...described,
        imageAltAr: "",
        contentEn: `# Title again\n\n#### Deep\n\n![](/images/blog/default-cover.svg)\n\n[a lost page](/services) [a live one](/blog/${clean.slug})`,
        summaryAr: "قصير.",
      });
      await update(broken, { status: "published" }).expect(200);
      const draft = await reportPost({ status: "draft", ...described, slug: `${reported}-draft-1234567`, authorAr: "" });
      const rejected = await reportPost({ status: "rejected", ...described, imageAltEn: "" });

      const page = await report();
      const byId = new Map(page.posts.map((row) => [row.id, row]));
      expect(byId.get(clean.id)?.findings).toBeUndefined();
      expect(byId.has(rejected.id)).toBe(false);
      const kinds = (id: number) => byId.get(id)?.findings.map((finding) => `${finding.kind}${finding.language ? `:${finding.language}` : ""}`);
      // Each of the two is the other's duplicate.
      expect(kinds(original.id)).toEqual(["titleDuplicate:en"]);
      expect(kinds(twin.id)).toEqual(["titleDuplicate:en"]);
      expect(kinds(broken.id)).toEqual(["imageAltMissing:en", "brokenLink:en", "coverAltMissing:ar", "headingH1:en", "headingSkipped:en", "descriptionShort:ar"]);
      expect(byId.get(broken.id)?.findings.find((finding) => finding.kind === "brokenLink")).toMatchObject({ severity: "blocking", field: "contentEn", values: { href: "/services" } });
      expect(kinds(draft.id)).toEqual(["languageMissing:ar", "slugNumber"]);
      expect(byId.get(draft.id)?.findings[0]).toMatchObject({ field: "authorAr", missing: ["authorAr"] });
      // Blocking first: three, then one each, newest first (the draft's missing Arabic byline, the twins' titles).
      expect(page.posts.map((row) => row.id)).toEqual([broken.id, draft.id, twin.id, original.id]);
      expect(page.posts.map((row) => row.blocking)).toEqual([3, 1, 1, 1]);
      expect(page.checked).toBe(5);
      expect(page.total).toBe(4);

      // The status filter, rejected posts included when asked for, and paging.
      expect((await report({ status: "rejected" })).posts.map((row) => [row.id, row.findings.map((f) => f.kind)])).toEqual([[rejected.id, ["coverAltMissing"]]]);
      const first = await report({ pageSize: "2", page: "1" });
      expect(first.posts.map((row) => row.id)).toEqual([broken.id, draft.id]);
      expect(first.total).toBe(4);
    });

    it("marks a published post with blocking findings in the posts list; other posts carry no mark", async () => {
      const flagged = await create({ status: "draft", imageAltEn: "Described" });
      await update(flagged, { status: "published" }).expect(200);
      const fine = await create({ status: "published", ...described });
      const draft = await create({ status: "draft" });
      const rows = ((await admin.agent.get("/api/admin/blog").query({ search: marker, pageSize: "100" }).expect(200)).body as PostsPage).posts;
      const mark = (id: number) => rows.find((row) => row.id === id)?.searchBlocking;
      expect(mark(flagged.id)).toBe(1);
      expect(mark(fine.id)).toBe(0);
      expect(mark(draft.id)).toBeNull();
    });

    it("is for staff only", async () => {
      await expectApiError(await member.agent.get("/api/admin/blog/seo-report"), 403, "FORBIDDEN");
      await expectApiError(await member.agent.get("/api/admin/blog/seo-context"), 403, "FORBIDDEN");
      await expectApiError(await request(listener).get("/api/admin/blog/seo-report"), 401, "UNAUTHENTICATED");
    });
  });
});
