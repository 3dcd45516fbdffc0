import { describe, expect, it } from "vitest";
import { markdownLimitProblem, MARKDOWN_MAX_EMPHASIS_MARKS, MARKDOWN_MAX_NESTING } from "./markdown-limits";

describe("markdownLimitProblem (issue 21 item 6a)", () => {
  it("passes an ordinary article", () => {
    const article = ["## Start", "", "Text with **bold**, *emphasis*, `code` and a_snake_name.", "", "- **One**: first", "- _Two_: second", "  - nested", "", "> A quote", "> > inside"].join("\n");
    expect(markdownLimitProblem(article)).toBeNull();
  });

  it("refuses the patterns that took seconds to render", () => {
    for (const slow of ["*a_".repeat(16_000), "-*a".repeat(16_000), "_a_".repeat(16_000), "a_".repeat(25_000), "__a__".repeat(10_000)]) {
      expect(markdownLimitProblem(slow), slow.slice(0, 6)).toBe("emphasis");
    }
  });

  it("counts marks per paragraph: a blank line starts again, a new line does not", () => {
    const paragraph = "*a* ".repeat(MARKDOWN_MAX_EMPHASIS_MARKS / 2);
    expect(markdownLimitProblem(`${paragraph}\n\n${paragraph}`)).toBeNull();
    expect(markdownLimitProblem(`${paragraph}\n${paragraph}`)).toBe("emphasis");
    expect(markdownLimitProblem(`${paragraph}\n${"\\*".repeat(500)}`)).toBeNull();
    // An escaped backslash does not escape the mark after it.
    expect(markdownLimitProblem(`${paragraph}\n${"\\\\*".repeat(5)}`)).toBe("emphasis");
  });

  it("refuses quotes and lists nested past the limit, however they are written", () => {
    expect(markdownLimitProblem(`${">".repeat(3_000)} x`)).toBe("nesting");
    expect(markdownLimitProblem(`${"> ".repeat(MARKDOWN_MAX_NESTING)}x`)).toBeNull();
    expect(markdownLimitProblem(`${"> ".repeat(MARKDOWN_MAX_NESTING + 1)}x`)).toBe("nesting");
    expect(markdownLimitProblem(`${"> - ".repeat(MARKDOWN_MAX_NESTING)}x`)).toBe("nesting");
    const list = Array.from({ length: MARKDOWN_MAX_NESTING + 1 }, (_, i) => `${"  ".repeat(i)}- item`).join("\n");
    expect(markdownLimitProblem(list)).toBe("nesting");
    expect(markdownLimitProblem("        indented code, not a list")).toBeNull();
  });
});
