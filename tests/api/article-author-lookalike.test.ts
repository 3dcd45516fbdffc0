import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, rateLimits } from "#db/schema";
import type { AdminPostDetail } from "~/features/blog/blog-post";
import { catalogs } from "~/message-catalogs";
import { backends } from "../support/backends";
import { createUser } from "../support/factories";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, type TestAgent, type TestApp } from "../support/test-app";

let slugCounter = 0;
function article(author: string, authorAr: string) {
  slugCounter += 1;
  return {
    slug: `byline-${Date.now().toString(36)}-${slugCounter}`,
    author,
    authorAr,
    titleEn: "An article",
    categoryEn: "Leadership",
    summaryEn: "A summary.",
    contentEn: "Text.",
    titleAr: "مقال",
    categoryAr: "القيادة",
    summaryAr: "ملخص.",
    contentAr: "نص.",
  };
}

/** Issue 21 item 6i: a member's byline that imitates staff is flagged for the reviewer, never refused. */
describe.each(backends)("article bylines that look like staff [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;

  const submitAndReview = async (author: string, authorAr: string, as = { agent: member, token: memberToken }) => {
    const res = await as.agent.post("/api/articles").set("X-CSRF-Token", as.token).send(article(author, authorAr));
    expect(res.status, res.text).toBe(201);
    return ((await admin.get(`/api/admin/blog/${res.body.post.id}`).expect(200)).body as { post: AdminPostDetail }).post.authorLookalike;
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: adminToken } = await signInAsAdmin(ctx));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
    await createUser(ctx.database.db, { username: "nora.admin", fullName: "Nora Al-Dossary", role: "admin" });
    // The firm's own post: its byline is a name the firm publishes under.
    await ctx.database.db.insert(blogPosts).values({ ...article("Khalid Al-Otaibi", "خالد العتيبي"), imageUrl: "/images/blog/default-cover.svg", status: "published", featured: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  it("tells the reviewer whose name a member's byline looks like, in the detail the review dialog reads", async () => {
    expect(await submitAndReview("N0ra Al Dossary", "نورة")).toEqual({ name: "Nora Al-Dossary", kind: "administrator" });
    expect(await submitAndReview("Someone", "NORA.ADMIN")).toEqual({ name: "nora.admin", kind: "administrator" });
    expect(await submitAndReview(catalogs.en["brand.name"], "كاتب")).toEqual({ name: catalogs.en["brand.name"], kind: "firm" });
    expect(await submitAndReview("Writer", catalogs.ar["connect.advisor.name"])).toEqual({ name: catalogs.ar["connect.advisor.name"], kind: "staff" });
    expect(await submitAndReview("Khalid Al-0taibi", "كاتب")).toEqual({ name: "Khalid Al-Otaibi", kind: "staff" });
  });

  it("follows the firm's name as the dashboard words it", async () => {
    await admin.put("/api/admin/site-content/brand.name").set("X-CSRF-Token", adminToken).send({ contentEn: "Najd Talent Advisory" }).expect(200);
    expect(await submitAndReview("Najd Talent Advisory", "كاتب")).toEqual({ name: "Najd Talent Advisory", kind: "firm" });
  });

  it("says nothing for other names, nor for an administrator's own submission", async () => {
    expect(await submitAndReview("Reem Al-Harbi", "ريم الحربي")).toBeNull();
    const other = await signInAs(ctx, "admin");
    expect(await submitAndReview("Dr. Faisal Al-Harbi", "د. فيصل الحربي", { agent: other.agent, token: other.csrfToken })).toBeNull();
  });
});
