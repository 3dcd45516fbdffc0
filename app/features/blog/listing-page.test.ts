import { describe, expect, it } from "vitest";
import { selectListingPage } from "./listing-page";
import type { ListingQuery } from "./listing-query.schema";
import { samplePost } from "./test-posts";

/**
 * 20 posts, newest first: 12 in Leadership (every third about family
 * businesses), 8 in HR Compliance.
 */
const posts = Array.from({ length: 20 }, (_, i) => {
  const leadership = i < 12;
  return samplePost({
    id: i + 1,
    slug: `post-${i + 1}`,
    titleEn: leadership && i % 3 === 0 ? `Family business ${i + 1}` : `Article ${i + 1}`,
    titleAr: leadership && i % 3 === 0 ? `الشركات العائلية ${i + 1}` : `مقال ${i + 1}`,
    categoryEn: leadership ? "Leadership" : "HR Compliance",
    categoryAr: leadership ? "القيادة" : "الامتثال للموارد البشرية",
  });
});
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
const query = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({ category: "", search: "", page: 1, ...overrides });

describe("selectListingPage", () => {
  it("shows the first 9 of everything, with the categories and the way to the next page", () => {
    const listing = selectListingPage(posts, query(), "en");
    expect(slugs(listing.posts)).toEqual(slugs(posts.slice(0, 9)));
    expect(listing).toMatchObject({ category: null, search: "", page: 1, total: 20, published: 20, next: { page: 2, firstSlug: "post-10" } });
    expect(listing.categories).toEqual([
      { en: "HR Compliance", ar: "الامتثال للموارد البشرية" },
      { en: "Leadership", ar: "القيادة" },
    ]);
  });

  it("shows 6 more per page, and no next page once every match is shown", () => {
    const second = selectListingPage(posts, query({ page: 2 }), "en");
    expect(slugs(second.posts)).toEqual(slugs(posts.slice(0, 15)));
    expect(second.next).toEqual({ page: 3, firstSlug: "post-16" });
    const third = selectListingPage(posts, query({ page: 3 }), "en");
    expect(third.posts).toHaveLength(20);
    expect(third.next).toBeNull();
  });

  it("brings a page past the last back to the last", () => {
    const listing = selectListingPage(posts, query({ page: 40 }), "en");
    expect(listing.page).toBe(3);
    expect(listing.posts).toHaveLength(20);
    expect(listing.next).toBeNull();
    expect(selectListingPage(posts, query({ category: "HR Compliance", page: 2 }), "en").page).toBe(1);
  });

  it("filters by the category in either language, and names it in the page's language's order", () => {
    const english = selectListingPage(posts, query({ category: "Leadership" }), "ar");
    const arabic = selectListingPage(posts, query({ category: "القيادة" }), "ar");
    expect(english.category).toEqual({ en: "Leadership", ar: "القيادة" });
    expect(arabic.category).toBe(arabic.categories.find((c) => c.en === "Leadership"));
    expect(slugs(arabic.posts)).toEqual(slugs(english.posts));
    expect(english).toMatchObject({ total: 12, next: { page: 2, firstSlug: "post-10" } });
    expect(english.categories.map((c) => c.ar)).toEqual(["الامتثال للموارد البشرية", "القيادة"]);
  });

  it("ignores a category no post has: all posts, no category shown", () => {
    const listing = selectListingPage(posts, query({ category: "Astronomy" }), "en");
    expect(listing.category).toBeNull();
    expect(listing.total).toBe(20);
  });

  it("combines the category, the search and the page, with the browser's old rules", () => {
    const listing = selectListingPage(posts, query({ category: "Leadership", search: "FAMILY" }), "en");
    expect(slugs(listing.posts)).toEqual(["post-1", "post-4", "post-7", "post-10"]);
    expect(listing).toMatchObject({ search: "FAMILY", total: 4, next: null });
    expect(selectListingPage(posts, query({ category: "HR Compliance", search: "family" }), "en").total).toBe(0);
    // Arabic as typed.
    expect(selectListingPage(posts, query({ search: "العائلية" }), "ar").total).toBe(4);
  });

  it("says how many posts there are at all when nothing matches", () => {
    expect(selectListingPage(posts, query({ search: "zzqx" }), "en")).toMatchObject({ posts: [], total: 0, published: 20, next: null, page: 1 });
    expect(selectListingPage([], query(), "en")).toMatchObject({ posts: [], categories: [], total: 0, published: 0, next: null, page: 1 });
  });
});
