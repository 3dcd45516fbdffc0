import { describe, expect, it } from "vitest";
import { createSiteContentSchema, parseSectionFilter, updateSiteContentSchema } from "./site-content.schema";

const valid = { key: "home.hero.note", section: "home", labelEn: "Hero note", labelAr: "ملاحظة الواجهة" };

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("createSiteContentSchema", () => {
  it("accepts the required fields, content optional", () => {
    expect(createSiteContentSchema.parse(valid)).toMatchObject(valid);
  });

  it("requires key and both labels", () => {
    const errors = errorsOf(createSiteContentSchema.safeParse({ section: "home" }));
    expect(errors).toMatchObject({ key: "admin.form.error.required", labelEn: "admin.form.error.required", labelAr: "admin.form.error.required" });
  });

  it("wants dot notation keys", () => {
    for (const key of ["hero", "Home.hero", "home..hero", "home.hero.", ".home", "home hero.title", "home.<b>"]) {
      expect(errorsOf(createSiteContentSchema.safeParse({ ...valid, key })).key, key).toBe("siteContent.error.keyFormat");
    }
    expect(createSiteContentSchema.safeParse({ ...valid, key: "services.market-entry.title_2" }).success).toBe(true);
  });

  it("needs a known section, or the section's names", () => {
    expect(errorsOf(createSiteContentSchema.safeParse({ ...valid, section: "blog" })).section).toBe("siteContent.error.section");
    const { section: _section, ...withoutSection } = valid;
    expect(errorsOf(createSiteContentSchema.safeParse(withoutSection)).section).toBe("siteContent.error.section");
    expect(createSiteContentSchema.safeParse({ ...withoutSection, sectionEn: "Home Page", sectionAr: "الصفحة الرئيسية" }).success).toBe(true);
  });

  it("keeps content exactly as typed, markup included", () => {
    const contentEn = "  <img src=x onerror=alert(1)> **bold**  ";
    expect(createSiteContentSchema.parse({ ...valid, contentEn }).contentEn).toBe(contentEn);
  });
});

describe("updateSiteContentSchema", () => {
  it("takes one language", () => {
    expect(updateSiteContentSchema.parse({ contentAr: "نص" })).toEqual({ contentAr: "نص" });
  });

  it("refuses a body with neither language", () => {
    expect(errorsOf(updateSiteContentSchema.safeParse({ labelEn: "x" })).contentEn).toBe("siteContent.error.nothingToUpdate");
  });

  it("refuses non-text content", () => {
    expect(errorsOf(updateSiteContentSchema.safeParse({ contentEn: 42 })).contentEn).toBe("admin.form.error.invalid");
  });
});

describe("parseSectionFilter", () => {
  it("keeps a known section and drops anything else", () => {
    expect(parseSectionFilter("footer")).toBe("footer");
    expect(parseSectionFilter("all")).toBeUndefined();
    expect(parseSectionFilter(["home"])).toBeUndefined();
  });
});
