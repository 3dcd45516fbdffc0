import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MyArticleDetail, MyArticleRow, MyArticlesPage, PendingPostsPage } from "~/features/blog/blog-post";
import { REVIEW_COMMENT_MAX } from "~/features/blog/review-decision.schema";
import type { RevisionComparison, RevisionRow } from "~/features/content-revisions/content-item";
import { clearRateLimit } from "~/features/security/rate-limit.server";
import { catalogs } from "~/message-catalogs";
import { auditLog, blogPosts, outgoingMail } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signIn, type SignedIn } from "../support/factories";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

let counter = 0;
function article(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    slug: `review-workflow-${counter}`,
    author: "Reem Al-Harbi",
    authorAr: "ريم الحربي",
    titleEn: `Onboarding lessons ${counter}`,
    categoryEn: "Onboarding",
    summaryEn: "Three things that made our new COO effective in ninety days.",
    contentEn: "## Listen first\n\nMeet every team in the first month.",
    titleAr: `دروس التهيئة ${counter}`,
    categoryAr: "التهيئة",
    summaryAr: "ثلاثة أمور جعلت مدير العمليات الجديد فعّالًا خلال تسعين يومًا.",
    contentAr: "## الإصغاء أولًا\n\nالتقِ بكل فريق في الشهر الأول.",
    ...overrides,
  };
}

/** Issue 26 item 7 (decision 042): a reviewer's comment, "changes requested", and the author's resubmission. */
describe.each(backends)("the review workflow of members' articles [$name]", (backend) => {
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
  beforeEach(async () => {
    await clearRateLimit(ctx.database.db, `article-submit:${authorAccount.user.id}`);
  });

  const submit = async (lang: "en" | "ar" = "en", overrides: Record<string, unknown> = {}) => {
    const res = await author.post("/api/articles").set("CSRF-Token", authorToken).set("X-Language", lang).send(article(overrides));
    expect(res.status, res.text).toBe(201);
    return (res.body as { post: MyArticleRow }).post;
  };
  const mine = async () => ((await author.get("/api/articles/mine").expect(200)).body as MyArticlesPage).posts;
  const pending = async () => ((await admin.get("/api/admin/pending-posts").expect(200)).body as PendingPostsPage).posts;
  const lastMailTo = async (address: string) =>
    (await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, address)).orderBy(desc(outgoingMail.id)).limit(1))[0];
  const auditOf = async (postId: number) =>
    ctx.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "post"), eq(auditLog.targetId, String(postId))))
      .orderBy(desc(auditLog.id));

  it("a request for changes needs a comment: 400 translated, nothing changes", async () => {
    const post = await submit();
    for (const body of [{}, { comment: "   " }, { comment: "x".repeat(REVIEW_COMMENT_MAX + 1) }]) {
      const res = await admin.post(`/api/admin/pending-posts/${post.id}/request-changes`).set("CSRF-Token", adminToken).set("X-Language", "ar").send(body);
      expectApiError(res, 400, "VALIDATION");
    }
    const res = await admin.post(`/api/admin/pending-posts/${post.id}/request-changes`).set("CSRF-Token", adminToken).set("X-Language", "ar").send({ comment: "" });
    expect((res.body as { errors: Record<string, string> }).errors.comment).toBe(catalogs.ar["blogAdmin.reviewDecision.error.commentRequired"]);
    expect((await mine()).find((p) => p.id === post.id)).toMatchObject({ status: "pending", reviewComment: null });
  });

  it("changes requested: the comment is kept, mailed to the author in the language they wrote from, audited; the author edits and resubmits; approval clears it", async () => {
    const post = await submit("ar");
    const comment = "أضيفي مثالًا من قطاع التجزئة، واختصري الفقرة الثانية.";
    const res = await admin.post(`/api/admin/pending-posts/${post.id}/request-changes`).set("CSRF-Token", adminToken).send({ comment });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ id: post.id, status: "changes_requested" });
    expect((await pending()).some((p) => p.id === post.id)).toBe(false);
    expect((await mine()).find((p) => p.id === post.id)).toMatchObject({ status: "changes_requested", reviewComment: comment });

    const mail = await lastMailTo(authorAccount.user.email!);
    expect(mail.subject).toBe(catalogs.ar["blogAdmin.reviewMail.changes.subject"].replace("{title}", post.titleAr));
    expect(mail.textBody).toContain(comment);
    expect(mail.textBody).toContain("/ar/profile#my-articles");
    expect(mail.htmlBody).toContain('dir="rtl"');
    const [entry] = await auditOf(post.id);
    expect(entry).toEqual({ action: "post.request_changes", details: { slug: post.slug, commented: true } });

    // The author opens it whole and sends it again, from an English page this time.
    const detail = ((await author.get(`/api/articles/${post.id}`).expect(200)).body as { post: MyArticleDetail }).post;
    expect(detail).toMatchObject({ status: "changes_requested", reviewComment: comment, contentAr: expect.stringContaining("الإصغاء") });
    const { id: _id, status: _s, reviewComment: _r, createdAt: _c, updatedAt: _u, publishedAt: _p, ...values } = detail;
    const resent = await author
      .put(`/api/articles/${post.id}`)
      .set("CSRF-Token", authorToken)
      .set("X-Language", "en")
      .send({ ...values, contentAr: `${values.contentAr}\n\nمثال من قطاع التجزئة.` });
    expect(resent.status, resent.text).toBe(200);
    expect((resent.body as { post: MyArticleRow }).post).toMatchObject({ id: post.id, status: "pending" });
    // The reviewer sees what they asked for beside the article sent again.
    expect((await pending()).find((p) => p.id === post.id)).toMatchObject({ reviewComment: comment });
    const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ status: "pending", authorLang: "en", contentAr: expect.stringContaining("قطاع التجزئة") });

    // The history holds both submissions, and comparing them shows what the author changed.
    const history = (await admin.get(`/api/admin/blog/${post.id}/revisions`).expect(200)).body as { revisions: RevisionRow[] };
    expect(history.revisions.map((r) => r.cause)).toEqual(expect.arrayContaining(["submission", "submission"]));
    const numbers = history.revisions.map((r) => r.number).sort((a, b) => a - b);
    const comparison = (await admin.get(`/api/admin/blog/${post.id}/revisions/compare?from=${numbers[0]}&to=${numbers[numbers.length - 1]}`).expect(200)).body as RevisionComparison;
    expect(comparison.fields.find((f) => f.field === "contentAr")).toMatchObject({ changed: true });
    expect(comparison.fields.find((f) => f.field === "contentAr")?.parts).toContainEqual(expect.objectContaining({ added: true, value: expect.stringContaining("التجزئة") }));
    expect(comparison.fields.find((f) => f.field === "contentEn")).toMatchObject({ changed: false });

    // It cannot be sent again while pending.
    expectApiError(await author.put(`/api/articles/${post.id}`).set("CSRF-Token", authorToken).send(values), 409, "CONFLICT");

    await admin.post(`/api/admin/pending-posts/${post.id}/approve`).set("CSRF-Token", adminToken).expect(200);
    expect((await mine()).find((p) => p.id === post.id)).toMatchObject({ status: "published", reviewComment: null });
  });

  it("a rejection without a body stays the spec's call (no comment, no mail of a comment) and with a comment mails it in English", async () => {
    const plain = await submit();
    await admin.post(`/api/admin/pending-posts/${plain.id}/reject`).set("CSRF-Token", adminToken).expect(200);
    expect((await mine()).find((p) => p.id === plain.id)).toMatchObject({ status: "rejected", reviewComment: null });
    const plainMail = await lastMailTo(authorAccount.user.email!);
    expect(plainMail.subject).toBe(catalogs.en["blogAdmin.reviewMail.rejected.subject"].replace("{title}", plain.titleEn));
    expect(plainMail.textBody).not.toContain(catalogs.en["blogAdmin.reviewMail.comment"]);
    expect((await auditOf(plain.id))[0]).toEqual({ action: "post.reject", details: { slug: plain.slug, commented: false } });

    const commented = await submit("en");
    await admin.post(`/api/admin/pending-posts/${commented.id}/reject`).set("CSRF-Token", adminToken).send({ comment: "We published a piece on this last month." }).expect(200);
    expect((await mine()).find((p) => p.id === commented.id)).toMatchObject({ status: "rejected", reviewComment: "We published a piece on this last month." });
    const mail = await lastMailTo(authorAccount.user.email!);
    expect(mail.textBody).toContain("We published a piece on this last month.");
    expect(mail.htmlBody).toContain('lang="en"');
    // A rejected article is final: it cannot be sent again.
    const detail = ((await author.get(`/api/articles/${commented.id}`).expect(200)).body as { post: MyArticleDetail }).post;
    const { id: _id, status: _s, reviewComment: _r, createdAt: _c, updatedAt: _u, publishedAt: _p, ...values } = detail;
    const res = await author.put(`/api/articles/${commented.id}`).set("CSRF-Token", authorToken).send(values);
    expectApiError(res, 409, "CONFLICT");
    expect((res.body as { message: string }).message).toBe(catalogs.en["blogAdmin.articles.error.notEditable"]);
  });

  it("another account cannot read or resend someone's article (404); signed out 401; a bad resubmission is 400 and changes nothing", async () => {
    const post = await submit();
    await admin.post(`/api/admin/pending-posts/${post.id}/request-changes`).set("CSRF-Token", adminToken).send({ comment: "Shorter title, please." }).expect(200);
    const other = agent(ctx.app);
    await signIn(ctx, { agent: other });
    const otherToken = await csrf(other);
    expectApiError(await other.get(`/api/articles/${post.id}`), 404, "NOT_FOUND");
    expectApiError(await other.put(`/api/articles/${post.id}`).set("CSRF-Token", otherToken).send(article()), 404, "NOT_FOUND");
    expectApiError(await request(ctx.app).get(`/api/articles/${post.id}`), 401, "UNAUTHENTICATED");
    expectApiError(await author.put(`/api/articles/${post.id}`).send(article()), 403, "CSRF_INVALID");
    const bad = await author.put(`/api/articles/${post.id}`).set("CSRF-Token", authorToken).set("X-Language", "ar").send({ ...article(), titleEn: "" });
    expectApiError(bad, 400, "VALIDATION");
    expect((bad.body as { errors: Record<string, string> }).errors.titleEn).toBe(catalogs.ar["admin.form.error.required"]);
    const taken = await submit();
    const conflict = await author.put(`/api/articles/${post.id}`).set("CSRF-Token", authorToken).send(article({ slug: taken.slug }));
    expectApiError(conflict, 409, "CONFLICT");
    expect((await mine()).find((p) => p.id === post.id)).toMatchObject({ status: "changes_requested", slug: post.slug });
  });

  it("only a pending article can be sent back (409), and a member cannot review (403)", async () => {
    const post = await submit();
    await admin.post(`/api/admin/pending-posts/${post.id}/reject`).set("CSRF-Token", adminToken).expect(200);
    expectApiError(await admin.post(`/api/admin/pending-posts/${post.id}/request-changes`).set("CSRF-Token", adminToken).send({ comment: "More detail." }), 409, "CONFLICT");
    expectApiError(await author.post(`/api/admin/pending-posts/${post.id}/request-changes`).set("CSRF-Token", authorToken).send({ comment: "Approve me." }), 403, "FORBIDDEN");
  });
});
