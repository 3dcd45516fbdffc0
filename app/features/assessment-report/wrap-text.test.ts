import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitParagraphs, wrapText } from "./wrap-text";

/** One unit per character, as in a monospaced face. */
const monospace = (piece: string) => piece.length;
const linesOf = (text: string, width: number) => wrapText(text, width, monospace).map((line) => text.slice(line.start, line.end));

describe("wrapText", () => {
  it("breaks at spaces, filling each line as far as it goes", () => {
    expect(linesOf("Run a leadership succession review", 16)).toEqual(["Run a leadership", "succession", "review"]);
  });

  it("wraps Arabic in reading order, before any reordering", () => {
    expect(linesOf("احجزوا استشارة مجانية مدتها 30 دقيقة", 20)).toEqual(["احجزوا استشارة", "مجانية مدتها 30", "دقيقة"]);
  });

  it("cuts a word longer than a line between characters", () => {
    expect(linesOf("see consult@sanad-partners.sa now", 10)).toEqual(["see", "consult@sa", "nad-partne", "rs.sa now"]);
  });

  it("drops the spaces it breaks at and gives nothing for blank text", () => {
    expect(linesOf("  one   two  ", 4)).toEqual(["one", "two"]);
    expect(linesOf("   ", 10)).toEqual([]);
  });

  it("never makes a line wider than asked, and keeps every word", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 30 }), fc.integer({ min: 12, max: 60 }), (words, width) => {
        const text = words.join(" ");
        const lines = linesOf(text, width);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
        expect(lines.join(" ").split(" ")).toEqual(words);
      }),
    );
  });
});

describe("splitParagraphs", () => {
  it("keeps the author's line breaks and drops empty lines", () => {
    expect(splitParagraphs("First line\r\n\n  Second line  \n")).toEqual(["First line", "Second line"]);
  });
});
