import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts } from "#db/schema";
import type { AdminPostDetail } from "~/features/blog/blog-post";
import { loadArticlePreview } from "~/features/blog/load-article-preview.server";
import type { PreviewLink } from "~/features/blog/preview-link";
import { previewToken } from "~/features/blog/preview-token.server";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, type TestAgent, type TestApp } from "../support/test-app";

/**
 * Private preview links (issue 26 item 6, decision 042): made, listed and
 * ended by the dashboard; a link shows its post whatever its status, in both
 * languages, until it expires (7 days) or is ended; audited.
 */
describe.each(backends)("post preview links [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let token: string;
  let draft: AdminPostDetail;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: token } = await signInAsAdmin(ctx));
    const res = await admin
      .post("/api/admin/blog")
      .set("CSRF-Token", token)
      .send({
        slug: "a-draft-for-the-partner",
        imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
        author: "Noura Al-Qahtani",
        authorAr: "نورة القحطاني",
        titleEn: "A draft for the partner",
        categoryEn: "Executive Search",
        summaryEn: "Not yet published.",
        contentEn: "## Before approval\n\nThe partner reads this first.",
        titleAr: "مسودة للشريك",
        categoryAr: "البحث التنفيذي",
        summaryAr: "لم يُنشر بعد.",
        contentAr: "## قبل الموافقة\n\nيقرؤه الشريك أولًا.",
        status: "draft",
      });
    expect(res.status, res.text).toBe(201);
    draft = (res.body as { post: AdminPostDetail }).post;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const make = async (postId = draft.id) => {
    const res = await admin.post(`/api/admin/blog/${postId}/preview-links`).set("CSRF-Token", token).send({});
    expect(res.status, res.text).toBe(201);
    return (res.body as { link: PreviewLink }).link;
  };
  const preview = (link: string, lang: "en" | "ar" = "en", now?: Date) =>
    loadArticlePreview(ctx.database.db, { token: link, secret: ctx.signingSecret, lang, siteOrigin: "https://firm.example", now });

  it("makes a link that shows the draft in both languages, exactly as its page would, for 7 days", async () => {
    const before = Date.now();
    const link = await make();
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(7 * 24 * 60 * 60_000);
    expect(new Date(link.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(link.token).toBe(previewToken(ctx.signingSecret, link.id));

    const en = await preview(link.token, "en");
    expect(en).toMatchObject({ article: { slug: "a-draft-for-the-partner", title: "A draft for the partner" }, expiresAt: link.expiresAt });
    expect(en?.article.html).toContain("<h2");
    const ar = await preview(link.token, "ar");
    expect(ar?.article.title).toBe("مسودة للشريك");
    expect(ar?.article.html).toContain("يقرؤه الشريك أولًا");

    const listed = (await admin.get(`/api/admin/blog/${draft.id}/preview-links`)).body as { links: PreviewLink[] };
    expect(listed.links.map((l) => l.id)).toContain(link.id);
    expect(listed.links.find((l) => l.id === link.id)?.token).toBe(link.token);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "post.preview_link_create"), eq(auditLog.targetId, String(draft.id))));
    expect(entry.details).toEqual({ slug: "a-draft-for-the-partner", link: link.id });
  });

  it("stops showing the post once the link expires, and lists it no more", async () => {
    const link = await make();
    const later = new Date(new Date(link.expiresAt).getTime() + 1_000);
    expect(await preview(link.token, "en", later)).toBeNull();
    expect(await preview(link.token, "en", new Date(new Date(link.expiresAt).getTime() - 60_000))).not.toBeNull();
  });

  it("ends a link at once when revoked (audited); ending it again, or through another post, is a 404", async () => {
    const link = await make();
    expect(await preview(link.token)).not.toBeNull();
    expectApiError(await admin.delete(`/api/admin/blog/${draft.id + 1000}/preview-links/${link.id}`).set("CSRF-Token", token), 404, "NOT_FOUND");
    const res = await admin.delete(`/api/admin/blog/${draft.id}/preview-links/${link.id}`).set("CSRF-Token", token);
    expect(res.status, res.text).toBe(204);
    expect(await preview(link.token)).toBeNull();
    const listed = (await admin.get(`/api/admin/blog/${draft.id}/preview-links`)).body as { links: PreviewLink[] };
    expect(listed.links.map((l) => l.id)).not.toContain(link.id);
    expectApiError(await admin.delete(`/api/admin/blog/${draft.id}/preview-links/${link.id}`).set("CSRF-Token", token), 404, "NOT_FOUND");
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "post.preview_link_revoke"));
    expect(entries.some((e) => (e.details as { link?: number }).link === link.id)).toBe(true);
  });

  it("shows nothing for a forged token, another secret's token, or a deleted post's link", async () => {
    const link = await make();
    expect(await preview(previewToken("another-secret", link.id))).toBeNull();
    expect(await preview(`${link.id}.${"A".repeat(43)}`)).toBeNull();
    expect(await preview("not-a-token")).toBeNull();

    const other = await admin.post("/api/admin/blog").set("CSRF-Token", token).send({ ...(await postCopy()), slug: "deleted-soon" });
    const otherId = (other.body as { post: AdminPostDetail }).post.id;
    const otherLink = await make(otherId);
    expect(await preview(otherLink.token)).not.toBeNull();
    await ctx.database.db.delete(blogPosts).where(eq(blogPosts.id, otherId));
    expect(await preview(otherLink.token)).toBeNull();
  });

  it("refuses a link to a post that does not exist, and needs the CSRF token to make or end one", async () => {
    expectApiError(await admin.post("/api/admin/blog/999999/preview-links").set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
    expectApiError(await admin.post(`/api/admin/blog/${draft.id}/preview-links`).send({}), 403, "CSRF_INVALID");
    expectApiError(await admin.get("/api/admin/blog/999999/preview-links"), 404, "NOT_FOUND");
  });

  async function postCopy() {
    const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, draft.id));
    return {
      imageUrl: row.imageUrl,
      author: row.author,
      authorAr: row.authorAr,
      titleEn: "Another draft",
      categoryEn: row.categoryEn,
      summaryEn: row.summaryEn,
      contentEn: row.contentEn,
      titleAr: "مسودة أخرى",
      categoryAr: row.categoryAr,
      summaryAr: row.summaryAr,
      contentAr: row.contentAr,
      status: "draft",
    };
  }
});
