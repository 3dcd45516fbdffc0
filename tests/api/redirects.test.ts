import type { RequestListener } from "node:http";
import { and, eq, inArray } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { auditLog, blogPosts, redirects } from "#db/schema";
import { createApp, requestListener } from "#server/app";
import { ContentVersion } from "#server/page-cache/content-version";
import { PageCache } from "#server/page-cache/page-cache";
import { RedirectHitCounter } from "#server/redirects/redirect-hits";
import { RedirectTable } from "#server/redirects/redirect-table";
import type { AdminPostDetail } from "~/features/blog/blog-post";
import { missingPageStatus } from "~/features/blog/redirects/find-removed-address.server";
import type { AdminRedirectList } from "~/features/blog/redirects/redirect";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAsAdmin } from "../support/signed-in-agent";
import { buildApp, type TestAgent } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Redirects of old addresses (issue 27 item 3, decision 043) around the real
 * app on both databases, with two instances on one database (on PostgreSQL
 * each with its own pool), each with its page cache and redirect table. API
 * tests build the app without the React pages, so a stand-in page handler
 * answers as the pages do: a published article at its address, otherwise the
 * status the real pages take from `missingPageStatus` (410 for an address
 * removed on purpose, else 404). The browser suite checks the real pages
 * (tests/e2e/redirects.spec.ts).
 */
interface Instance {
  listener: RequestListener;
  pageCache: PageCache;
  contentVersion: ContentVersion;
  table: RedirectTable;
  hits: RedirectHitCounter;
}

function standInPages(database: DatabaseHandle, logger: Parameters<typeof missingPageStatus>[2]): express.Router {
  const pages = express.Router();
  pages.get(/.*/, async (req, res) => {
    const slug = /^(?:\/ar)?\/blog\/([^/]+)$/.exec(req.path)?.[1];
    if (slug) {
      const [post] = await database.db.select({ titleEn: blogPosts.titleEn }).from(blogPosts).where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")));
      if (post) return res.type("html").send(`<!doctype html><h1>${post.titleEn}</h1>`);
    }
    const status = await missingPageStatus(database.db, req.path, logger);
    res.status(status).type("html").send(status === 410 ? "<h1>Removed</h1>" : "<h1>Not found</h1>");
  });
  return pages;
}

describe.each(backends)("redirects of old addresses [$name]", (backend) => {
  let testDatabase: TestDatabase;
  let secondHandle: DatabaseHandle | null = null;
  let built: Awaited<ReturnType<typeof buildApp>>;
  let one: Instance;
  let two: Instance;
  let admin: TestAgent;
  let token: string;
  let counter = 0;

  const instance = (database: DatabaseHandle): Instance => {
    const contentVersion = new ContentVersion(database.db, built.logger);
    const pageCache = new PageCache({ contentVersion, logger: built.logger, csp: { https: false } });
    const hits = new RedirectHitCounter({ db: database.db, logger: built.logger });
    const table = new RedirectTable({ db: database.db, logger: built.logger, hits, contentVersion });
    const app = createApp({ database, config: built.config, logger: built.logger, signingSecret: built.signingSecret, pages: standInPages(database, built.logger), contentVersion, pageCache });
    return { listener: requestListener(app, pageCache, { redirects: table }), pageCache, contentVersion, table, hits };
  };
  const get = (target: Instance, path: string) => request(target.listener).get(path);

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    built = await buildApp(testDatabase.database);
    secondHandle = testDatabase.url ? await openDatabase({ kind: "postgres", url: testDatabase.url, poolSize: 2 }) : null;
    one = instance(testDatabase.database);
    two = instance(secondHandle ?? testDatabase.database);
    for (const each of [one, two]) {
      await each.contentVersion.refresh();
      await each.table.refresh();
    }
    ({ agent: admin, csrfToken: token } = await signInAsAdmin({ app: built.app, database: testDatabase.database, config: built.config }, { app: one.listener }));
  });
  afterAll(async () => {
    await secondHandle?.close();
    await testDatabase?.close();
  });
  beforeEach(() => {
    one.pageCache.clear();
    two.pageCache.clear();
  });

  const post = (overrides: Record<string, unknown> = {}) => ({
    slug: `moved-article-${++counter}`,
    imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: `An article that moves ${counter}`,
    categoryEn: "Executive Search",
    summaryEn: "Where it lives changes.",
    contentEn: "## Moving\n\nThe address changes, the links keep working.",
    titleAr: `مقال ينتقل ${counter}`,
    categoryAr: "البحث التنفيذي",
    summaryAr: "يتغير مكانه.",
    contentAr: "## الانتقال\n\nيتغير العنوان وتبقى الروابط تعمل.",
    status: "published",
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await admin.post("/api/admin/blog").set("CSRF-Token", token).send(post(overrides));
    expect(res.status, res.text).toBe(201);
    return (res.body as { post: AdminPostDetail }).post;
  };
  const rename = async (created: AdminPostDetail, slug: string) => {
    const { id: _id, ...fields } = created as AdminPostDetail & Record<string, unknown>;
    const res = await admin.put(`/api/admin/blog/${created.id}`).set("CSRF-Token", token).send({ ...pickPostFields(fields), slug });
    expect(res.status, res.text).toBe(200);
    return (res.body as { post: AdminPostDetail }).post;
  };
  const redirectsFrom = (paths: string[]) => testDatabase.database.db.select().from(redirects).where(inArray(redirects.fromPath, paths));
  const location = async (target: Instance, path: string) => {
    const res = await get(target, path);
    expect(res.status, `${path}: ${res.status}`).toBe(301);
    return res.headers.location as string;
  };
  const auditOf = (action: string, from: string) =>
    testDatabase.database.db
      .select({ action: auditLog.action, details: auditLog.details, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, "redirect")))
      .then((rows) => rows.filter((row) => (row.details as { from?: string }).from === from));

  /** No stored target is another row's address and none leads to itself: every old address answers in one hop. */
  const expectChainsCollapsed = async () => {
    const rows = await testDatabase.database.db.select({ fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects);
    const sources = new Set(rows.map((row) => row.fromPath));
    for (const row of rows) expect(row.toPath === null || !sources.has(row.toPath.replace(/[?#].*$/, "")), `${row.fromPath} → ${row.toPath}`).toBe(true);
  };

  it("a published post's new slug: both old addresses answer 301 to the new ones (the query kept), audited", async () => {
    const created = await create();
    const old = created.slug;
    expect((await get(one, `/blog/${old}`)).status).toBe(200);
    await rename(created, `${old}-renamed`);

    expect(await location(one, `/blog/${old}`)).toBe(`/blog/${old}-renamed`);
    expect(await location(one, `/ar/blog/${old}`)).toBe(`/ar/blog/${old}-renamed`);
    expect(await location(one, `/blog/${old}/`)).toBe(`/blog/${old}-renamed`);
    expect(await location(one, `/blog/${old}?utm_source=newsletter`)).toBe(`/blog/${old}-renamed?utm_source=newsletter`);
    const res = await get(one, `/blog/${old}`);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect((await get(one, `/blog/${old}-renamed`)).status).toBe(200);

    for (const from of [`/blog/${old}`, `/ar/blog/${old}`]) {
      const [entry] = await auditOf("redirect.create", from);
      expect(entry.details).toMatchObject({ origin: "slug_change", to: from.replace(old, `${old}-renamed`) });
    }
  });

  it("chains collapse (a → b, then b → c is a → c), renaming back to an old slug removes the redirect that would hide it, and nothing loops", async () => {
    const created = await create();
    const a = created.slug;
    const b = `${a}-b`;
    const c = `${a}-c`;
    let saved = await rename(created, b);
    saved = await rename(saved, c);
    expect(await location(one, `/blog/${a}`)).toBe(`/blog/${c}`);
    expect(await location(one, `/ar/blog/${a}`)).toBe(`/ar/blog/${c}`);
    expect(await location(one, `/blog/${b}`)).toBe(`/blog/${c}`);
    expect((await redirectsFrom([`/blog/${a}`]))[0].toPath).toBe(`/blog/${c}`);
    expect((await auditOf("redirect.create", `/blog/${b}`))[0].details).toMatchObject({ repointed: 1 });
    await expectChainsCollapsed();

    // Back to the first address: the post is at /blog/a again, and the older ones lead there.
    await rename(saved, a);
    expect((await get(one, `/blog/${a}`)).status).toBe(200);
    expect((await get(one, `/ar/blog/${a}`)).status).toBe(200);
    expect(await location(one, `/blog/${b}`)).toBe(`/blog/${a}`);
    expect(await location(one, `/blog/${c}`)).toBe(`/blog/${a}`);
    expect(await redirectsFrom([`/blog/${a}`, `/ar/blog/${a}`])).toEqual([]);
    const [released] = await auditOf("redirect.delete", `/blog/${a}`);
    expect(released.details).toMatchObject({ reason: "address_reused" });
    await expectChainsCollapsed();
  });

  it("only a post public before and after the save leaves a redirect; a new post taking an old address removes its redirect", async () => {
    const draft = await create({ status: "draft" });
    await rename(draft, `${draft.slug}-x`);
    expect(await redirectsFrom([`/blog/${draft.slug}`])).toEqual([]);

    const moved = await create();
    await rename(moved, `${moved.slug}-new`);
    expect(await location(one, `/blog/${moved.slug}`)).toBe(`/blog/${moved.slug}-new`);
    // Another post is written under the old address: it is the post's now.
    await create({ slug: moved.slug, titleEn: "The address's new owner" });
    const res = await get(one, `/blog/${moved.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("The address's new owner");
  });

  it("is served before the page cache, and two instances on one database agree", async () => {
    const created = await create();
    // Both instances keep the article's page.
    for (const each of [one, two]) {
      expect((await get(each, `/blog/${created.slug}`)).status).toBe(200);
      for (let i = 0; i < 100 && each.pageCache.size === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect((await get(each, `/blog/${created.slug}`)).headers["x-page-cache"]).toBe("hit");
    }
    await rename(created, `${created.slug}-moved`);
    expect(await location(one, `/blog/${created.slug}`)).toBe(`/blog/${created.slug}-moved`);
    // The other instance learns of the change at its next poll of the content version, then agrees.
    await two.contentVersion.refresh();
    expect(await location(two, `/blog/${created.slug}`)).toBe(`/blog/${created.slug}-moved`);
    expect(await location(two, `/ar/blog/${created.slug}`)).toBe(`/ar/blog/${created.slug}-moved`);

    // A kept page never wins over a redirect: one written straight to the database while a page of its address is kept.
    const other = await create();
    expect((await get(one, `/blog/${other.slug}`)).status).toBe(200);
    for (let i = 0; i < 100 && one.pageCache.size === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await get(one, `/blog/${other.slug}`)).headers["x-page-cache"]).toBe("hit");
    await testDatabase.database.db.insert(redirects).values({ fromPath: `/blog/${other.slug}`, toPath: "/blog", origin: "manual" });
    await one.table.refresh();
    expect(one.pageCache.size).toBeGreaterThan(0);
    expect(await location(one, `/blog/${other.slug}`)).toBe("/blog");
    await testDatabase.database.db.delete(redirects).where(eq(redirects.fromPath, `/blog/${other.slug}`));
  });

  it("a deleted post answers 410 in both languages (the spec's call, no body), and its older addresses too", async () => {
    const created = await create();
    const renamed = await rename(created, `${created.slug}-final`);
    const res = await admin.delete(`/api/admin/blog/${renamed.id}`).set("CSRF-Token", token);
    expect(res.status, res.text).toBe(204);
    for (const path of [`/blog/${renamed.slug}`, `/ar/blog/${renamed.slug}`, `/blog/${created.slug}`, `/ar/blog/${created.slug}`]) {
      const gone = await get(one, path);
      expect(gone.status, path).toBe(410);
      expect(gone.text).toContain("Removed");
    }
    const [entry] = await auditOf("redirect.create", `/blog/${renamed.slug}`);
    expect(entry.details).toMatchObject({ origin: "post_delete", to: null, repointed: 1 });
    await expectChainsCollapsed();
    // An unpublished post had no public address: deleting it leaves none.
    const draft = await create({ status: "draft" });
    await admin.delete(`/api/admin/blog/${draft.id}`).set("CSRF-Token", token).expect(204);
    expect((await get(one, `/blog/${draft.slug}`)).status).toBe(404);
  });

  it("a deleted post with a target sends its readers there in their language; a target that loops or leaves the site is refused", async () => {
    const kept = await create();
    const deleted = await create();
    const own = await admin.delete(`/api/admin/blog/${deleted.id}`).set("CSRF-Token", token).send({ redirectTo: `/blog/${deleted.slug}` });
    expectApiError(own, 400, "VALIDATION");
    expect((own.body as { errors: Record<string, string> }).errors.redirectTo).toMatch(/circle/);
    for (const redirectTo of ["https://elsewhere.example/x", "//elsewhere.example", "blog/x"]) {
      const refused = await admin.delete(`/api/admin/blog/${deleted.id}`).set("CSRF-Token", token).set("X-Language", "ar").send({ redirectTo });
      expectApiError(refused, 400, "VALIDATION");
      expect((refused.body as { errors: Record<string, string> }).errors.redirectTo).toContain("أدخلوا عنوانًا من هذا الموقع");
    }
    expect((await get(one, `/blog/${deleted.slug}`)).status).toBe(200);

    await admin.delete(`/api/admin/blog/${deleted.id}`).set("CSRF-Token", token).send({ redirectTo: `/blog/${kept.slug}` }).expect(204);
    expect(await location(one, `/blog/${deleted.slug}`)).toBe(`/blog/${kept.slug}`);
    expect(await location(one, `/ar/blog/${deleted.slug}`)).toBe(`/ar/blog/${kept.slug}`);

    const toPage = await create();
    await admin.delete(`/api/admin/blog/${toPage.id}`).set("CSRF-Token", token).send({ redirectTo: "/contact?form=inquiry" }).expect(204);
    expect(await location(one, `/blog/${toPage.slug}`)).toBe("/contact?form=inquiry");
    expect(await location(one, `/ar/blog/${toPage.slug}`)).toBe("/ar/contact?form=inquiry");
    const [entry] = await auditOf("redirect.create", `/ar/blog/${toPage.slug}`);
    expect(entry.details).toMatchObject({ origin: "post_delete", to: "/ar/contact?form=inquiry" });
  });

  it("the Redirects tab adds, edits and removes redirects (audited), collapsing chains and refusing what cannot be, with translated errors", async () => {
    const add = (body: Record<string, unknown>, lang = "en") => admin.post("/api/admin/redirects").set("CSRF-Token", token).set("X-Language", lang).send(body);
    const created = await add({ fromPath: "/old-services", toPath: "/connect" });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(await location(one, "/old-services")).toBe("/connect");

    // A chain typed by hand: /old-team → /old-services is stored as /old-team → /connect.
    expect((await add({ fromPath: "/old-team/", toPath: "/old-services" })).status).toBe(201);
    expect(await location(one, "/old-team")).toBe("/connect");
    // An Arabic address, typed as read, answered as a browser sends it.
    expect((await add({ fromPath: "/ar/من-نحن", toPath: "/ar/connect" })).status).toBe(201);
    expect(await location(one, `/ar/${encodeURIComponent("من-نحن")}`)).toBe("/ar/connect");

    const refusals: [Record<string, unknown>, string, number, string][] = [
      [{ fromPath: "https://elsewhere.example/x", toPath: "/connect" }, "fromPath", 400, "Enter an address of this website starting with /"],
      [{ fromPath: "/x", toPath: "//elsewhere.example" }, "toPath", 400, "Enter an address of this website starting with /"],
      [{ fromPath: "/x", toPath: "javascript:alert(1)" }, "toPath", 400, "Enter an address of this website starting with /"],
      [{ fromPath: "/x?campaign=1", toPath: "/connect" }, "fromPath", 400, "without “?” or “#”"],
      [{ fromPath: "/contact", toPath: "/connect" }, "fromPath", 400, "one of the website’s own pages"],
      [{ fromPath: "/ar/admin", toPath: "/connect" }, "fromPath", 400, "one of the website’s own pages"],
      [{ fromPath: "/api/blog", toPath: "/connect" }, "fromPath", 400, "one of the website’s own pages"],
      [{ fromPath: "/", toPath: "/connect" }, "fromPath", 400, "one of the website’s own pages"],
      [{ fromPath: "/loop-a", toPath: "/loop-a" }, "toPath", 400, "in a circle"],
      [{ fromPath: "/connect-old", toPath: "" }, "toPath", 400, "required"],
      [{ fromPath: "/old-services", toPath: "/blog" }, "fromPath", 409, "already has a redirect"],
      [{ fromPath: "/connect", toPath: "/old-services" }, "fromPath", 400, "one of the website’s own pages"],
    ];
    for (const [body, field, status, words] of refusals) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((res.body as { errors: Record<string, string> }).errors[field], JSON.stringify(body)).toContain(words);
    }
    const published = await create();
    const onPost = await add({ fromPath: `/ar/blog/${published.slug}`, toPath: "/blog" });
    expect((onPost.body as { errors: Record<string, string> }).errors.fromPath).toContain("A post has this address");
    // In Arabic.
    const arabic = await add({ fromPath: "/contact", toPath: "/connect" }, "ar");
    expect((arabic.body as { errors: Record<string, string> }).errors.fromPath).toBe("هذا العنوان إحدى صفحات الموقع نفسه، وإعادة توجيهه ستُخفيها.");
    // Loops across two rows, and a removed target.
    expect((await add({ fromPath: "/loop-a", toPath: "/loop-b" })).status).toBe(201);
    expect((await add({ fromPath: "/loop-b", toPath: "/loop-a" })).status).toBe(400);
    expect((await add({ fromPath: "/retired", gone: true })).status).toBe(201);
    const toRemoved = await add({ fromPath: "/to-retired", toPath: "/retired" });
    expect((toRemoved.body as { errors: Record<string, string> }).errors.toPath).toContain("That address was removed");

    // Edit: the answer becomes "removed"; the stand-in page then answers 410.
    const edited = await admin.put(`/api/admin/redirects/${id}`).set("CSRF-Token", token).send({ fromPath: "/old-services", gone: true });
    expect(edited.status, edited.text).toBe(200);
    expect((await get(one, "/old-services")).status).toBe(410);
    expect(await location(one, "/old-team")).toBe("/connect");
    await admin.put(`/api/admin/redirects/999999`).set("CSRF-Token", token).send({ fromPath: "/nothing", toPath: "/blog" }).expect(404);

    const list = (await admin.get("/api/admin/redirects?search=old-").expect(200)).body as AdminRedirectList;
    expect(list.redirects.map((row) => [row.fromPath, row.toPath, row.status, row.origin])).toEqual(
      expect.arrayContaining([
        ["/old-services", null, 410, "manual"],
        ["/old-team", "/connect", 301, "manual"],
      ]),
    );

    await admin.delete(`/api/admin/redirects/${id}`).set("CSRF-Token", token).expect(204);
    expect((await get(one, "/old-services")).status).toBe(404);
    await admin.delete(`/api/admin/redirects/${id}`).set("CSRF-Token", token).expect(404);

    expect((await auditOf("redirect.create", "/old-team"))[0].details).toMatchObject({ from: "/old-team", to: "/connect", origin: "manual" });
    const [update] = await testDatabase.database.db.select().from(auditLog).where(and(eq(auditLog.action, "redirect.update"), eq(auditLog.targetId, String(id))));
    expect(update.details).toEqual({ from: { from: "/old-services", to: "/old-services" }, to: { from: "/connect", to: null }, repointed: 0 });
    expect((await auditOf("redirect.delete", "/old-services"))[0].details).toMatchObject({ to: null, reason: "manual" });
    await expectChainsCollapsed();
  });

  it("counts hits on every instance without holding the answer, added up in the database and listed", async () => {
    const created = await admin.post("/api/admin/redirects").set("CSRF-Token", token).send({ fromPath: "/counted", toPath: "/blog" });
    expect(created.status).toBe(201);
    await two.contentVersion.refresh();
    for (let i = 0; i < 3; i++) await location(one, "/counted");
    for (let i = 0; i < 2; i++) await location(two, "/counted?from=mail");
    const [before] = await redirectsFrom(["/counted"]);
    expect(before.hits).toBe(0);
    await Promise.all([one.hits.flush(), two.hits.flush()]);
    const list = (await admin.get("/api/admin/redirects?search=counted").expect(200)).body as AdminRedirectList;
    expect(list.redirects).toHaveLength(1);
    expect(list.redirects[0].hits).toBe(5);
    expect(list.redirects[0].lastHitAt).not.toBeNull();
  });
});

/** The fields `PUT /api/admin/blog/:id` takes, from the post's detail. */
function pickPostFields(post: Record<string, unknown>) {
  const names = ["slug", "author", "authorAr", "titleEn", "categoryEn", "summaryEn", "contentEn", "titleAr", "categoryAr", "summaryAr", "contentAr", "imageUrl", "featured", "status"];
  return Object.fromEntries(names.map((name) => [name, post[name]]));
}
