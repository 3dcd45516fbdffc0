import { describe, expect, it } from "vitest";
import { contentPreview, hasMarkup } from "./site-text-preview";

describe("contentPreview", () => {
  it("keeps short plain text as it is", () => {
    expect(contentPreview("Executive Search & HR Advisory")).toBe("Executive Search & HR Advisory");
    expect(contentPreview(null)).toBe("");
  });

  it("cuts at 50 characters and marks the cut", () => {
    const text = "For over 15 years we have helped Saudi and international organisations";
    const preview = contentPreview(text);
    expect(preview.endsWith("…")).toBe(true);
    expect(Array.from(preview.slice(0, -1)).length).toBeLessThanOrEqual(50);
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it("counts Arabic letters as characters", () => {
    const arabic = "ن".repeat(60);
    expect(contentPreview(arabic)).toBe("ن".repeat(50) + "…");
  });

  it("shows Markdown and HTML as the site does: as characters, whitespace made one space", () => {
    expect(contentPreview("## Our **approach**\n\n- now")).toBe("## Our **approach** - now");
    expect(contentPreview("<b>Hello</b>")).toBe("<b>Hello</b>");
  });
});

describe("hasMarkup", () => {
  it("spots Markdown and HTML marks", () => {
    for (const text of ["**bold**", "## Heading", "- item", "1. first", "[link](https://x.sa)", "<em>x</em>", "<br/>", "> quote", "`code`", "a &amp; b"]) {
      expect(hasMarkup(text), text).toBe(true);
    }
  });

  it("leaves ordinary copy alone, Arabic included", () => {
    for (const text of ["Executive Search & HR Advisory", "Team performance up 30% — in 6 months", "نساعد المؤسسات على استقطاب القادة", "Call us: +966 11 000 0000", "2 < 3 and 5 > 4"]) {
      expect(hasMarkup(text), text).toBe(false);
    }
  });
});
