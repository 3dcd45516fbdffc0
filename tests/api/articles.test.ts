import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MyArticleRow, MyArticlesPage, PendingPostsPage } from "~/features/blog/blog-post";
import { DEFAULT_ARTICLE_IMAGE } from "~/features/blog/blog-post.schema";
import { loadArticle } from "~/features/blog/load-article.server";
import { SUBMISSIONS_PER_DAY } from "~/features/blog/submit-article.server";
import { clearRateLimit } from "~/features/security/rate-limit.server";
import { catalogs } from "~/message-catalogs";
import { blogPosts } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signIn, type SignedIn } from "../support/factories";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

let counter = 0;
function article(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    slug: `member-insight-${counter}`,
    author: "Reem Al-Harbi",
    authorAr: "ريم الحربي",
    titleEn: `Lessons from onboarding ${counter}`,
    categoryEn: "Onboarding",
    summaryEn: "Three things that made our new COO effective in ninety days.",
    contentEn: "## Listen first\n\nMeet every team in the first month.",
    titleAr: `دروس من التهيئة ${counter}`,
    categoryAr: "التهيئة",
    summaryAr: "ثلاثة أمور جعلت مدير العمليات الجديد فعّالًا خلال تسعين يومًا.",
    contentAr: "## الإصغاء أولًا\n\nالتقِ بكل فريق في الشهر الأول.",
    ...overrides,
  };
}

describe.each(backends)("articles by signed-in users and their review [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let author: TestAgent;
  let authorToken: string;
  let authorAccount: SignedIn;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    admin = agent(ctx.app);
    await signIn(ctx, { agent: admin, role: "admin" });
    adminToken = await csrf(admin);
    author = agent(ctx.app);
    authorAccount = await signIn(ctx, { agent: author, role: "user" });
    authorToken = await csrf(author);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  // Most tests submit through the same account; only the limit test wants the daily cap.
  beforeEach(async () => {
    await clearRateLimit(ctx.database.db, `article-submit:${authorAccount.user.id}`);
  });

  const submit = async (overrides: Record<string, unknown> = {}) => {
    const res = await author.post("/api/articles").set("CSRF-Token", authorToken).send(article(overrides));
    expect(res.status, res.text).toBe(201);
    return (res.body as { post: MyArticleRow }).post;
  };
  const pending = async (search?: string) => (await admin.get("/api/admin/pending-posts").query(search ? { search } : {}).expect(200)).body as PendingPostsPage;
  const mine = async (browser = author) => (await browser.get("/api/articles/mine").expect(200)).body as MyArticlesPage;

  describe("POST /api/articles", () => {
    it("keeps the picture's descriptions the member's form sends, gives them back to edit, and refuses a picture left undescribed, in the caller's language", async () => {
      const image = "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg";
      const undescribed = await author.post("/api/articles").set("CSRF-Token", authorToken).set("X-Language", "ar").send(article({ imageUrl: image, imageAltEn: "", imageAltAr: "" }));
      expectApiError(undescribed, 400, "VALIDATION");
      expect(JSON.stringify(undescribed.body)).toContain(catalogs.ar["blogAdmin.error.coverAltRequired"]);
      const sent = await submit({ imageUrl: image, imageAltEn: "A leader at a boardroom table", imageAltAr: "قائد إلى طاولة مجلس الإدارة" });
      const [row] = await ctx.database.db.select({ imageAltEn: blogPosts.imageAltEn, imageAltAr: blogPosts.imageAltAr }).from(blogPosts).where(eq(blogPosts.id, sent.id));
      expect(row).toEqual({ imageAltEn: "A leader at a boardroom table", imageAltAr: "قائد إلى طاولة مجلس الإدارة" });
      const own = (await author.get(`/api/articles/${sent.id}`).expect(200)).body as { post: { imageAltEn: string; imageAltAr: string } };
      expect(own.post).toMatchObject({ imageAltEn: "A leader at a boardroom table", imageAltAr: "قائد إلى طاولة مجلس الإدارة" });
      // Sent without a picture: stored with the firm's pattern, given back to the member as no address (nothing to describe).
      const plain = await submit();
      expect(((await author.get(`/api/articles/${plain.id}`).expect(200)).body as { post: { imageUrl: string } }).post.imageUrl).toBe("");
    });

    it("401 signed out, 403 without CSRF", async () => {
      const browser = agent(ctx.app);
      const token = await csrf(browser);
      expectApiError(await browser.post("/api/articles").set("CSRF-Token", token).send(article()), 401, "UNAUTHENTICATED");
      expectApiError(await author.post("/api/articles").send(article()), 403, "CSRF_INVALID");
      expectApiError(await request(ctx.app).get("/api/articles/mine"), 401, "UNAUTHENTICATED");
    });

    it("creates a pending article owned by the user, with the cover pattern (not the share card) when no picture is given, not public", async () => {
      const post = await submit();
      expect(post).toMatchObject({ status: "pending", publishedAt: null });
      const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row).toMatchObject({ submittedBy: authorAccount.user.id, featured: false, imageUrl: DEFAULT_ARTICLE_IMAGE, authorAr: "ريم الحربي" });
      expect(DEFAULT_ARTICLE_IMAGE).toBe("/images/blog/default-cover.svg");
      expect(existsSync(new URL(`../../public${DEFAULT_ARTICLE_IMAGE}`, import.meta.url))).toBe(true);
      expectApiError(await request(ctx.app).get(`/api/blog/${post.slug}`), 404, "NOT_FOUND");
    });

    it("ignores status and featured sent by the user", async () => {
      const post = await submit({ status: "published", featured: true, imageUrl: "/images/blog/cover.webp" });
      const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row).toMatchObject({ status: "pending", featured: false, imageUrl: "/images/blog/cover.webp" });
    });

    it("answers 400 with translated field errors and 409 for a taken slug", async () => {
      const res = await author.post("/api/articles").set("CSRF-Token", authorToken).set("X-Language", "ar").send({ slug: "Not A Slug" });
      expectApiError(res, 400, "VALIDATION");
      const errors = (res.body as { errors: Record<string, string> }).errors;
      expect(errors.slug).toBe(catalogs.ar["blogAdmin.error.slugFormat"]);
      expect(errors.contentAr).toBe(catalogs.ar["admin.form.error.required"]);
      expect(errors.authorAr).toBe(catalogs.ar["admin.form.error.required"]);

      const taken = await submit();
      const conflict = await author.post("/api/articles").set("CSRF-Token", authorToken).send(article({ slug: taken.slug }));
      expectApiError(conflict, 409, "CONFLICT");
      expect((conflict.body as { errors: Record<string, string> }).errors.slug).toBe(catalogs.en["blogAdmin.error.slugTaken"]);

      const unsafe = await author.post("/api/articles").set("CSRF-Token", authorToken).send(article({ imageUrl: "javascript:alert(1)" }));
      expectApiError(unsafe, 400, "VALIDATION");
    });

    it(`allows ${SUBMISSIONS_PER_DAY} articles a day per user, then 429 with Retry-After`, async () => {
      const prolific = agent(ctx.app);
      await signIn(ctx, { agent: prolific });
      const token = await csrf(prolific);
      for (let i = 0; i < SUBMISSIONS_PER_DAY; i++) {
        await prolific.post("/api/articles").set("CSRF-Token", token).send(article()).expect(201);
      }
      const res = await prolific.post("/api/articles").set("CSRF-Token", token).send(article());
      expectApiError(res, 429, "RATE_LIMITED");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect((res.body as { message: string }).message).toBe(catalogs.en["blogAdmin.articles.error.tooMany"]);
    });
  });

  describe("GET /api/articles/mine", () => {
    it("lists only the caller's own articles, newest first", async () => {
      const post = await submit();
      const other = agent(ctx.app);
      await signIn(ctx, { agent: other });
      const body = await mine();
      expect(body.posts[0]).toMatchObject({ id: post.id, status: "pending" });
      expect(body.total).toBe(body.posts.length);
      expect((await mine(other)).posts).toEqual([]);
    });
  });

  describe("pending review", () => {
    it("shows a submitted article in the admin's pending list with its author account", async () => {
      const post = await submit({ titleEn: "Pending Falcon Review" });
      const body = await pending("falcon");
      expect(body.posts).toEqual([
        expect.objectContaining({ id: post.id, titleEn: "Pending Falcon Review", author: "Reem Al-Harbi", submittedBy: authorAccount.user.username }),
      ]);
      expect(body.total).toBe(1);
    });

    it("approve publishes it (public at /api/blog/:slug) and removes it from the list", async () => {
      const post = await submit();
      const res = await admin.post(`/api/admin/pending-posts/${post.id}/approve`).set("CSRF-Token", adminToken).expect(200);
      expect(res.body).toEqual({ id: post.id, status: "published" });
      const pub = await request(ctx.app).get(`/api/blog/${post.slug}`).expect(200);
      expect((pub.body as { post: { titleAr: string } }).post.titleAr).toBe(post.titleAr);
      const list = (await request(ctx.app).get("/api/blog").expect(200)).body as { posts: { id: number }[] };
      expect(list.posts.some((p) => p.id === post.id)).toBe(true);
      expect((await pending()).posts.some((p) => p.id === post.id)).toBe(false);
      const [row] = await ctx.database.db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row.publishedAt).not.toBeNull();
      expect((await mine()).posts.find((p) => p.id === post.id)?.status).toBe("published");
    });

    it("the reviewer replaces the default cover before approving; the Arabic page names the author in Arabic", async () => {
      const post = await submit();
      const detail = (await admin.get(`/api/admin/blog/${post.id}`).expect(200)).body as { post: Record<string, unknown> };
      expect(detail.post).toMatchObject({ imageUrl: DEFAULT_ARTICLE_IMAGE, status: "pending", author: "Reem Al-Harbi", authorAr: "ريم الحربي" });
      const { id: _id, submittedBy: _s, createdAt: _c, updatedAt: _u, publishedAt: _p, ...fields } = detail.post;
      await admin
        .put(`/api/admin/blog/${post.id}`)
        .set("CSRF-Token", adminToken)
        .send({ ...fields, imageUrl: "/images/blog/employer-brand-for-saudi-talent.svg" })
        .expect(200);
      await admin.post(`/api/admin/pending-posts/${post.id}/approve`).set("CSRF-Token", adminToken).expect(200);

      // What the article page renders (its byline and JSON-LD take `article.author`); the browser suite checks the page itself.
      const arabic = await loadArticle(ctx.database.db, { slug: post.slug, lang: "ar", siteOrigin: "http://localhost" });
      expect(arabic?.article).toMatchObject({ author: "ريم الحربي", imageUrl: "/images/blog/employer-brand-for-saudi-talent.svg" });
      const english = await loadArticle(ctx.database.db, { slug: post.slug, lang: "en", siteOrigin: "http://localhost" });
      expect(english?.article.author).toBe("Reem Al-Harbi");
    });

    it("reject marks it rejected for its author, removes it from the list and keeps it private", async () => {
      const post = await submit();
      await admin.post(`/api/admin/pending-posts/${post.id}/reject`).set("CSRF-Token", adminToken).expect(200);
      expect((await pending()).posts.some((p) => p.id === post.id)).toBe(false);
      expect((await mine()).posts.find((p) => p.id === post.id)?.status).toBe("rejected");
      expectApiError(await request(ctx.app).get(`/api/blog/${post.slug}`), 404, "NOT_FOUND");
    });

    it("answers 409 for an article that is no longer pending and 404 for a missing one", async () => {
      const post = await submit();
      await admin.post(`/api/admin/pending-posts/${post.id}/reject`).set("CSRF-Token", adminToken).expect(200);
      const res = await admin.post(`/api/admin/pending-posts/${post.id}/approve`).set("CSRF-Token", adminToken);
      expectApiError(res, 409, "CONFLICT");
      expect((res.body as { message: string }).message).toBe(catalogs.en["blogAdmin.pending.error.notPending"]);
      expect((await mine()).posts.find((p) => p.id === post.id)?.status).toBe("rejected");
      expectApiError(await admin.post("/api/admin/pending-posts/999999/approve").set("CSRF-Token", adminToken), 404, "NOT_FOUND");
      expectApiError(await admin.post("/api/admin/pending-posts/0/reject").set("CSRF-Token", adminToken), 404, "NOT_FOUND");
    });

    it("a user cannot review articles, not even their own", async () => {
      const post = await submit();
      expectApiError(await author.post(`/api/admin/pending-posts/${post.id}/approve`).set("CSRF-Token", authorToken), 403, "FORBIDDEN");
      expectApiError(await author.get("/api/admin/pending-posts"), 403, "FORBIDDEN");
    });

    it("pages the pending list, oldest first", async () => {
      const older = await submit();
      await submit();
      const first = (await admin.get("/api/admin/pending-posts").query({ pageSize: 1 }).expect(200)).body as PendingPostsPage;
      expect(first.pageSize).toBe(1);
      expect(first.posts).toHaveLength(1);
      expect(first.total).toBeGreaterThan(1);
      const all = (await admin.get("/api/admin/pending-posts").query({ pageSize: 100 }).expect(200)).body as PendingPostsPage;
      const ids = all.posts.map((p) => p.id);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.length - 1);
      const times = all.posts.map((p) => new Date(p.createdAt).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    });
  });
});
