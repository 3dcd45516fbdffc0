import { describe, expect, it } from "vitest";
import { linkTargets, parseInlineLinks } from "./inline-links";

describe("parseInlineLinks", () => {
  it("splits text and site links in order", () => {
    expect(parseInlineLinks("See our [Cookie Policy](/cookie-policy) or [write to us](/#contact).")).toEqual([
      { kind: "text", text: "See our " },
      { kind: "link", text: "Cookie Policy", path: "/cookie-policy" },
      { kind: "text", text: " or " },
      { kind: "link", text: "write to us", path: "/#contact" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a text without links whole", () => {
    expect(parseInlineLinks("Plain text.")).toEqual([{ kind: "text", text: "Plain text." }]);
  });

  it("handles Arabic link words", () => {
    expect(parseInlineLinks("راجع [سياسة الخصوصية](/privacy-policy)")).toEqual([
      { kind: "text", text: "راجع " },
      { kind: "link", text: "سياسة الخصوصية", path: "/privacy-policy" },
    ]);
  });

  it("never turns an address of another site into a link", () => {
    expect(parseInlineLinks("[click](https://example.com)")).toEqual([{ kind: "text", text: "[click](https://example.com)" }]);
    expect(linkTargets("[a](//evil.example) [b](/ok)")).toEqual(["/ok"]);
  });
});
