import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentRevisions } from "#db/schema";
import type { SiteContentPage, SiteContentRow } from "~/features/site-content/site-content-row";
import type { FirmDay } from "~/features/admin/firm-day";
import type { AdminPostDetail, PostsPage } from "~/features/blog/blog-post";
import type { TranslationStatus } from "~/features/content-revisions/content-item";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, type TestAgent, type TestApp } from "../support/test-app";

const post = {
  slug: "linked-translations",
  imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
  author: "Noura Al-Qahtani",
  authorAr: "نورة القحطاني",
  titleEn: "Hiring a finance chief",
  categoryEn: "Executive Search",
  summaryEn: "What boards ask first.",
  contentEn: "Boards ask about the first year.",
  titleAr: "توظيف رئيس مالي",
  categoryAr: "البحث التنفيذي",
  summaryAr: "ما تسأل عنه المجالس أولًا.",
  contentAr: "تسأل المجالس عن السنة الأولى.",
  status: "published",
};

/**
 * Linked translations (issue 26 item 1, decision 042): an edit of one
 * language puts the other "needs update" until it is saved, the change is
 * said to need no translation, or it is marked up to date (audited); a
 * missing language is flagged, not refused; the list filters and the day
 * strip counts them.
 */
describe.each(backends)("translation flags [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: token } = await signInAsAdmin(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const create = async (values: Record<string, unknown>) => {
    const res = await admin.post("/api/admin/blog").set("CSRF-Token", token).send(values);
    expect(res.status, res.text).toBe(201);
    return (res.body as { post: AdminPostDetail }).post;
  };
  const save = async (id: number, values: Record<string, unknown>) => {
    const res = await admin.put(`/api/admin/blog/${id}`).set("CSRF-Token", token).send(values);
    expect(res.status, res.text).toBe(200);
    return (res.body as { post: AdminPostDetail }).post;
  };
  const flagsOf = async (id: number) => ((await admin.get(`/api/admin/blog/${id}`)).body as { post: AdminPostDetail }).post.translation;
  const toUpdate = async () => ((await admin.get("/api/admin/blog?translation=update&pageSize=50")).body as PostsPage).posts.map((p) => p.id);
  const dayCount = async () => ((await admin.get("/api/admin/day")).body as FirmDay).translations.toUpdate;

  it("an English edit puts the Arabic behind; saving the Arabic clears it", async () => {
    const created = await create({ ...post, slug: "english-then-arabic" });
    expect(created.translation).toEqual({ en: "ok", ar: "ok" });
    const countBefore = await dayCount();
    await save(created.id, { ...post, slug: "english-then-arabic", contentEn: "Boards ask about the first hundred days." });
    expect(await flagsOf(created.id)).toEqual({ en: "ok", ar: "needsUpdate" });
    expect(await toUpdate()).toContain(created.id);
    expect(await dayCount()).toBe(countBefore + 1);
    const status = ((await admin.get(`/api/admin/blog/${created.id}/revisions`)).body as { translation: TranslationStatus }).translation;
    expect(status).toMatchObject({ flags: { ar: "needsUpdate" }, state: { changedRevEn: 2, reviewedRevAr: 1 }, latest: 2 });

    const fixed = await save(created.id, { ...post, slug: "english-then-arabic", contentEn: "Boards ask about the first hundred days.", contentAr: "تسأل المجالس عن الأيام المئة الأولى." });
    expect(fixed.translation).toEqual({ en: "ok", ar: "ok" });
    expect(await toUpdate()).not.toContain(created.id);
    expect(await dayCount()).toBe(countBefore);
  });

  it("a change that needs no translation leaves the other language up to date", async () => {
    const created = await create({ ...post, slug: "a-typo" });
    const saved = await save(created.id, { ...post, slug: "a-typo", titleEn: "Hiring a finance chief.", noTranslationNeeded: true });
    expect(saved.translation).toEqual({ en: "ok", ar: "ok" });
    await expectApiError(await admin.put(`/api/admin/blog/${created.id}`).set("CSRF-Token", token).send({ ...post, slug: "a-typo", noTranslationNeeded: "yes" }), 400, "VALIDATION");
  });

  it("'Mark as up to date' clears the flag, audited; a missing language stays missing", async () => {
    const created = await create({ ...post, slug: "mark-reviewed" });
    await save(created.id, { ...post, slug: "mark-reviewed", summaryAr: "سؤال المجالس الأول." });
    expect(await flagsOf(created.id)).toEqual({ en: "needsUpdate", ar: "ok" });
    const res = await admin.post(`/api/admin/blog/${created.id}/translation/en/reviewed`).set("CSRF-Token", token).send({});
    expect(res.status, res.text).toBe(200);
    expect(await flagsOf(created.id)).toEqual({ en: "ok", ar: "ok" });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "post.translation_reviewed"), eq(auditLog.targetId, String(created.id))));
    expect(entry.details).toEqual({ slug: "mark-reviewed", language: "en" });
    await expectApiError(await admin.post(`/api/admin/blog/${created.id}/translation/fr/reviewed`).set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
    await expectApiError(await admin.post(`/api/admin/blog/999999/translation/en/reviewed`).set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
    await expectApiError(await admin.post(`/api/admin/blog/${created.id}/translation/en/reviewed`).send({}), 403, "CSRF_INVALID");
  });

  it("stores the spec's payload without an Arabic byline and flags the Arabic missing", async () => {
    const { authorAr: _, ...specPayload } = post;
    const created = await create({ ...specPayload, slug: "no-arabic-byline" });
    expect(created.authorAr).toBe("");
    expect(created.translation).toEqual({ en: "ok", ar: "missing" });
    expect(await toUpdate()).toContain(created.id);
    // Marking it up to date does not hide what is missing; writing the byline does.
    await admin.post(`/api/admin/blog/${created.id}/translation/ar/reviewed`).set("CSRF-Token", token).send({});
    expect(await flagsOf(created.id)).toEqual({ en: "ok", ar: "missing" });
    const filled = await save(created.id, { ...post, slug: "no-arabic-byline" });
    expect(filled.translation).toEqual({ en: "ok", ar: "ok" });
  });

  it("the filter keeps only posts whose translations need work, with the search and status filters", async () => {
    const ok = await create({ ...post, slug: "all-in-order" });
    const behind = await create({ ...post, slug: "behind-and-draft", status: "draft" });
    await save(behind.id, { ...post, slug: "behind-and-draft", status: "draft", titleEn: "Hiring a finance chief in 2027" });
    const ids = await toUpdate();
    expect(ids).toContain(behind.id);
    expect(ids).not.toContain(ok.id);
    const drafts = (await admin.get("/api/admin/blog?translation=update&status=draft&search=behind")).body as PostsPage;
    expect(drafts.posts.map((p) => p.id)).toEqual([behind.id]);
    expect(drafts.total).toBe(1);
    expect(drafts.posts[0].translation).toEqual({ en: "ok", ar: "needsUpdate" });
  });

  it("an editor may mark a translation up to date; a member may not", async () => {
    const created = await create({ ...post, slug: "editor-marks" });
    const { agent: editor, csrfToken: editorToken } = await signInAs(ctx, "editor");
    expect((await editor.post(`/api/admin/blog/${created.id}/translation/ar/reviewed`).set("CSRF-Token", editorToken).send({})).status).toBe(200);
    const { agent: member, csrfToken: memberToken } = await signInAs(ctx, "user");
    await expectApiError(await member.post(`/api/admin/blog/${created.id}/translation/ar/reviewed`).set("CSRF-Token", memberToken).send({}), 403, "FORBIDDEN");
  });

  describe("site texts", () => {
    const put = async (key: string, values: Record<string, unknown>) => {
      const res = await admin.put(`/api/admin/site-content/${key}`).set("CSRF-Token", token).send(values);
      expect(res.status, res.text).toBe(200);
      return (res.body as { item: SiteContentRow }).item;
    };
    const listed = async (query = "") => ((await admin.get(`/api/admin/site-content?pageSize=100${query}`)).body as SiteContentPage).content;

    it("keeps a revision for every save, flags the Arabic after an English edit and clears it with the Arabic's save", async () => {
      const before = await dayCount();
      const textsBefore = ((await admin.get("/api/admin/day")).body as FirmDay).translations.siteTexts;
      const english = await put("home.hero.title", { contentEn: "Leaders for the decade ahead" });
      expect(english.translation).toEqual({ en: "ok", ar: "needsUpdate" });
      expect((await listed("&translation=update")).map((row) => row.key)).toContain("home.hero.title");
      expect(((await admin.get("/api/admin/day")).body as FirmDay).translations.siteTexts).toBe(textsBefore + 1);
      expect(await dayCount()).toBe(before);

      const arabic = await put("home.hero.title", { contentAr: "قادة للعقد المقبل" });
      expect(arabic.translation).toEqual({ en: "ok", ar: "ok" });
      expect((await listed("&translation=update")).map((row) => row.key)).not.toContain("home.hero.title");
      const revisions = await ctx.database.db
        .select({ number: contentRevisions.number, snapshot: contentRevisions.snapshot })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.itemKind, "site_text"), eq(contentRevisions.itemKey, "home.hero.title")));
      expect(revisions.map((r) => r.number).sort()).toEqual([1, 2]);
      expect(revisions.find((r) => r.number === 2)?.snapshot).toEqual({ contentEn: "Leaders for the decade ahead", contentAr: "قادة للعقد المقبل" });
    });

    it("'Mark as up to date' clears a site text's flag, audited", async () => {
      const english = await put("home.hero.subtitle", { contentEn: "Search, assessment and advice for boards." });
      expect(english.translation.ar).toBe("needsUpdate");
      const res = await admin.post("/api/admin/site-content/home.hero.subtitle/translation/ar/reviewed").set("CSRF-Token", token).send({});
      expect(res.status, res.text).toBe(200);
      expect((res.body as { item: SiteContentRow }).item.translation).toEqual({ en: "ok", ar: "ok" });
      expect((await listed()).find((row) => row.key === "home.hero.subtitle")?.translation).toEqual({ en: "ok", ar: "ok" });
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "site_content.translation_reviewed"), eq(auditLog.targetId, "home.hero.subtitle")));
      expect(entry.details).toEqual({ language: "ar" });
      await expectApiError(await admin.post("/api/admin/site-content/no.such.key/translation/ar/reviewed").set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
      await expectApiError(await admin.post("/api/admin/site-content/home.hero.subtitle/translation/de/reviewed").set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
    });

    it("a site text's change that needs no translation leaves the other language up to date", async () => {
      const saved = await put("footer.about", { contentEn: "An executive search firm in Riyadh.", noTranslationNeeded: true });
      expect(saved.translation).toEqual({ en: "ok", ar: "ok" });
      expect((await listed()).find((row) => row.key === "footer.about")?.translation).toEqual({ en: "ok", ar: "ok" });
    });
  });
});
