import { describe, expect, it } from "vitest";
import { filterPosts, isCategory, listCategories } from "./filter-posts";
import { samplePost } from "./test-posts";

const hiring = samplePost({
  slug: "hiring",
  titleEn: "Hiring a C-Suite Leader in Saudi Arabia",
  titleAr: "تعيين قائد في الإدارة العليا بالمملكة",
  summaryEn: "How boards define the mandate.",
  summaryAr: "كيف تحدد مجالس الإدارة مهمة المنصب.",
  categoryEn: "Executive Search",
  categoryAr: "البحث التنفيذي",
});
const labour = samplePost({
  slug: "labour",
  titleEn: "Saudi Labour Law Essentials",
  titleAr: "أساسيات نظام العمل السعودي",
  summaryEn: "What every EMPLOYER must know.",
  summaryAr: "ما يجب أن يعرفه كل صاحب عمل.",
  categoryEn: "HR Compliance",
  categoryAr: "الامتثال للموارد البشرية",
});
const succession = samplePost({
  slug: "succession",
  titleEn: "Succession Planning in Family Businesses",
  titleAr: "تخطيط التعاقب في الشركات العائلية",
  summaryEn: "Preparing the next generation of leaders.",
  summaryAr: "إعداد الجيل القادم من القادة.",
  categoryEn: "Leadership",
  categoryAr: "القيادة",
});
const posts = [hiring, labour, succession];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe("filterPosts", () => {
  it("returns everything without a filter", () => {
    expect(slugs(filterPosts(posts, {}))).toEqual(["hiring", "labour", "succession"]);
    expect(slugs(filterPosts(posts, { category: "", search: "   " }))).toEqual(["hiring", "labour", "succession"]);
  });

  it("matches the category by its English or its Arabic name", () => {
    expect(slugs(filterPosts(posts, { category: "Leadership" }))).toEqual(["succession"]);
    expect(slugs(filterPosts(posts, { category: "القيادة" }))).toEqual(["succession"]);
    expect(filterPosts(posts, { category: "leadership" })).toEqual([]);
    expect(filterPosts(posts, { category: "Unknown" })).toEqual([]);
  });

  it("searches the English title and summary without regard to case", () => {
    expect(slugs(filterPosts(posts, { search: "c-suite" }))).toEqual(["hiring"]);
    expect(slugs(filterPosts(posts, { search: "HIRING" }))).toEqual(["hiring"]);
    expect(slugs(filterPosts(posts, { search: "employer" }))).toEqual(["labour"]);
    expect(slugs(filterPosts(posts, { search: "  leader " }))).toEqual(["hiring", "succession"]);
  });

  it("matches Arabic titles and summaries as typed", () => {
    expect(slugs(filterPosts(posts, { search: "نظام العمل" }))).toEqual(["labour"]);
    expect(slugs(filterPosts(posts, { search: "الجيل القادم" }))).toEqual(["succession"]);
    expect(slugs(filterPosts(posts, { search: "مجالس" }))).toEqual(["hiring"]);
    // "As typed": no folding of letter forms (أ is not ا).
    expect(filterPosts(posts, { search: "اساسيات" })).toEqual([]);
  });

  it("does not search authors or bodies", () => {
    expect(filterPosts(posts, { search: "Sara" })).toEqual([]);
  });

  it("combines the category and the search", () => {
    expect(slugs(filterPosts(posts, { category: "Leadership", search: "family" }))).toEqual(["succession"]);
    expect(filterPosts(posts, { category: "HR Compliance", search: "family" })).toEqual([]);
  });
});

describe("listCategories", () => {
  const all = [...posts, samplePost({ slug: "other", categoryEn: "Leadership", categoryAr: "القيادة" })];

  it("lists each category once, sorted in the page's language", () => {
    expect(listCategories(all, "en").map((c) => c.en)).toEqual(["Executive Search", "HR Compliance", "Leadership"]);
    expect(listCategories(all, "ar").map((c) => c.ar)).toEqual(["الامتثال للموارد البشرية", "البحث التنفيذي", "القيادة"]);
  });

  it("recognises a category by either name", () => {
    const [category] = listCategories([succession], "en");
    expect(isCategory(category, "Leadership")).toBe(true);
    expect(isCategory(category, "القيادة")).toBe(true);
    expect(isCategory(category, "")).toBe(false);
    expect(isCategory(category, null)).toBe(false);
  });
});
