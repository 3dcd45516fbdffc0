import { describe, expect, it } from "vitest";
import { localizeTestimonial, reorderIds, type PublishedTestimonial } from "./testimonial";

const item: PublishedTestimonial = {
  id: 7,
  quoteEn: "A calm, rigorous search.",
  quoteAr: "بحث هادئ ودقيق.",
  nameEn: "Khalid Al-Shehri",
  nameAr: "خالد الشهري",
  titleEn: "Chairman",
  titleAr: "",
  companyEn: "Family holding",
  companyAr: "شركة قابضة عائلية",
  showOnHome: true,
};

describe("localizeTestimonial", () => {
  it("gives the page's language only, and leaves an empty field empty rather than borrowing the other language", () => {
    expect(localizeTestimonial(item, "en")).toEqual({ id: 7, quote: "A calm, rigorous search.", name: "Khalid Al-Shehri", title: "Chairman", company: "Family holding" });
    expect(localizeTestimonial(item, "ar")).toEqual({ id: 7, quote: "بحث هادئ ودقيق.", name: "خالد الشهري", title: "", company: "شركة قابضة عائلية" });
  });
});

describe("reorderIds", () => {
  it("moves an id to a 1-based position", () => {
    expect(reorderIds([1, 2, 3, 4], 3, 1)).toEqual([3, 1, 2, 4]);
    expect(reorderIds([1, 2, 3, 4], 1, 2)).toEqual([2, 1, 3, 4]);
    expect(reorderIds([1, 2, 3, 4], 2, 4)).toEqual([1, 3, 4, 2]);
    expect(reorderIds([1, 2, 3, 4], 2, 2)).toEqual([1, 2, 3, 4]);
  });

  it("clamps a position past either end", () => {
    expect(reorderIds([1, 2, 3], 2, 99)).toEqual([1, 3, 2]);
    expect(reorderIds([1, 2, 3], 3, 0)).toEqual([3, 1, 2]);
  });
});
