import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBlogPosts } from "#db/seed/blog-posts";
import { blogPosts, type BlogPostStatus } from "#db/schema";
import type { BlogPostDetail, BlogPostSummary } from "~/features/blog/blog-post";
import { loadBlogPreview } from "~/features/blog/load-blog-preview.server";
import { PREVIEW_FIRST_PAGE, takePage } from "~/features/blog/paging";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createTestApp, type TestApp } from "../support/test-app";

/** The list fields of the spec (public-site.md §3) plus `featured`, and nothing else. */
const LIST_FIELDS = ["author", "authorAr", "categoryAr", "categoryEn", "createdAt", "featured", "id", "imageUrl", "slug", "summaryAr", "summaryEn", "titleAr", "titleEn"];

const hiddenStatuses: BlogPostStatus[] = ["draft", "pending", "rejected"];

function hiddenPost(status: BlogPostStatus) {
  return {
    slug: `hidden-${status}`,
    titleEn: `A ${status} article`,
    titleAr: "مقال غير منشور",
    summaryEn: "Not for visitors yet.",
    summaryAr: "ليس للزوار بعد.",
    contentEn: "## Draft\n\nNot published.",
    contentAr: "## مسودة\n\nغير منشور.",
    imageUrl: "/images/blog/employer-brand-for-saudi-talent.svg",
    author: "Test Author",
    categoryEn: "Leadership",
    categoryAr: "القيادة",
    status,
    // Newer than every published post, so an unfiltered query would list it first.
    createdAt: new Date("2030-01-01T00:00:00Z"),
  };
}

describe.each(backends)("public blog API [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    await ctx.database.db.insert(blogPosts).values(hiddenStatuses.map(hiddenPost));
  });

  afterAll(async () => {
    await ctx?.close();
  });

  describe("GET /api/blog", () => {
    it("answers { posts } with the spec's list fields plus featured", async () => {
      const res = await request(ctx.app).get("/api/blog").expect(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(Object.keys(res.body as object)).toEqual(["posts"]);
      const { posts } = res.body as { posts: BlogPostSummary[] };
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) {
        expect(Object.keys(post).sort()).toEqual(LIST_FIELDS);
        expect(typeof post.id).toBe("number");
        expect(typeof post.featured).toBe("boolean");
        expect(new Date(post.createdAt).toISOString()).toBe(post.createdAt);
      }
    });

    it("lists exactly the published posts, newest first", async () => {
      const { posts } = (await request(ctx.app).get("/api/blog").expect(200)).body as { posts: BlogPostSummary[] };
      const expected = [...seedBlogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((p) => p.slug);
      expect(posts.map((p) => p.slug)).toEqual(expected);
      const times = posts.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("never lists drafts, pending or rejected posts", async () => {
      const { posts } = (await request(ctx.app).get("/api/blog").expect(200)).body as { posts: BlogPostSummary[] };
      for (const status of hiddenStatuses) expect(posts.map((p) => p.slug)).not.toContain(`hidden-${status}`);
    });

    it("carries the featured flag of each post", async () => {
      const { posts } = (await request(ctx.app).get("/api/blog").expect(200)).body as { posts: BlogPostSummary[] };
      const featured = posts.filter((p) => p.featured).map((p) => p.slug).sort();
      expect(featured).toEqual(seedBlogPosts.filter((p) => p.featured).map((p) => p.slug).sort());
      expect(featured).toHaveLength(3);
    });

    it("orders by the day an article went public, not the day its draft began", async () => {
      const [late] = await ctx.database.db
        .insert(blogPosts)
        .values({ ...hiddenPost("published"), slug: "approved-late", createdAt: new Date("2020-01-01T00:00:00Z"), publishedAt: new Date("2031-01-01T00:00:00Z") })
        .returning({ id: blogPosts.id });
      try {
        const { posts } = (await request(ctx.app).get("/api/blog").expect(200)).body as { posts: BlogPostSummary[] };
        expect(posts[0].slug).toBe("approved-late");
      } finally {
        await ctx.database.db.delete(blogPosts).where(eq(blogPosts.id, late.id));
      }
    });

    it("is not cached by browsers or proxies", async () => {
      const res = await request(ctx.app).get("/api/blog").expect(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    });
  });

  describe("GET /api/blog/:slug", () => {
    it("answers { post } with the list fields and both Markdown bodies", async () => {
      const seed = seedBlogPosts[0];
      const res = await request(ctx.app).get(`/api/blog/${seed.slug}`).expect(200);
      expect(Object.keys(res.body as object)).toEqual(["post"]);
      const { post } = res.body as { post: BlogPostDetail };
      // With the cover's descriptions (decision 044).
      expect(Object.keys(post).sort()).toEqual([...LIST_FIELDS, "contentAr", "contentEn", "imageAltAr", "imageAltEn", "updatedAt"].sort());
      expect(post).toMatchObject({
        slug: seed.slug,
        titleEn: seed.titleEn,
        titleAr: seed.titleAr,
        categoryEn: seed.categoryEn,
        categoryAr: seed.categoryAr,
        author: seed.author,
        authorAr: seed.authorAr,
        featured: seed.featured,
        contentEn: seed.contentEn,
        contentAr: seed.contentAr,
      });
      expect(post.createdAt).toBe(new Date(seed.publishedAt).toISOString());
    });

    it("is 404 JSON for an unknown slug", async () => {
      expectApiError(await request(ctx.app).get("/api/blog/no-such-article"), 404, "NOT_FOUND");
    });

    it.each(hiddenStatuses)("is 404 for a %s post", async (status) => {
      expectApiError(await request(ctx.app).get(`/api/blog/hidden-${status}`), 404, "NOT_FOUND");
    });

    it("answers the 404 in the visitor's language", async () => {
      const res = await request(ctx.app).get("/api/blog/no-such-article").set("X-Language", "ar");
      expectApiError(res, 404, "NOT_FOUND");
      expect((res.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    });
  });
});

describe.each(backends)("home blog preview [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const published = (slug: string, day: string, featured: boolean) => ({
    ...hiddenPost("published"),
    slug,
    featured,
    createdAt: new Date(`${day}T08:00:00Z`),
    publishedAt: new Date(`${day}T08:00:00Z`),
  });

  it("shows the blog's own order, newest publication first, whatever is featured", async () => {
    // Three new posts, none featured, and an old featured one: the featured post must not push a newer one out.
    await ctx.database.db
      .insert(blogPosts)
      .values([
        published("preview-newest", "2031-03-03", false),
        published("preview-second", "2031-03-02", false),
        published("preview-third", "2031-03-01", false),
        published("preview-old-featured", "2020-01-01", true),
      ]);
    const preview = await loadBlogPreview(ctx.database.db);
    const { posts } = (await request(ctx.app).get("/api/blog").expect(200)).body as { posts: BlogPostSummary[] };
    expect(preview?.map((p) => p.slug)).toEqual(posts.map((p) => p.slug));
    expect(takePage(preview ?? [], PREVIEW_FIRST_PAGE).visible.map((p) => p.slug)).toEqual(["preview-newest", "preview-second", "preview-third"]);
    // Featured seed articles are in the list, just not ahead of newer ones.
    expect(preview?.some((p) => p.featured)).toBe(true);
    expect(preview?.at(-1)?.slug).toBe("preview-old-featured");
  });
});
