import { describe, expect, it } from "vitest";
import { localizeAuthor, localizePost } from "./localize-post";
import { samplePost } from "./test-posts";

describe("localizePost", () => {
  it("gives Arabic pages the Arabic title, summary, category and author", () => {
    expect(localizePost(samplePost(), "ar")).toEqual({ title: "عنوان تجريبي", summary: "ملخص قصير.", category: "القيادة", author: "سارة الحربي" });
    expect(localizePost(samplePost(), "en")).toEqual({ title: "Sample title", summary: "A short summary.", category: "Leadership", author: "Sara Al-Harbi" });
  });

  it("falls back to the English name on Arabic pages while a post has no Arabic name", () => {
    expect(localizeAuthor(samplePost({ authorAr: "" }), "ar")).toBe("Sara Al-Harbi");
    expect(localizeAuthor(samplePost({ authorAr: "  " }), "ar")).toBe("Sara Al-Harbi");
    expect(localizeAuthor(samplePost(), "en")).toBe("Sara Al-Harbi");
  });
});
