import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts, contentDrafts, siteContent } from "#db/schema";
import type { AdminPostDetail } from "~/features/blog/blog-post";
import type { ContentDraft } from "~/features/content-drafts/content-draft";
import { STALE_DRAFT_DAYS } from "~/features/content-drafts/purge-stale-content-drafts.server";
import { contentDailyJobs } from "#server/daily-jobs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin, type SignedInAgent } from "../support/signed-in-agent";
import { agent, createTestApp, type TestApp } from "../support/test-app";

/**
 * Autosave (issue 26 item 4, decision 042): each account's own working
 * draft of a post (or of a new one) or of a site text, kept, read and
 * discarded through /api/admin/drafts; saving the item ends its draft; the
 * item, the public pages and the audit log are never touched by a draft.
 * A member's own article form keeps its drafts through /api/articles/drafts.
 */
describe.each(backends)("content drafts [$name]", (backend) => {
  let ctx: TestApp;
  let admin: SignedInAgent;
  let editor: SignedInAgent;
  let otherAdmin: SignedInAgent;
  let post: AdminPostDetail;

  const postBody = {
    slug: "autosaved-post",
    imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: "Autosaved post",
    categoryEn: "Executive Search",
    summaryEn: "Saved as it is typed.",
    contentEn: "## The first words\n\nA paragraph.",
    titleAr: "مقال محفوظ تلقائيًا",
    categoryAr: "البحث التنفيذي",
    summaryAr: "يُحفظ أثناء الكتابة.",
    contentAr: "## الكلمات الأولى\n\nفقرة.",
    featured: false,
    status: "draft",
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    admin = await signInAsAdmin(ctx);
    editor = await signInAs(ctx, "editor");
    otherAdmin = await signInAsAdmin(ctx);
    const res = await admin.agent.post("/api/admin/blog").set("CSRF-Token", admin.csrfToken).send(postBody);
    expect(res.status, res.text).toBe(201);
    post = (res.body as { post: AdminPostDetail }).post;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const put = (who: SignedInAgent, path: string, values: unknown) => who.agent.put(`/api/admin/drafts/${path}`).set("CSRF-Token", who.csrfToken).send({ values });
  const get = async (who: SignedInAgent, path: string) => {
    const res = await who.agent.get(`/api/admin/drafts/${path}`);
    expect(res.status, res.text).toBe(200);
    return (res.body as { draft: ContentDraft | null }).draft;
  };
  const draftsOf = (kind: "post" | "site_text", itemId: string) => ctx.database.db.select().from(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemId, itemId)));

  it("keeps, reads, replaces and discards the account's own draft of a post, touching nothing else", async () => {
    const auditBefore = (await ctx.database.db.select().from(auditLog)).length;
    expect(await get(admin, `post/${post.id}`)).toBeNull();

    const first = await put(admin, `post/${post.id}`, { ...postBody, titleEn: "Autosaved post, retitled" });
    expect(first.status, first.text).toBe(200);
    const savedAt = (first.body as { draft: { savedAt: string } }).draft.savedAt;
    expect(Date.parse(savedAt)).toBeGreaterThan(Date.parse(post.updatedAt));
    expect(await get(admin, `post/${post.id}`)).toMatchObject({ kind: "post", itemId: String(post.id), values: { titleEn: "Autosaved post, retitled", featured: false }, savedAt });

    // One draft per item and account: the next save replaces it.
    await put(admin, `post/${post.id}`, { ...postBody, titleEn: "Retitled again" }).expect(200);
    expect((await get(admin, `post/${post.id}`))?.values.titleEn).toBe("Retitled again");
    expect(await draftsOf("post", String(post.id))).toHaveLength(1);

    // The post and the audit log are as they were.
    const [row] = await ctx.database.db.select({ titleEn: blogPosts.titleEn, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toEqual({ titleEn: "Autosaved post", updatedAt: new Date(post.updatedAt) });
    expect(await ctx.database.db.select().from(auditLog)).toHaveLength(auditBefore);

    expect((await admin.agent.delete(`/api/admin/drafts/post/${post.id}`).set("CSRF-Token", admin.csrfToken)).status).toBe(204);
    expect(await get(admin, `post/${post.id}`)).toBeNull();
    // Discarding what is already gone is no error.
    expect((await admin.agent.delete(`/api/admin/drafts/post/${post.id}`).set("CSRF-Token", admin.csrfToken)).status).toBe(204);
  });

  it("is each account's own: another administrator or an editor neither reads nor discards it, and keeps their own", async () => {
    await put(admin, `post/${post.id}`, { titleEn: "Mine" }).expect(200);
    expect(await get(otherAdmin, `post/${post.id}`)).toBeNull();
    expect(await get(editor, `post/${post.id}`)).toBeNull();
    await put(editor, `post/${post.id}`, { titleEn: "The editor's" }).expect(200);
    await editor.agent.delete(`/api/admin/drafts/post/${post.id}`).set("CSRF-Token", editor.csrfToken).expect(204);
    expect((await get(admin, `post/${post.id}`))?.values).toEqual({ titleEn: "Mine" });
    expect(await get(editor, `post/${post.id}`)).toBeNull();
    await admin.agent.delete(`/api/admin/drafts/post/${post.id}`).set("CSRF-Token", admin.csrfToken).expect(204);
  });

  it("saving the post ends the saver's own draft of it (not another account's), in the same use case", async () => {
    await put(admin, `post/${post.id}`, { titleEn: "Typed, then saved" }).expect(200);
    await put(editor, `post/${post.id}`, { titleEn: "The editor's unsaved words" }).expect(200);
    const saved = await admin.agent.put(`/api/admin/blog/${post.id}`).set("CSRF-Token", admin.csrfToken).send({ ...postBody, titleEn: "Typed, then saved" });
    expect(saved.status, saved.text).toBe(200);
    expect(await get(admin, `post/${post.id}`)).toBeNull();
    expect((await get(editor, `post/${post.id}`))?.values.titleEn).toBe("The editor's unsaved words");
  });

  it("a new post's draft (`new`) ends when that account creates a post; deleting a post ends every account's draft of it", async () => {
    await put(admin, "post/new", { titleEn: "Not yet created" }).expect(200);
    await put(editor, "post/new", { titleEn: "The editor's new post" }).expect(200);
    expect((await get(admin, "post/new"))?.values.titleEn).toBe("Not yet created");
    const created = await admin.agent.post("/api/admin/blog").set("CSRF-Token", admin.csrfToken).send({ ...postBody, slug: "created-from-a-draft" });
    expect(created.status, created.text).toBe(201);
    expect(await get(admin, "post/new")).toBeNull();
    expect((await get(editor, "post/new"))?.values.titleEn).toBe("The editor's new post");

    const id = (created.body as { post: AdminPostDetail }).post.id;
    await put(admin, `post/${id}`, { titleEn: "One" }).expect(200);
    await put(editor, `post/${id}`, { titleEn: "Two" }).expect(200);
    await admin.agent.delete(`/api/admin/blog/${id}`).set("CSRF-Token", admin.csrfToken).expect(204);
    expect(await draftsOf("post", String(id))).toEqual([]);
  });

  it("keeps a site text's draft by its key, and saving the text ends it", async () => {
    const key = "home.hero.title";
    await put(editor, `site_text/${key}`, { contentEn: "Leaders for the decade ahead", contentAr: "قادة للعقد المقبل" }).expect(200);
    expect(await get(editor, `site_text/${key}`)).toMatchObject({ kind: "site_text", itemId: key, values: { contentAr: "قادة للعقد المقبل" } });
    const [before] = await ctx.database.db.select({ contentEn: siteContent.contentEn }).from(siteContent).where(eq(siteContent.key, key));
    expect(before.contentEn).toBeNull();
    await editor.agent.put(`/api/admin/site-content/${key}`).set("CSRF-Token", editor.csrfToken).send({ contentEn: "Leaders for the decade ahead" }).expect(200);
    expect(await get(editor, `site_text/${key}`)).toBeNull();
  });

  it("the daily job purges drafts untouched for 30 days, and only those", async () => {
    await put(otherAdmin, `post/${post.id}`, { titleEn: "Left for a month" }).expect(200);
    await put(editor, `site_text/home.hero.subtitle`, { contentEn: "Still being written" }).expect(200);
    const now = new Date();
    const month = new Date(now.getTime() - (STALE_DRAFT_DAYS * 24 + 1) * 60 * 60_000);
    await ctx.database.db.update(contentDrafts).set({ savedAt: month }).where(and(eq(contentDrafts.kind, "post"), eq(contentDrafts.itemId, String(post.id)), eq(contentDrafts.userId, otherAdmin.user.id)));
    const job = contentDailyJobs({ db: ctx.database.db }).find((candidate) => candidate.name === "content-drafts-purge");
    expect(await job?.run(now)).toEqual({ purged: 1 });
    expect(await get(otherAdmin, `post/${post.id}`)).toBeNull();
    expect(await get(editor, "site_text/home.hero.subtitle")).toMatchObject({ values: { contentEn: "Still being written" } });
  });

  it("refuses values that are not a form's fields, in the caller's language", async () => {
    for (const values of [undefined, "text", ["a"], { titleEn: { nested: true } }, { "bad name": "x" }]) {
      const res = await put(admin, `post/${post.id}`, values);
      expectApiError(res, 400, "VALIDATION");
    }
    const ar = await put(admin, `post/${post.id}`, { titleEn: ["a list"] }).set("X-Language", "ar");
    expectApiError(ar, 400, "VALIDATION");
    expect(JSON.stringify(ar.body)).toContain("حقول المسودة غير صالحة");
    const en = await put(admin, `post/${post.id}`, { titleEn: ["a list"] });
    expect(JSON.stringify(en.body)).toContain("The draft's fields are not valid.");
    expect(await get(admin, `post/${post.id}`)).toBeNull();
  });

  it("refuses a draft past 90,000 characters (and the API's 100 kB body limit past that)", async () => {
    const fits = await put(admin, `post/${post.id}`, { contentEn: "a".repeat(89_000) });
    expect(fits.status, fits.text.slice(0, 200)).toBe(200);
    const tooLarge = await put(admin, `post/${post.id}`, { contentEn: "a".repeat(91_000) }).set("X-Language", "ar");
    expectApiError(tooLarge, 400, "VALIDATION");
    expect(JSON.stringify(tooLarge.body)).toContain("المسودة أكبر من أن تُحفظ");
    expectApiError(await put(admin, `post/${post.id}`, { contentEn: "a".repeat(120_000) }), 413, "PAYLOAD_TOO_LARGE");
    expect((await get(admin, `post/${post.id}`))?.values.contentEn).toHaveLength(89_000);
    await admin.agent.delete(`/api/admin/drafts/post/${post.id}`).set("CSRF-Token", admin.csrfToken).expect(204);
  });

  it("an unknown kind or an address that names no item is a 404", async () => {
    for (const path of ["page/1", "post/0", "post/abc", "post/1.5", "site_text/NoDots", "site_text/home..title"]) {
      expectApiError(await admin.agent.get(`/api/admin/drafts/${path}`), 404, "NOT_FOUND");
      expectApiError(await put(admin, path, { titleEn: "x" }), 404, "NOT_FOUND");
    }
  });

  it("refuses a write without the CSRF token, and a signed-out caller (401), and a member (403)", async () => {
    expectApiError(await admin.agent.put(`/api/admin/drafts/post/${post.id}`).send({ values: { titleEn: "x" } }), 403, "CSRF_INVALID");
    expectApiError(await admin.agent.delete(`/api/admin/drafts/post/${post.id}`), 403, "CSRF_INVALID");
    expect(await get(admin, `post/${post.id}`)).toBeNull();
    const anonymous = agent(ctx.app);
    expectApiError(await anonymous.get(`/api/admin/drafts/post/${post.id}`), 401, "UNAUTHENTICATED");
    const member = await signInAs(ctx, "user");
    expectApiError(await put(member, `post/${post.id}`, { titleEn: "x" }), 403, "FORBIDDEN");
  });
  describe("a member's own article", () => {
    const article = {
      slug: "a-members-draft",
      author: "Reem Al-Harbi",
      authorAr: "ريم الحربي",
      imageUrl: "",
      titleEn: "A member's draft",
      categoryEn: "Leadership",
      summaryEn: "Written in several sittings.",
      contentEn: "## First\n\nWords.",
      titleAr: "مسودة عضو",
      categoryAr: "القيادة",
      summaryAr: "كُتبت على مراحل.",
      contentAr: "## أولًا\n\nكلمات.",
    };
    const putArticle = (who: SignedInAgent, id: string, values: unknown) => who.agent.put(`/api/articles/drafts/${id}`).set("CSRF-Token", who.csrfToken).send({ values });
    const getArticle = async (who: SignedInAgent, id: string) => {
      const res = await who.agent.get(`/api/articles/drafts/${id}`);
      expect(res.status, res.text).toBe(200);
      return (res.body as { draft: ContentDraft | null }).draft;
    };

    it("keeps a new article's draft for the member alone, apart from the firm's new post, and sending the article ends it", async () => {
      const member = await signInAs(ctx, "user");
      const other = await signInAs(ctx, "user");
      expect(await getArticle(member, "new")).toBeNull();
      const auditBefore = (await ctx.database.db.select().from(auditLog)).length;
      await putArticle(member, "new", { titleEn: "Half written" }).expect(200);
      expect(await getArticle(member, "new")).toMatchObject({ kind: "post", itemId: "article-new", values: { titleEn: "Half written" } });
      // A draft is no action: nothing is audited for it.
      expect(await ctx.database.db.select().from(auditLog)).toHaveLength(auditBefore);
      // Each member's own; the firm's drafts are another set, out of reach of the member's address and the other way round.
      expect(await getArticle(other, "new")).toBeNull();
      await put(admin, "post/new", { titleEn: "The firm's new post" }).expect(200);
      expect(await getArticle(admin, "new")).toBeNull();
      expectApiError(await admin.agent.get("/api/admin/drafts/post/article-new"), 404, "NOT_FOUND");
      await admin.agent.delete("/api/admin/drafts/post/new").set("CSRF-Token", admin.csrfToken).expect(204);

      const sent = await member.agent.post("/api/articles").set("CSRF-Token", member.csrfToken).send(article);
      expect(sent.status, sent.text).toBe(201);
      expect(await getArticle(member, "new")).toBeNull();
    });

    it("keeps a draft of the member's article sent back for changes; sending it again ends it; another account's article is a 404", async () => {
      const member = await signInAs(ctx, "user");
      const other = await signInAs(ctx, "user");
      const sent = await member.agent.post("/api/articles").set("CSRF-Token", member.csrfToken).send({ ...article, slug: "sent-back-with-a-draft" });
      expect(sent.status, sent.text).toBe(201);
      const id = (sent.body as { post: { id: number } }).post.id;
      await admin.agent.post(`/api/admin/pending-posts/${id}/request-changes`).set("CSRF-Token", admin.csrfToken).send({ comment: "Add an example." }).expect(200);

      await putArticle(member, String(id), { titleEn: "With an example" }).expect(200);
      expect((await getArticle(member, String(id)))?.values).toEqual({ titleEn: "With an example" });
      expectApiError(await other.agent.get(`/api/articles/drafts/${id}`), 404, "NOT_FOUND");
      expectApiError(await putArticle(other, String(id), { titleEn: "Not theirs" }), 404, "NOT_FOUND");
      expectApiError(await other.agent.delete(`/api/articles/drafts/${id}`).set("CSRF-Token", other.csrfToken), 404, "NOT_FOUND");
      for (const path of ["0", "abc", "1.5", String(post.id)]) expectApiError(await putArticle(member, path, { titleEn: "x" }), 404, "NOT_FOUND");

      const again = await member.agent.put(`/api/articles/${id}`).set("CSRF-Token", member.csrfToken).send({ ...article, slug: "sent-back-with-a-draft", titleEn: "With an example" });
      expect(again.status, again.text).toBe(200);
      expect(await getArticle(member, String(id))).toBeNull();

      // Deleting the article ends any draft of it.
      await putArticle(member, String(id), { titleEn: "Typed after sending" }).expect(200);
      await admin.agent.delete(`/api/admin/blog/${id}`).set("CSRF-Token", admin.csrfToken).expect(204);
      expect(await draftsOf("post", `article-${id}`)).toEqual([]);
    });

    it("refuses a write without the CSRF token, bad values in the caller's language, and a signed-out caller", async () => {
      const member = await signInAs(ctx, "user");
      expectApiError(await member.agent.put("/api/articles/drafts/new").send({ values: { titleEn: "x" } }), 403, "CSRF_INVALID");
      const bad = await putArticle(member, "new", { titleEn: ["a list"] }).set("X-Language", "ar");
      expectApiError(bad, 400, "VALIDATION");
      expect(JSON.stringify(bad.body)).toContain("حقول المسودة غير صالحة");
      expect(await getArticle(member, "new")).toBeNull();
      expectApiError(await agent(ctx.app).get("/api/articles/drafts/new"), 401, "UNAUTHENTICATED");
    });
  });
});
