import { describe, expect, it } from "vitest";
import { compareSnapshots, wordDiff } from "./word-diff";

describe("wordDiff", () => {
  it("marks whole words added and removed, English and Arabic alike", () => {
    expect(wordDiff("hire a CFO", "hire a finance chief")).toEqual([{ value: "hire a " }, { value: "CFO", removed: true }, { value: "finance chief", added: true }]);
    expect(wordDiff("توظيف مدير مالي", "توظيف رئيس مالي")).toEqual([{ value: "توظيف " }, { value: "مدير", removed: true }, { value: "رئيس", added: true }, { value: " مالي" }]);
  });
});

describe("compareSnapshots", () => {
  it("names each field's language and whether it changed", () => {
    const fields = compareSnapshots({ titleEn: "A", titleAr: "ب", slug: "a" }, { titleEn: "A", titleAr: "ج", slug: "b" }, ["titleEn", "titleAr", "slug"], { en: ["titleEn"], ar: ["titleAr"] });
    expect(fields.map((f) => [f.field, f.language, f.changed])).toEqual([
      ["titleEn", "en", false],
      ["titleAr", "ar", true],
      ["slug", null, true],
    ]);
  });
});
