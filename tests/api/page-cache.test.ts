import { createHash } from "node:crypto";
import type { RequestListener } from "node:http";
import { eq } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { blogPosts } from "#db/schema";
import { createApp, requestListener } from "#server/app";
import { ContentVersion } from "#server/page-cache/content-version";
import { PageCache, PUBLIC_PAGE_CACHE_CONTROL } from "#server/page-cache/page-cache";
import { listContentOverrides } from "~/features/site-content/list-content-overrides.server";
import { catalogs } from "~/message-catalogs";
import { resolveMessages } from "~/i18n/translate";
import { backends } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { signIn } from "../support/factories";
import { buildApp, setAgentCookie, type TestAgent } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The anonymous page cache (server/page-cache) around the real app on both
 * databases. API tests build the app without the React pages, so a stand-in
 * page handler renders what a public page would: a site text, the published
 * posts (featured ones marked) and the nonce it was given, read from the
 * database on every render. The browser suite checks the real pages
 * (tests/e2e/page-cache.spec.ts).
 */
interface Instance {
  listener: RequestListener;
  pageCache: PageCache;
  contentVersion: ContentVersion;
}

const INLINE_SCRIPT = "window.__page = 1;";

function standInPages(database: DatabaseHandle): express.Router {
  const pages = express.Router();
  pages.get(/.*/, async (req, res) => {
    if (req.path === "/missing-page") return res.status(404).type("html").send("<h1>Not found</h1>");
    if (req.path === "/contact" && req.query.cookie === "1") res.cookie("remember", "x");
    const texts = resolveMessages("en", catalogs, await listContentOverrides(database.db));
    const posts = await database.db.select().from(blogPosts).where(eq(blogPosts.status, "published"));
    const nonce = String(res.locals.nonce ?? "");
    res.type("html").send(
      `<!doctype html><html><head><script${nonce ? ` nonce="${nonce}"` : ""}>${INLINE_SCRIPT}</script>` +
        `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>` +
        `<h1>${texts["home.hero.title"]}</h1><ul>${posts.map((p) => `<li>${p.titleEn}${p.featured ? " (featured)" : ""}</li>`).join("")}</ul>` +
        `<p>for ${req.user?.username ?? "anyone"}</p><p>nonce:${nonce}</p></body></html>`,
    );
  });
  return pages;
}

describe.each(backends)("anonymous page cache [$name]", (backend) => {
  let testDatabase: TestDatabase;
  let secondHandle: DatabaseHandle | null = null;
  let built: Awaited<ReturnType<typeof buildApp>>;
  let one: Instance;
  let two: Instance;
  let admin: TestAgent;
  let adminToken: string;

  const instance = (database: DatabaseHandle): Instance => {
    const contentVersion = new ContentVersion(database.db, built.logger);
    const pageCache = new PageCache({ contentVersion, logger: built.logger, csp: { https: false } });
    const app = createApp({ database, config: built.config, logger: built.logger, signingSecret: built.signingSecret, pages: standInPages(database), contentVersion, pageCache });
    return { listener: requestListener(app, pageCache), pageCache, contentVersion };
  };
  const get = (target: Instance, path: string) => request(target.listener).get(path).set("Accept-Encoding", "gzip");

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    built = await buildApp(testDatabase.database);
    // Two server instances on one database: on PostgreSQL each with its own connection pool, as two processes would be.
    secondHandle = testDatabase.url ? await openDatabase({ kind: "postgres", url: testDatabase.url, poolSize: 2 }) : null;
    one = instance(testDatabase.database);
    two = instance(secondHandle ?? testDatabase.database);
    await one.contentVersion.refresh();
    await two.contentVersion.refresh();
    admin = request.agent(one.listener);
    await signIn({ database: testDatabase.database, config: built.config }, { agent: admin, role: "admin" });
    adminToken = (await admin.get("/api/csrf-token").expect(200)).body.csrfToken as string;
  });
  afterAll(async () => {
    await secondHandle?.close();
    await testDatabase?.close();
  });
  beforeEach(() => {
    one.pageCache.clear();
    two.pageCache.clear();
  });

  /** Waits until the page kept after a miss is in memory (it is compressed off the request path). */
  const kept = async (target: Instance, count = 1) => {
    for (let i = 0; i < 100 && target.pageCache.size < count; i++) await new Promise((r) => setTimeout(r, 10));
    expect(target.pageCache.size).toBeGreaterThanOrEqual(count);
  };

  it("renders an anonymous public page once, then answers the kept bytes with a hash-based policy and no nonce", async () => {
    const first = await get(one, "/").expect(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    await kept(one);
    const second = await get(one, "/").expect(200);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.text).toBe(first.text);
    expect(second.text).toContain("nonce:</p>");
    expect(second.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.vary).toMatch(/Cookie/);
    expect(second.headers["set-cookie"]).toBeUndefined();

    const hash = `'sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`;
    for (const res of [first, second]) {
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toContain(`script-src 'self' ${hash};`);
      expect(csp).not.toMatch(/nonce-|unsafe-inline'?;?\s*style-src 'self'\s*$/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
    }
    // Brotli for browsers that take it, plain bytes for a client that takes no compression, 304 on revalidation.
    const br = await request(one.listener).get("/").set("Accept-Encoding", "br, gzip").expect(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.text).toBe(first.text);
    const plain = await request(one.listener).get("/").set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(first.text);
    await get(one, "/").set("If-None-Match", second.headers.etag as string).expect(304);
  });

  it("a client that takes no compression gets the kept page unpacked once, then the same bytes from memory", async () => {
    const first = await get(one, "/").expect(200);
    await kept(one);
    const unpackedBefore = one.pageCache.stats.unpacked;
    for (let i = 0; i < 5; i++) {
      const plain = await request(one.listener).get("/").unset("Accept-Encoding").expect(200);
      expect(plain.headers["x-page-cache"]).toBe("hit");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.text).toBe(first.text);
    }
    const head = await request(one.listener).head("/").unset("Accept-Encoding").expect(200);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(first.text));
    expect(one.pageCache.stats.unpacked - unpackedBefore).toBe(1);
  });

  it("keeps each public page and language apart, and never keeps private pages, errors, .data or a page that sets a cookie", async () => {
    for (const path of ["/ar", "/blog", "/ar/blog/some-post", "/leadership-assessment"]) {
      expect((await get(one, path).expect(200)).headers["x-page-cache"], path).toBe("miss");
    }
    await kept(one, 4);
    expect((await get(one, "/ar").expect(200)).headers["x-page-cache"]).toBe("hit");
    for (const path of ["/auth", "/profile", "/admin", "/ar/reset-password?token=abc", "/_.data", "/missing-page"]) {
      await get(one, path);
      const again = await get(one, path);
      expect(again.headers["x-page-cache"], path).toBeUndefined();
      if (!path.endsWith(".data")) expect(again.headers["content-security-policy"], path).toMatch(/'nonce-/);
    }
    // A public page whose answer sets a cookie is rendered for everyone (hash policy) but not kept.
    for (let i = 0; i < 2; i++) {
      const withCookie = await get(one, "/contact?cookie=1").expect(200);
      expect(withCookie.headers["set-cookie"]).toBeDefined();
      expect(withCookie.headers["x-page-cache"]).toBeUndefined();
      expect(withCookie.headers["content-security-policy"]).toMatch(/'sha256-/);
    }
    expect(one.pageCache.size).toBe(4);
  });

  it("never answers a signed-in visitor or an Arabic reader of an English address from the cache", async () => {
    await get(one, "/blog").expect(200);
    await kept(one);
    const member = request.agent(one.listener);
    const { user } = await signIn({ database: testDatabase.database, config: built.config }, { agent: member });
    const mine = await member.get("/blog").expect(200);
    expect(mine.headers["x-page-cache"]).toBeUndefined();
    expect(mine.text).toContain(`for ${user.username}`);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);

    const arabicReader = request.agent(one.listener);
    setAgentCookie(arabicReader, "language", "ar");
    const redirected = await arabicReader.get("/blog").redirects(0);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.location).toBe("/ar/blog");
  });

  it("an edit of a site text, a post, its featured flag or its deletion shows on the next anonymous request", async () => {
    await get(one, "/").expect(200);
    await kept(one);
    await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ contentEn: "Leaders for your next decade" }).expect(200);
    const afterText = await get(one, "/").expect(200);
    expect(afterText.headers["x-page-cache"]).toBe("miss");
    expect(afterText.text).toContain("<h1>Leaders for your next decade</h1>");

    await kept(one);
    const created = await admin
      .post("/api/admin/blog")
      .set("CSRF-Token", adminToken)
      .send({
        slug: "cached-page-guide",
        imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
        author: "Noura Al-Qahtani",
        authorAr: "نورة القحطاني",
        titleEn: "A guide for cached boards",
        categoryEn: "Executive Search",
        summaryEn: "What boards should settle before a search starts.",
        contentEn: "## The mandate\n\nAgree on what the role must deliver.",
        titleAr: "دليل لمجالس الإدارة",
        categoryAr: "البحث التنفيذي",
        summaryAr: "ما ينبغي أن تحسمه مجالس الإدارة قبل بدء البحث.",
        contentAr: "## مهمة المنصب\n\nاتفقوا على ما يجب أن يحققه المنصب.",
        status: "published",
      })
      .expect(201);
    const id = (created.body as { post: { id: number } }).post.id;
    expect((await get(one, "/").expect(200)).text).toContain("<li>A guide for cached boards</li>");

    await kept(one);
    const detail = (await admin.get(`/api/admin/blog/${id}`).expect(200)).body as { post: Record<string, unknown> };
    await admin.put(`/api/admin/blog/${id}`).set("CSRF-Token", adminToken).send({ ...detail.post, featured: true, imageAltEn: "A boardroom table", imageAltAr: "طاولة اجتماعات" }).expect(200);
    expect((await get(one, "/").expect(200)).text).toContain("<li>A guide for cached boards (featured)</li>");

    await kept(one);
    await admin.delete(`/api/admin/blog/${id}`).set("CSRF-Token", adminToken).expect((res) => expect(res.status).toBeLessThan(300));
    const afterDelete = await get(one, "/").expect(200);
    expect(afterDelete.text).not.toContain("A guide for cached boards");
  });

  it("a refused edit and a visitor's enquiry leave the kept pages alone", async () => {
    await get(one, "/").expect(200);
    await kept(one);
    await admin.put("/api/admin/site-content/no.such.key").set("CSRF-Token", adminToken).send({ contentEn: "x" }).expect(404);
    const visitor = request.agent(one.listener);
    const token = (await visitor.get("/api/csrf-token").expect(200)).body.csrfToken as string;
    await visitor
      .post("/api/contact")
      .set("CSRF-Token", token)
      .send(contactSubmission())
      .expect(201);
    expect((await get(one, "/").expect(200)).headers["x-page-cache"]).toBe("hit");
  });

  it("an edit made through one instance reaches another instance's cache through the database", async () => {
    await get(two, "/").expect(200);
    await kept(two);
    expect((await get(two, "/").expect(200)).headers["x-page-cache"]).toBe("hit");
    await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", adminToken).send({ contentEn: "Seen on every instance" }).expect(200);
    // The other instance polls the number every second (server/main.ts); here the poll is called directly.
    await two.contentVersion.refresh();
    const fresh = await get(two, "/").expect(200);
    expect(fresh.headers["x-page-cache"]).toBe("miss");
    expect(fresh.text).toContain("<h1>Seen on every instance</h1>");
  });
});
