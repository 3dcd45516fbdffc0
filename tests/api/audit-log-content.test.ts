import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadershipAssessments } from "#db/schema";
import type { AuditEntryRow, AuditLogPage } from "~/features/audit-log/audit-log-row";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import type { UserRow } from "../support/factories";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

/**
 * Issue 21 item 6: testimonials, edits of published posts and the leadership
 * results e-mail's Mark as Sent are audited — one entry per real change, with
 * the acting administrator and address, ids and field names but never the
 * words; nothing for a refused change.
 */
const testimonial = {
  quoteEn: "They found our CFO in six weeks.",
  quoteAr: "وجدوا لنا المدير المالي خلال ستة أسابيع.",
  nameEn: "Faisal Al-Harbi",
  nameAr: "فيصل الحربي",
  titleEn: "Chairman",
  titleAr: "رئيس مجلس الإدارة",
  companyEn: "Najd Logistics",
  companyAr: "نجد للخدمات اللوجستية",
};

let slugCounter = 0;
function postBody(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    slug: `audited-edit-${Date.now().toString(36)}-${slugCounter}`,
    imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: "What boards settle first",
    categoryEn: "Executive Search",
    summaryEn: "What boards should settle before a search starts.",
    contentEn: "## The mandate\n\nAgree on what the role must deliver.",
    titleAr: "ما تحسمه المجالس أولًا",
    categoryAr: "البحث التنفيذي",
    summaryAr: "ما ينبغي أن تحسمه مجالس الإدارة قبل بدء البحث.",
    contentAr: "## مهمة المنصب\n\nاتفقوا على ما يجب أن يحققه المنصب.",
    ...overrides,
  };
}

describe.each(backends)("audit log: testimonials, published posts, Mark as Sent [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminUser: UserRow;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;

  const entriesOf = async (family: string, type: string, id: number): Promise<AuditEntryRow[]> => {
    const page = (await admin.get("/api/admin/audit-log").query({ action: `${family}.`, pageSize: 100 }).expect(200)).body as AuditLogPage;
    return page.entries.filter((e) => e.targetType === type && e.targetId === String(id)).reverse();
  };
  const total = async (family: string) => ((await admin.get("/api/admin/audit-log").query({ action: `${family}.`, pageSize: 1 }).expect(200)).body as AuditLogPage).total;
  const expectByAdmin = (entries: AuditEntryRow[]) => {
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: adminUser.id, actorLabel: adminUser.username });
      expect(entry.address).toMatch(/127\.0\.0\.1|::1/);
    }
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, user: adminUser, csrfToken: adminToken } = await signInAsAdmin(ctx));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe("testimonials", () => {
    const send = (method: "post" | "patch" | "delete", path: string, body?: object) => admin[method](path).set("X-CSRF-Token", adminToken).send(body);

    it("records adding, publishing, editing (fields, home page, place), unpublishing and deleting, one entry per change, never the words", async () => {
      const first = (await send("post", "/api/admin/testimonials", testimonial).expect(201)).body.testimonial as { id: number };
      const second = (await send("post", "/api/admin/testimonials", { ...testimonial, published: true, showOnHome: true }).expect(201)).body.testimonial as { id: number };
      const { total: count } = (await admin.get("/api/admin/testimonials").expect(200)).body as { total: number };

      await send("patch", `/api/admin/testimonials/${first.id}`, { published: true }).expect(200);
      // The dialog sends every field: only the ones that differ are named.
      await send("patch", `/api/admin/testimonials/${first.id}`, { ...testimonial, quoteEn: "They found our CFO in five weeks.", companyAr: "شركة نجد", published: true, showOnHome: true }).expect(200);
      // Nothing changes: nothing is recorded.
      await send("patch", `/api/admin/testimonials/${first.id}`, { ...testimonial, quoteEn: "They found our CFO in five weeks.", companyAr: "شركة نجد", published: true, showOnHome: true }).expect(200);
      await send("patch", `/api/admin/testimonials/${second.id}`, { position: 1 }).expect(200);
      await send("patch", `/api/admin/testimonials/${first.id}`, { published: false }).expect(200);
      await send("delete", `/api/admin/testimonials/${first.id}`).expect(204);
      await send("delete", `/api/admin/testimonials/${second.id}`).expect(204);

      const ofFirst = await entriesOf("testimonial", "testimonial", first.id);
      expect(ofFirst.map((e) => [e.action, e.details])).toEqual([
        ["testimonial.create", { published: false, showOnHome: false }],
        ["testimonial.publish", {}],
        ["testimonial.update", { fields: ["quoteEn", "companyAr"], showOnHome: { from: false, to: true } }],
        ["testimonial.unpublish", {}],
        ["testimonial.delete", { published: false }],
      ]);
      const ofSecond = await entriesOf("testimonial", "testimonial", second.id);
      expect(ofSecond.map((e) => [e.action, e.details])).toEqual([
        ["testimonial.create", { published: true, showOnHome: true }],
        ["testimonial.update", { position: { from: count, to: 1 } }],
        ["testimonial.delete", { published: true }],
      ]);
      expectByAdmin([...ofFirst, ...ofSecond]);
      const recorded = JSON.stringify([...ofFirst, ...ofSecond]);
      for (const words of [testimonial.quoteEn, "five weeks", testimonial.nameEn, testimonial.nameAr, "شركة نجد"]) expect(recorded).not.toContain(words);
    });

    it("records nothing for a refused change (400, 404, 401, 403)", async () => {
      const kept = (await send("post", "/api/admin/testimonials", testimonial).expect(201)).body.testimonial as { id: number };
      const before = await total("testimonial");
      expectApiError(await send("post", "/api/admin/testimonials", { ...testimonial, quoteEn: "" }), 400, "VALIDATION");
      expectApiError(await send("patch", `/api/admin/testimonials/${kept.id}`, { quoteEn: "q".repeat(601) }), 400, "VALIDATION");
      expectApiError(await send("patch", `/api/admin/testimonials/${kept.id}`, {}), 400, "VALIDATION");
      expectApiError(await send("patch", "/api/admin/testimonials/999999", { published: true }), 404, "NOT_FOUND");
      expectApiError(await send("delete", "/api/admin/testimonials/999999"), 404, "NOT_FOUND");
      expectApiError(await member.patch(`/api/admin/testimonials/${kept.id}`).set("X-CSRF-Token", memberToken).send({ published: true }), 403, "FORBIDDEN");
      expectApiError(await member.delete(`/api/admin/testimonials/${kept.id}`).set("X-CSRF-Token", memberToken), 403, "FORBIDDEN");
      expectApiError(await request(ctx.app).post("/api/admin/testimonials").send(testimonial), 403, "CSRF_INVALID");
      const signedOut = agent(ctx.app);
      const token = await csrf(signedOut);
      expectApiError(await signedOut.delete(`/api/admin/testimonials/${kept.id}`).set("X-CSRF-Token", token), 401, "UNAUTHENTICATED");
      expect(await total("testimonial")).toBe(before);
      await send("delete", `/api/admin/testimonials/${kept.id}`).expect(204);
    });
  });

  describe("published posts", () => {
    const send = (method: "post" | "put", path: string, body?: object) => admin[method](path).set("X-CSRF-Token", adminToken).send(body);

    it("records an edit of a published post as post.update with the fields it changed and the slug, never the text; not a draft's edits", async () => {
      const body = postBody({ status: "published" });
      const post = (await send("post", "/api/admin/blog", body).expect(201)).body.post as { id: number; slug: string };
      await send("put", `/api/admin/blog/${post.id}`, { ...body, titleEn: "What boards settle before anything else", contentAr: "## المهمة\n\nنص جديد.", featured: true }).expect(200);
      // The same save again changes nothing; a save without a status keeps it published.
      await send("put", `/api/admin/blog/${post.id}`, { ...body, status: undefined, titleEn: "What boards settle before anything else", contentAr: "## المهمة\n\nنص جديد.", featured: true }).expect(200);
      const renamed = `${post.slug}-v2`;
      await send("put", `/api/admin/blog/${post.id}`, { ...body, slug: renamed, titleEn: "What boards settle before anything else", contentAr: "## المهمة\n\nنص جديد.", featured: true }).expect(200);
      const draft = postBody({ status: "draft" });
      const drafted = (await send("post", "/api/admin/blog", draft).expect(201)).body.post as { id: number };
      await send("put", `/api/admin/blog/${drafted.id}`, { ...draft, titleEn: "Still a draft" }).expect(200);

      const entries = await entriesOf("post", "post", post.id);
      expect(entries.map((e) => [e.action, e.details])).toEqual([
        ["post.publish", { slug: post.slug, from: null, to: "published" }],
        ["post.update", { slug: post.slug, fields: ["titleEn", "contentAr", "featured"] }],
        ["post.update", { slug: renamed, fields: ["slug"] }],
      ]);
      expectByAdmin(entries);
      expect(JSON.stringify(entries)).not.toContain("settle before anything");
      expect(await entriesOf("post", "post", drafted.id)).toEqual([]);
    });

    it("records nothing for a refused edit of a published post (400, 404, 409, 403)", async () => {
      const body = postBody({ status: "published" });
      const post = (await send("post", "/api/admin/blog", body).expect(201)).body.post as { id: number; slug: string };
      const other = (await send("post", "/api/admin/blog", postBody({ status: "draft" })).expect(201)).body.post as { slug: string };
      const before = await total("post");
      expectApiError(await send("put", `/api/admin/blog/${post.id}`, { ...body, titleEn: "" }), 400, "VALIDATION");
      expectApiError(await send("put", `/api/admin/blog/${post.id}`, { ...body, authorAr: "" }), 400, "VALIDATION");
      expectApiError(await send("put", `/api/admin/blog/${post.id}`, { ...body, slug: other.slug }), 409, "CONFLICT");
      expectApiError(await send("put", "/api/admin/blog/999999", body), 404, "NOT_FOUND");
      expectApiError(await member.put(`/api/admin/blog/${post.id}`).set("X-CSRF-Token", memberToken).send({ ...body, titleEn: "Hijacked" }), 403, "FORBIDDEN");
      expect(await total("post")).toBe(before);
    });
  });

  describe("Mark as Sent (leadership results e-mail)", () => {
    const insert = async (email: string | null) =>
      (
        await ctx.database.db
          .insert(leadershipAssessments)
          .values({ name: "Taker", email, answers: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), 4])), totalScore: 40, category: "Future-Ready" })
          .returning({ id: leadershipAssessments.id })
      )[0].id;
    const mark = (id: number | string, body: object, as: TestAgent = admin, token = adminToken) => as.put(`/api/leadership-assessment/${id}`).set("X-CSRF-Token", token).send(body);

    it("records each real change of the status (from/to) with the assessment's id, never the address", async () => {
      const id = await insert("taker@example.sa");
      await mark(id, { sentEmail: true }).expect(200);
      await mark(id, { sentEmail: true }).expect(200);
      await mark(id, { sentEmail: false }).expect(200);

      const entries = await entriesOf("leadership_assessment", "leadership_assessment", id);
      expect(entries.map((e) => [e.action, e.details])).toEqual([
        ["leadership_assessment.email_status", { from: false, to: true }],
        ["leadership_assessment.email_status", { from: true, to: false }],
      ]);
      expectByAdmin(entries);
      expect(JSON.stringify(entries)).not.toContain("taker@example.sa");
    });

    it("records nothing for a refused change (400, 404, 401, 403)", async () => {
      const id = await insert("taker2@example.sa");
      const withoutEmail = await insert(null);
      const before = await total("leadership_assessment");
      expectApiError(await mark(id, { sentEmail: "yes" }), 400, "VALIDATION");
      expectApiError(await mark(withoutEmail, { sentEmail: true }), 400, "VALIDATION");
      expectApiError(await mark(999999, { sentEmail: true }), 404, "NOT_FOUND");
      expectApiError(await mark(id, { sentEmail: true }, member, memberToken), 403, "FORBIDDEN");
      const signedOut = agent(ctx.app);
      const token = await csrf(signedOut);
      expectApiError(await mark(id, { sentEmail: true }, signedOut, token), 401, "UNAUTHENTICATED");
      expect(await total("leadership_assessment")).toBe(before);
      expect((await ctx.database.db.select({ sentEmail: leadershipAssessments.sentEmail }).from(leadershipAssessments)).every((row) => !row.sentEmail)).toBe(true);
    });
  });
});
