import type { BlogPostSummary } from "./blog-post";

/** A post for unit tests; only the fields a test cares about need to be given. */
export function samplePost(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: 1,
    slug: "sample",
    imageUrl: "/images/blog/sample.svg",
    titleEn: "Sample title",
    titleAr: "عنوان تجريبي",
    categoryEn: "Leadership",
    categoryAr: "القيادة",
    summaryEn: "A short summary.",
    summaryAr: "ملخص قصير.",
    author: "Sara Al-Harbi",
    authorAr: "سارة الحربي",
    createdAt: "2025-01-01T00:00:00.000Z",
    featured: false,
    ...overrides,
  };
}
