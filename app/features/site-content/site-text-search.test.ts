import { describe, expect, it } from "vitest";
import { isUntouchedBuiltIn, matchesSiteContentSearch, searchForm, visibleTexts } from "./site-text-search";

const hero = {
  key: "home.hero.title",
  labelEn: "Hero title",
  labelAr: "عنوان الواجهة",
  contentEn: null,
  contentAr: null,
  builtInEn: "The leaders who will carry your next decade",
  builtInAr: "قادة يصنعون العقد القادم لمنظمتكم",
};

describe("searchForm", () => {
  it("ignores case, spacing and the direction marks of the catalogs", () => {
    expect(searchForm("  The   Leaders\nWHO ")).toBe("the leaders who");
    expect(searchForm("\u2066info@example.sa\u2069")).toBe("info@example.sa");
  });

  it("makes the spellings Arabic readers take as one word one", () => {
    expect(searchForm("قادةٌ يَصنعون")).toBe(searchForm("قاده يصنعون"));
    expect(searchForm("إسم الشركة")).toBe(searchForm("اسم الشركه"));
    expect(searchForm("مستشفى")).toBe(searchForm("مستشفي"));
    expect(searchForm("آفاق")).toBe(searchForm("افاق"));
    expect(searchForm("القـــادة")).toBe(searchForm("القادة"));
  });
});

describe("matchesSiteContentSearch", () => {
  it("finds an untouched built-in text by its visible words in either language", () => {
    expect(matchesSiteContentSearch(hero, "قادة يصنعون")).toBe(true);
    expect(matchesSiteContentSearch(hero, "The leaders who will")).toBe(true);
    expect(matchesSiteContentSearch(hero, "the LEADERS who   will")).toBe(true);
    expect(matchesSiteContentSearch(hero, "hero")).toBe(true);
    expect(matchesSiteContentSearch(hero, "عنوان الواجهة")).toBe(true);
    expect(matchesSiteContentSearch(hero, "board members")).toBe(false);
  });

  it("searches what the site shows: an override hides the built-in wording of its language only", () => {
    const edited = { ...hero, contentEn: "Leaders for your next decade" };
    expect(matchesSiteContentSearch(edited, "your next decade")).toBe(true);
    expect(matchesSiteContentSearch(edited, "who will carry")).toBe(false);
    expect(matchesSiteContentSearch(edited, "قادة يصنعون")).toBe(true);
  });

  it("an Arabic page without an Arabic text shows the English one, and the search follows it", () => {
    const added = { key: "home.hero.note", labelEn: "Note", labelAr: "ملاحظة", contentEn: "Open on Saturdays", contentAr: null, builtInEn: null, builtInAr: null };
    expect(visibleTexts(added)).toEqual(["Open on Saturdays", "Open on Saturdays"]);
    expect(matchesSiteContentSearch(added, "saturdays")).toBe(true);
  });

  it("an empty search finds everything", () => {
    expect(matchesSiteContentSearch(hero, "  ")).toBe(true);
  });
});

describe("isUntouchedBuiltIn", () => {
  it("is true only while both languages show the built-in text", () => {
    expect(isUntouchedBuiltIn(hero)).toBe(true);
    expect(isUntouchedBuiltIn({ ...hero, contentEn: "   " })).toBe(true);
    expect(isUntouchedBuiltIn({ ...hero, contentAr: "قادة لعقدكم القادم" })).toBe(false);
  });

  it("is false for a contact detail or an added item, which have no built-in text", () => {
    expect(isUntouchedBuiltIn({ contentEn: null, contentAr: null, builtInEn: null, builtInAr: null })).toBe(false);
  });
});
