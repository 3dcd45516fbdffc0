import { describe, expect, it } from "vitest";
import { insertLink, prefixLines, wrapSelection } from "./markdown-edits";

const bold = wrapSelection("**");

describe("wrapSelection", () => {
  it("wraps the selected words and keeps them selected", () => {
    const result = bold("Hire the right CFO", 9, 14, "bold");
    expect(result.text).toBe("Hire the **right** CFO");
    expect(result.text.slice(result.start, result.end)).toBe("right");
  });

  it("inserts a placeholder when nothing is selected", () => {
    const result = bold("Text ", 5, 5, "غامق");
    expect(result.text).toBe("Text **غامق**");
    expect(result.text.slice(result.start, result.end)).toBe("غامق");
  });
});

describe("prefixLines", () => {
  it("prefixes the line the cursor is on", () => {
    const heading = prefixLines(() => "## ");
    expect(heading("Intro\nWhy it matters\nEnd", 9, 9, "").text).toBe("Intro\n## Why it matters\nEnd");
  });

  it("numbers every selected line", () => {
    const numbered = prefixLines((i) => `${i + 1}. `);
    const result = numbered("Listen\nAssess\nOnboard", 2, 15, "");
    expect(result.text).toBe("1. Listen\n2. Assess\n3. Onboard");
    expect(result.start).toBe(0);
    expect(result.end).toBe(result.text.length);
  });
});

describe("insertLink", () => {
  it("links the selection and selects the address", () => {
    const result = insertLink("Read our guide", 9, 14, "link text");
    expect(result.text).toBe("Read our [guide](https://)");
    expect(result.text.slice(result.start, result.end)).toBe("https://");
  });

  it("uses the placeholder as the link text when nothing is selected", () => {
    expect(insertLink("", 0, 0, "نص الرابط").text).toBe("[نص الرابط](https://)");
  });
});
