import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { caseStudyFilterSearch, readCaseStudyFilters } from "./case-study-filters";
import { filterCaseStudies, localizeCaseStudy, localizeStatistics, reorderIds, type PublishedProof } from "./proof";
import { caseStudySchema, clientSchema, statisticSourceSchema } from "./proof.schema";

const sectors: PublishedProof["sectors"] = [
  { id: 1, nameEn: "Energy", nameAr: "الطاقة" },
  { id: 2, nameEn: "Healthcare", nameAr: "الرعاية الصحية" },
];
const item: PublishedProof["caseStudies"][number] = {
  id: 7,
  slug: "utility-coo",
  roleEn: "Chief Operating Officer",
  roleAr: "رئيس العمليات",
  sectorId: 1,
  service: "onboarding",
  challengeEn: "C",
  challengeAr: "ت",
  approachEn: "A",
  approachAr: "ن",
  outcomeEn: "O",
  outcomeAr: "ج",
  timeToHireWeeks: 9,
  updatedAt: "2026-11-29T05:00:00.000Z",
};
const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("what pages show of the proof", () => {
  it("a case study in one language, with its sector", () => {
    expect(localizeCaseStudy(item, sectors, "ar")).toMatchObject({ role: "رئيس العمليات", sector: { id: 1, name: "الطاقة" }, challenge: "ت", outcome: "ج", service: "onboarding" });
    expect(localizeCaseStudy({ ...item, sectorId: 99 }, sectors, "en")).toBeNull();
  });

  it("a figure's source only when it is written in both languages", () => {
    expect(localizeStatistics([{ statistic: "performance", sourceEn: "Survey", sourceAr: "استبيان" }, { statistic: "guarantee", sourceEn: "Contract", sourceAr: "" }], "ar")).toEqual({ performance: "استبيان" });
  });

  it("filters by the address's sector and service, ignoring values that name nothing", () => {
    const all = [localizeCaseStudy(item, sectors, "en")!, localizeCaseStudy({ ...item, slug: "ceo", sectorId: 2, service: "executiveSearch" }, sectors, "en")!];
    const filters = readCaseStudyFilters(new URLSearchParams("sector=2&service=astrology"), [1, 2]);
    expect(filters).toEqual({ sector: 2 });
    expect(filterCaseStudies(all, filters).map((c) => c.slug)).toEqual(["ceo"]);
    expect(readCaseStudyFilters(new URLSearchParams("sector=3&service=onboarding"), [1, 2])).toEqual({ service: "onboarding" });
    expect(caseStudyFilterSearch({ sector: 2, service: "onboarding" })).toBe("?sector=2&service=onboarding");
    expect(caseStudyFilterSearch({})).toBe("");
  });

  it("moves an id to a 1-based place, clamped", () => {
    expect(reorderIds([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
    expect(reorderIds([1, 2, 3], 1, 99)).toEqual([2, 3, 1]);
  });
});

describe("the tab's schemas", () => {
  it("a case study's address, service and weeks, with catalog keys that exist in both languages", () => {
    const catalogs = builtInCatalogs();
    const errors = errorsOf(caseStudySchema.safeParse({ ...item, slug: "Bad slug", service: "x", timeToHireWeeks: 105 }));
    expect(errors).toEqual({ slug: "caseStudiesAdmin.error.slugFormat", service: "caseStudiesAdmin.error.service", timeToHireWeeks: "caseStudiesAdmin.error.weeks" });
    for (const key of Object.values(errors)) {
      expect(catalogs.en[key], key).toBeTruthy();
      expect(catalogs.ar[key], key).toBeTruthy();
    }
    expect(caseStudySchema.parse({ ...item, timeToHireWeeks: undefined })).toMatchObject({ timeToHireWeeks: null, published: false });
  });

  it("a client's logo is an uploaded image or nothing", () => {
    expect(clientSchema.parse({ nameEn: "A", nameAr: "أ", logoUrl: "" }).logoUrl).toBeNull();
    expect(errorsOf(clientSchema.safeParse({ nameEn: "A", nameAr: "أ", logoUrl: "/api/admin/leads.csv" }))).toEqual({ logoUrl: "caseStudiesAdmin.error.logo" });
  });

  it("a figure's source in both languages or neither", () => {
    expect(statisticSourceSchema.safeParse({ sourceEn: "", sourceAr: "" }).success).toBe(true);
    expect(errorsOf(statisticSourceSchema.safeParse({ sourceEn: "", sourceAr: "استبيان" }))).toEqual({ sourceEn: "caseStudiesAdmin.error.sourceBoth" });
  });
});
