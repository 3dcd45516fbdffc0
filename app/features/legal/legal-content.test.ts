import { describe, expect, it } from "vitest";
import { linkTargets } from "./inline-links";
import { LEGAL_LAST_UPDATED, legalPages, type LegalBlock, type LegalDocument } from "./legal-document";
import { legalDocuments } from "./legal-documents.server";
import { loadLegalPage } from "./load-legal-page.server";

/** Every text of a block, for the checks that apply to all of them. */
function textsOf(block: LegalBlock): string[] {
  switch (block.type) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items;
    case "definitions":
      return block.items.flatMap((item) => [item.term, item.text]);
    case "table":
      // The first column holds cookie names, which are the same in both languages.
      return [block.caption, ...block.columns, ...block.rows.flatMap((row) => row.slice(1))];
    case "html":
      return [block.html];
  }
}

/** The shape of a block: its kind, how many items or rows it has, and where its links go. */
function shapeOf(block: LegalBlock) {
  const links = textsOf(block).flatMap(linkTargets);
  switch (block.type) {
    case "paragraph":
      return { type: block.type, links };
    case "list":
      return { type: block.type, items: block.items.length, links };
    case "definitions":
      return { type: block.type, items: block.items.length, links };
    case "table":
      return { type: block.type, columns: block.columns.length, rows: block.rows.map((row) => [row[0], row.length]), links };
    case "html":
      return { type: block.type, links };
  }
}

const structureOf = (document: LegalDocument) =>
  document.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(shapeOf) }));

const allTexts = (document: LegalDocument) => [
  document.title,
  document.description,
  document.summary,
  ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(textsOf)]),
];

describe.each(legalPages)("legal page %s", (page) => {
  const { en, ar } = legalDocuments[page];

  it("has the same sections, blocks, items and links in English and Arabic", () => {
    expect(structureOf(ar)).toEqual(structureOf(en));
  });

  it("has unique section ids usable as anchors", () => {
    const ids = en.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("has no empty texts", () => {
    for (const document of [en, ar]) {
      for (const text of allTexts(document)) expect(text.trim()).not.toBe("");
    }
  });

  it("writes the Arabic version in Arabic", () => {
    for (const text of allTexts(ar)) expect(/[\u0600-\u06FF]/.test(text), text).toBe(true);
  });

  it("uses the {brand} placeholder the same way in both languages", () => {
    const count = (document: LegalDocument) => allTexts(document).join("\n").split("{brand}").length - 1;
    expect(count(ar)).toBe(count(en));
  });

  it("formats the last-updated date in the page's language", () => {
    expect(loadLegalPage(page, "en").lastUpdated).toEqual({ iso: LEGAL_LAST_UPDATED, text: "April 14, 2025" });
    const arabic = loadLegalPage(page, "ar").lastUpdated.text;
    expect(arabic).toMatch(/أبريل/);
    expect(arabic).not.toMatch(/April/);
  });
});

describe("facts the spec requires", () => {
  const links = (page: (typeof legalPages)[number], lang: "en" | "ar") =>
    allTexts(legalDocuments[page][lang]).flatMap(linkTargets);

  it("links the privacy policy to the cookie policy and the contact form", () => {
    for (const lang of ["en", "ar"] as const) expect(links("privacy-policy", lang)).toEqual(expect.arrayContaining(["/cookie-policy", "/#contact"]));
  });

  it("links the terms to the privacy policy and the contact form", () => {
    for (const lang of ["en", "ar"] as const) expect(links("terms-of-service", lang)).toEqual(expect.arrayContaining(["/privacy-policy", "/#contact"]));
  });

  it("puts the terms under Saudi law and the exclusive jurisdiction of the courts in Riyadh", () => {
    const en = allTexts(legalDocuments["terms-of-service"].en).join(" ");
    expect(en).toContain("governed by and construed in accordance with the laws of the Kingdom of Saudi Arabia");
    expect(en).toContain("courts in Riyadh");
    expect(en).toContain("exclusive jurisdiction");
    const ar = allTexts(legalDocuments["terms-of-service"].ar).join(" ");
    expect(ar).toContain("لأنظمة المملكة العربية السعودية");
    expect(ar).toContain("المحاكم في مدينة الرياض");
    expect(ar).toContain("اختصاصًا حصريًا");
  });

  it("mentions the Personal Data Protection Law in the privacy policy", () => {
    expect(allTexts(legalDocuments["privacy-policy"].en).join(" ")).toContain("Personal Data Protection Law");
    expect(allTexts(legalDocuments["privacy-policy"].ar).join(" ")).toContain("نظام حماية البيانات الشخصية");
  });

  it("explains the four cookie categories, third-party analytics and social plugins", () => {
    const en = allTexts(legalDocuments["cookie-policy"].en).join(" ");
    for (const phrase of ["Strictly necessary", "Analytics", "Functionality", "Targeting", "third-party analytics", "social media plugins"]) {
      expect(en).toContain(phrase);
    }
  });

  it("lists exactly the cookies the site sets", () => {
    const table = legalDocuments["cookie-policy"].en.sections.flatMap((s) => s.blocks).find((b) => b.type === "table");
    expect(table?.type === "table" && table.rows.map((row) => row[0])).toEqual(["csrf_id", "__Host-sid", "language"]);
  });
});
