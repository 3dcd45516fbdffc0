import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, rateLimits } from "#db/schema";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser } from "../support/factories";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, type TestAgent, type TestApp } from "../support/test-app";

/**
 * Issue 21 item 2: a member's article may not make an administrator's
 * browser call the administrators' API. Content side: an article's images
 * and cover come only from uploads and /images/…; request side: every
 * /api/admin call that a browser makes as an image, frame or script, or from
 * another site, is refused before any export runs or is audited.
 */
const AUDITED_READS = [
  "/api/admin/leads.csv",
  "/api/admin/contacts.csv",
  "/api/admin/hr-assessments.csv",
  "/api/admin/leadership-assessments.csv",
  "/api/admin/audit-log.csv",
  "/api/admin/privacy/export?email=someone%40example.com&download=1",
  "/api/admin/privacy/export?email=someone%40example.com",
];

let slugCounter = 0;
function article(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    slug: `embedded-images-${Date.now().toString(36)}-${slugCounter}`,
    author: "Member Writer",
    authorAr: "كاتب عضو",
    titleEn: "An article",
    categoryEn: "Leadership",
    summaryEn: "A summary.",
    contentEn: "## Start\n\nText.",
    titleAr: "مقال",
    categoryAr: "القيادة",
    summaryAr: "ملخص.",
    contentAr: "## البداية\n\nنص.",
    ...overrides,
  };
}

describe.each(backends)("administrators' API from images and other sites [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let member: TestAgent;
  let memberToken: string;

  const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0].n;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin } = await signInAsAdmin(ctx));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
    // Someone the privacy export finds (nothing held is a 404, which audits nothing).
    await createUser(ctx.database.db, { email: "someone@example.com" });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  it("refuses every audited export requested as an image, frame, script or from another site, and audits nothing", async () => {
    const before = await auditCount();
    for (const path of AUDITED_READS) {
      for (const headers of [
        { "Sec-Fetch-Dest": "image", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "no-cors" },
        { "Sec-Fetch-Dest": "iframe", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" },
        { "Sec-Fetch-Dest": "script", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "no-cors" },
        { "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
        { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors" },
      ]) {
        const res = await admin.get(path).set(headers).set("X-Language", "ar");
        expectApiError(res, 403, "EMBEDDED_REQUEST");
        expect(res.body.message, `${path} ${JSON.stringify(headers)}`).toBe(catalogs.ar["api.error.embeddedRequest"]);
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it("still answers the dashboard's own download links and fetches, and a client without Fetch Metadata", async () => {
    const before = await auditCount();
    for (const path of AUDITED_READS) {
      expect((await admin.get(path).set({ "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" })).status, path).toBe(200);
      expect((await admin.get(path).set({ "Sec-Fetch-Dest": "empty", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" })).status, path).toBe(200);
      expect((await admin.get(path).set({ "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "none" })).status, path).toBe(200);
      expect((await admin.get(path)).status, path).toBe(200);
    }
    expect(await auditCount()).toBe(before + AUDITED_READS.length * 4);
  });

  it("refuses an article whose cover or images point elsewhere on the site, in the request's language, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ imageUrl: "/api/admin/leads.csv" }, "imageUrl", "blogAdmin.error.imageUrl"],
      [{ imageUrl: "/api/admin/privacy/export?email=a%40b.example&download=1" }, "imageUrl", "blogAdmin.error.imageUrl"],
      [{ imageUrl: "/images/../api/admin/audit-log.csv" }, "imageUrl", "blogAdmin.error.imageUrl"],
      [{ contentEn: "Text\n\n![chart](/api/admin/leads.csv)" }, "contentEn", "blogAdmin.error.contentImage"],
      [{ contentAr: 'نص\n\n<img src="/api/admin/privacy/export?email=a@b.example&download=1">' }, "contentAr", "blogAdmin.error.contentImage"],
      [{ contentEn: "![x](/images/%2e%2e/api/admin/contacts.csv)" }, "contentEn", "blogAdmin.error.contentImage"],
    ];
    for (const lang of ["en", "ar"] as const) {
      for (const [overrides, field, key] of cases) {
        const body = article(overrides);
        const res = await member.post("/api/articles").set("X-CSRF-Token", memberToken).set("X-Language", lang).send(body);
        expectApiError(res, 400, "VALIDATION");
        expect(res.body.errors[field], JSON.stringify(overrides)).toBe(catalogs[lang][key as keyof (typeof catalogs)["en"]]);
        expect(await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.slug, body.slug))).toHaveLength(0);
      }
    }
    const upload = `/uploads/${"c".repeat(32)}`;
    const fine = article({ imageUrl: "/images/blog/default-cover.svg", contentEn: `![a](${upload})\n\n<img src="/images/blog/default-cover.svg" alt="b">` });
    expect((await member.post("/api/articles").set("X-CSRF-Token", memberToken).send(fine)).status).toBe(201);
  });

  it("shows a cover stored before the rule as the default cover on the public API", async () => {
    const [row] = await ctx.database.db
      .insert(blogPosts)
      .values({ ...article(), imageUrl: "/api/admin/leads.csv", contentEn: "![x](/api/admin/leads.csv)", status: "published", featured: false })
      .returning({ slug: blogPosts.slug });
    const list = (await admin.get("/api/blog").expect(200)).body.posts as { slug: string; imageUrl: string }[];
    expect(list.find((p) => p.slug === row.slug)?.imageUrl).toBe("/images/blog/default-cover.svg");
    expect((await admin.get(`/api/blog/${row.slug}`).expect(200)).body.post.imageUrl).toBe("/images/blog/default-cover.svg");
  });
});
