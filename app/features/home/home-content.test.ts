import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { resolveMessages } from "~/i18n/translate";
import {
  audienceKey,
  audiences,
  ctaValueKeys,
  ctaValuePoints,
  differentiators,
  frameworkStepKeys,
  frameworkSteps,
  keyFigures,
  serviceIds,
  serviceKeys,
} from "./home-content";
import { homeMessages } from "./messages";

const catalogs = builtInCatalogs();

describe("home sections", () => {
  it("spells S-C-O-R-E, and each English step title starts with its letter", () => {
    expect(frameworkSteps.map((step) => step.letter).join("")).toBe("SCORE");
    for (const step of frameworkSteps) {
      expect(catalogs.en[frameworkStepKeys(step.id).title].startsWith(step.letter)).toBe(true);
    }
  });

  it("has four services, each with a title, a description and three benefits in both languages", () => {
    expect(serviceIds).toHaveLength(4);
    for (const id of serviceIds) {
      const keys = serviceKeys(id);
      expect(keys.benefits).toHaveLength(3);
      for (const key of [keys.title, keys.description, ...keys.benefits]) {
        expect(catalogs.en[key], key).toBeTruthy();
        expect(catalogs.ar[key], key).toBeTruthy();
      }
    }
    // The services are distinct: no two share a title.
    expect(new Set(serviceIds.map((id) => catalogs.en[serviceKeys(id).title])).size).toBe(4);
  });

  it("lists three value points, five differentiators and four audiences", () => {
    expect(ctaValuePoints.map((id) => catalogs.en[ctaValueKeys(id).title])).toEqual([
      "Exceptional talent",
      "Speed to value",
      "6-month replacement guarantee",
    ]);
    expect(differentiators).toHaveLength(5);
    expect(audiences.map((id) => catalogs.ar[audienceKey(id)])).toHaveLength(4);
  });

  it("shows the spec's figures in the hero", () => {
    expect(keyFigures.map((figure) => figure.value)).toEqual(["15+", "+30%", "\u221250%", "6"]);
  });

  it("makes the spec's claims in both languages (the reply promise is the firm's one text, decision 049)", () => {
    const resolved = (lang: "en" | "ar") => resolveMessages(lang, catalogs, []);
    const en = Object.keys(homeMessages.en).map((key) => resolved("en")[key]).join(" ");
    const ar = Object.keys(homeMessages.ar).map((key) => resolved("ar")[key]).join(" ");
    for (const claim of ["over 15 years", "6-month replacement guarantee", "within 24 hours"]) {
      expect(en, claim).toContain(claim);
    }
    for (const claim of ["أكثر من 15 عامًا", "ضمان استبدال لمدة 6 أشهر", "خلال 24 ساعة"]) {
      expect(ar, claim).toContain(claim);
    }
  });

  it("never quotes a measured figure in prose: the hero shows it only with its source (decision 048)", () => {
    for (const text of [...Object.values(homeMessages.en), ...Object.values(homeMessages.ar)]) {
      expect(text).not.toMatch(/30\s?%|50\s?%|٣٠٪|٥٠٪|half the usual time|نصف الوقت المعتاد/);
    }
  });
});
