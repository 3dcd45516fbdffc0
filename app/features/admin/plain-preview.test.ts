import { describe, expect, it } from "vitest";
import { plainPreview } from "./plain-preview";

describe("plainPreview", () => {
  it("keeps short plain text as it is", () => {
    expect(plainPreview("Executive Search & HR Advisory")).toBe("Executive Search & HR Advisory");
    expect(plainPreview(null)).toBe("");
  });

  it("cuts at 50 characters and marks the cut", () => {
    const text = "For over 15 years we have helped Saudi and international organisations";
    const preview = plainPreview(text);
    expect(preview.endsWith("…")).toBe(true);
    expect(Array.from(preview.slice(0, -1)).length).toBeLessThanOrEqual(50);
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it("counts Arabic letters as characters", () => {
    const arabic = "ن".repeat(60);
    expect(plainPreview(arabic)).toBe("ن".repeat(50) + "…");
  });

  it("drops Markdown marks and HTML tags", () => {
    expect(plainPreview("## Our **approach**\n\n- [Read more](https://x.sa) _now_")).toBe("Our approach Read more now");
    expect(plainPreview('<p onclick="x()">Hello <script>alert(1)</script><b>world</b></p>')).toBe("Hello world");
  });
});
