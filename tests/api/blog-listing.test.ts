import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, type BlogPostStatus } from "#db/schema";
import { readListingQuery } from "~/features/blog/listing-query.schema";
import { loadBlogListing } from "~/features/blog/load-blog-listing.server";
import { createPublicDataMemo } from "~/lib/public-data-memo";
import { backends } from "../support/backends";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The listing's loader on both databases (issue 25): `/blog?category=&q=&page=`
 * is filtered and paged on the server from the published posts, beside the
 * seeded articles. Fourteen posts in a category of their own: twelve
 * published about a board charter (newest first: charter-1 … charter-12),
 * one published about something else, one pending.
 */
function post(slug: string, day: number, title: string, status: BlogPostStatus = "published"): typeof blogPosts.$inferInsert {
  const at = new Date(Date.UTC(2032, 0, day, 8));
  return {
    slug,
    imageUrl: "/images/blog/default-cover.svg",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: title,
    titleAr: "ميثاق مجلس الإدارة",
    summaryEn: "A summary.",
    summaryAr: "ملخص.",
    contentEn: "Body.",
    contentAr: "نص.",
    categoryEn: "Board Advisory",
    categoryAr: "استشارات مجالس الإدارة",
    status,
    featured: false,
    createdAt: at,
    publishedAt: at,
  };
}

const address = (search: string) => readListingQuery(new URL(`http://localhost/blog${search}`).searchParams);
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
const charters = Array.from({ length: 12 }, (_, i) => `charter-${i + 1}`);

describe.each(backends)("blog listing loader [$name]", (backend) => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    await ctx.database.db.insert(blogPosts).values([
      ...charters.map((slug, i) => post(slug, 28 - i, `Writing a Board Charter, part ${i + 1}`)),
      post("other-board-topic", 1, "Board evaluations"),
      post("pending-charter", 30, "A pending Board Charter", "pending"),
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("?category=&q=&page=2 shows the first 15 matches: here all 12, and no further page", async () => {
    const listing = await loadBlogListing(ctx.database.db, { query: address("?category=Board+Advisory&q=CHARTER&page=2"), lang: "en" });
    expect(slugs(listing.posts)).toEqual(charters);
    expect(listing).toMatchObject({ category: { en: "Board Advisory", ar: "استشارات مجالس الإدارة" }, search: "CHARTER", page: 2, total: 12, next: null });
  });

  it("the first page shows 9 and leads to the tenth", async () => {
    const listing = await loadBlogListing(ctx.database.db, { query: address("?category=Board+Advisory&q=charter"), lang: "en" });
    expect(slugs(listing.posts)).toEqual(charters.slice(0, 9));
    expect(listing.next).toEqual({ page: 2, firstSlug: "charter-10" });
  });

  it("reads the Arabic category name on an Arabic page, and lists the seeded categories beside the new one", async () => {
    const listing = await loadBlogListing(ctx.database.db, { query: address(`?category=${encodeURIComponent("استشارات مجالس الإدارة")}`), lang: "ar" });
    expect(listing.total).toBe(13);
    expect(listing.categories.map((c) => c.en).sort()).toEqual(["Board Advisory", "Executive Search", "HR Compliance", "Leadership", "Talent Strategy"]);
    expect(slugs(listing.posts)).not.toContain("pending-charter");
  });

  it("an unknown category and a bad page show the first page of everything published", async () => {
    const listing = await loadBlogListing(ctx.database.db, { query: address("?category=Astronomy&page=zero"), lang: "en" });
    expect(listing).toMatchObject({ category: null, page: 1, total: 13 + 13, published: 26 });
    expect(listing.posts).toHaveLength(9);
  });

  it("reads the published posts once for many addresses", async () => {
    const publicData = createPublicDataMemo();
    let reads = 0;
    const counting = { memo: <T>(key: string, load: () => Promise<T>) => publicData.memo(key, () => ((reads += 1), load())) };
    for (const search of ["", "?q=charter", "?page=2", "?category=Leadership"]) await loadBlogListing(ctx.database.db, { query: address(search), lang: "en", publicData: counting });
    expect(reads).toBe(1);
  });
});
