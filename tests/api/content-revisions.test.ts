import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentRevisions } from "#db/schema";
import type { AdminPostDetail } from "~/features/blog/blog-post";
import type { RevisionComparison, RevisionRow, TranslationStatus } from "~/features/content-revisions/content-item";
import { thinContentRevisions } from "~/features/content-revisions/thin-content-revisions.server";
import { contentDailyJobs } from "#server/daily-jobs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, type TestAgent, type TestApp } from "../support/test-app";

const post = {
  slug: "revisions-of-a-post",
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
  status: "draft",
};

/**
 * Revisions of posts (issue 26 item 3, decision 042): one per save, in the
 * save's transaction; listed, compared word by word, restored as a new
 * revision (audited); thinned daily by the recorded rule.
 */
describe.each(backends)("content revisions [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let token: string;
  let adminId: number;
  let created: AdminPostDetail;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    const signedIn = await signInAsAdmin(ctx);
    ({ agent: admin, csrfToken: token } = signedIn);
    adminId = signedIn.user.id;
    const res = await admin.post("/api/admin/blog").set("CSRF-Token", token).send(post);
    expect(res.status, res.text).toBe(201);
    created = (res.body as { post: AdminPostDetail }).post;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const save = async (changes: Record<string, unknown>) => {
    const res = await admin.put(`/api/admin/blog/${created.id}`).set("CSRF-Token", token).send({ ...post, ...changes });
    expect(res.status, res.text).toBe(200);
    return (res.body as { post: AdminPostDetail }).post;
  };
  const history = async () => {
    const res = await admin.get(`/api/admin/blog/${created.id}/revisions`);
    expect(res.status, res.text).toBe(200);
    return res.body as { revisions: RevisionRow[]; translation: TranslationStatus };
  };

  it("keeps a revision for the creation and for every save, with who and what made it", async () => {
    await save({ contentEn: "Boards ask about the first hundred days." });
    await save({ contentEn: "Boards ask about the first hundred days.", featured: true });
    const { revisions } = await history();
    expect(revisions.map((r) => [r.number, r.cause])).toEqual([
      [3, "save"],
      [2, "save"],
      [1, "save"],
    ]);
    expect(revisions[0].author).toBeTruthy();
    const [stored] = await ctx.database.db
      .select({ snapshot: contentRevisions.snapshot, authorId: contentRevisions.authorId })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.postId, created.id), eq(contentRevisions.number, 3)));
    expect(stored.authorId).toBe(adminId);
    expect(stored.snapshot).toMatchObject({ contentEn: "Boards ask about the first hundred days.", contentAr: post.contentAr, featured: true, slug: post.slug });
  });

  it("compares two revisions word by word, field by field and language by language", async () => {
    const res = await admin.get(`/api/admin/blog/${created.id}/revisions/compare?from=1&to=3`);
    expect(res.status, res.text).toBe(200);
    const { fields } = res.body as RevisionComparison;
    const content = fields.find((f) => f.field === "contentEn");
    expect(content).toMatchObject({ language: "en", changed: true });
    expect(content?.parts).toEqual([{ value: "Boards ask about the first " }, { value: "year.", removed: true }, { value: "hundred days.", added: true }]);
    expect(fields.find((f) => f.field === "contentAr")).toMatchObject({ language: "ar", changed: false });
    expect(fields.find((f) => f.field === "featured")).toMatchObject({ language: null, changed: true });
    await expectApiError(await admin.get(`/api/admin/blog/${created.id}/revisions/compare?from=1&to=99`), 404, "NOT_FOUND");
    await expectApiError(await admin.get(`/api/admin/blog/${created.id}/revisions/compare?from=x&to=2`), 404, "NOT_FOUND");
  });

  it("restores an older revision as a new one, keeping the address and status, audited", async () => {
    const res = await admin.post(`/api/admin/blog/${created.id}/revisions/1/restore`).set("CSRF-Token", token).send({});
    expect(res.status, res.text).toBe(200);
    const restored = (res.body as { post: AdminPostDetail }).post;
    expect(restored).toMatchObject({ contentEn: post.contentEn, featured: false, slug: post.slug, status: "draft" });
    const { revisions } = await history();
    expect(revisions[0]).toMatchObject({ number: 4, cause: "restore", restoredFrom: 1 });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "post.revision_restore"), eq(auditLog.targetId, String(created.id))));
    expect(entry.details).toEqual({ slug: post.slug, revision: 1, number: 4 });
    expect(entry.actorId).toBe(adminId);
    await expectApiError(await admin.post(`/api/admin/blog/${created.id}/revisions/42/restore`).set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
    await expectApiError(await admin.post(`/api/admin/blog/999999/revisions/1/restore`).set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
    await expectApiError(await admin.post(`/api/admin/blog/${created.id}/revisions/1/restore`).send({}), 403, "CSRF_INVALID");
  });

  it("keeps a member's submission as the article's first revision", async () => {
    const { agent: member, csrfToken: memberToken } = await signInAs(ctx, "user");
    const res = await member
      .post("/api/articles")
      .set("CSRF-Token", memberToken)
      .send({ ...post, slug: "a-members-article", status: undefined, imageUrl: undefined });
    expect(res.status, res.text).toBe(201);
    const id = (res.body as { post: { id: number } }).post.id;
    const { revisions } = (await admin.get(`/api/admin/blog/${id}/revisions`)).body as { revisions: RevisionRow[] };
    expect(revisions.map((r) => [r.number, r.cause])).toEqual([[1, "submission"]]);
  });

  it("thins old revisions by the rule, keeping the newest 50 and what a restore refers to", async () => {
    const before = (await history()).revisions.length;
    // 60 more saves, all today: past the newest 50 only the last of the day stays, besides revision 1 (restored from).
    for (let i = 0; i < 60; i++) await save({ summaryEn: `What boards ask first (${i}).` });
    const result = await thinContentRevisions(ctx.database.db, { now: new Date() });
    expect(result.items).toBeGreaterThanOrEqual(1);
    const kept = (await history()).revisions.map((r) => r.number);
    const total = before + 60;
    expect(kept.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => total - i));
    expect(kept).toContain(1);
    // Today's older revisions all fall in the same day as the newest 50: none of them is the day's last.
    expect(kept.filter((n) => n <= total - 50 && n !== 1 && n !== 4)).toEqual([]);
    // The daily job runs the same use case.
    const [job] = contentDailyJobs({ db: ctx.database.db });
    expect(job.name).toBe("content-revisions-thinning");
    expect(await job.run(new Date())).toMatchObject({ removed: 0 });
  });

  it("refuses the history to accounts that are not staff", async () => {
    const { agent: member } = await signInAs(ctx, "user");
    await expectApiError(await member.get(`/api/admin/blog/${created.id}/revisions`), 403, "FORBIDDEN");
  });
});
