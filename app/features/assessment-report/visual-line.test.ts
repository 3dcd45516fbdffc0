import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyseParagraph, facesOf, lineRuns, visualRuns, visualText } from "./visual-line";

/** The line as it reads on the page, from left to right. */
const onPage = (text: string, direction: "ltr" | "rtl") => visualText(visualRuns(text, direction));
/** Arabic as it lies on the page, last letter on the left. */
const reversed = (arabic: string) => [...arabic].reverse().join("");

describe("visual order of a line", () => {
  it("leaves an English line as it is, in one Latin run", () => {
    expect(visualRuns("Your score: 42 / 50 (Future-Ready)", "ltr")).toEqual([
      { text: "Your score: 42 / 50 (Future-Ready)", face: "latin", shapeRtl: false },
    ]);
  });

  it("hands an Arabic line to the shaper in reading order, to be joined and laid out right to left", () => {
    expect(visualRuns("جاهز للمستقبل", "rtl")).toEqual([{ text: "جاهز للمستقبل", face: "arabic", shapeRtl: true }]);
  });

  it("keeps numbers left to right inside Arabic and orders them as a browser does", () => {
    const runs = visualRuns("حصلت على 42 / 50 نقطة", "rtl");
    expect(visualText(runs)).toBe("ةطقن 50 / 42 ىلع تلصح");
    expect(runs.filter((run) => /\d/.test(run.text))).toEqual([
      { text: "50", face: "latin", shapeRtl: false },
      { text: "42", face: "latin", shapeRtl: false },
    ]);
    expect(onPage("حصلت على 42/50 نقطة", "rtl")).toBe("ةطقن 42/50 ىلع تلصح");
  });

  it("keeps Latin words left to right inside Arabic, with the trailing full stop on the left", () => {
    expect(onPage("نتيجة Leadership Pulse هي 42 من 50.", "rtl")).toBe(".50 نم 42 يه Leadership Pulse ةجيتن");
  });

  it("mirrors brackets in right-to-left text", () => {
    expect(onPage("برنامج (Executive Coaching) للقادة", "rtl")).toBe("ةداقلل (Executive Coaching) جمانرب");
    expect(onPage("التقييم (مجاني)", "rtl")).toBe("(يناجم) مييقتلا");
  });

  it("does not reverse Arabic-Indic digits", () => {
    const runs = visualRuns("٢٢ نوفمبر ٢٠٢٦", "rtl");
    expect(visualText(runs)).toBe("٢٠٢٦ ربمفون ٢٢");
    expect(runs[0]).toEqual({ text: "٢٠٢٦", face: "arabic", shapeRtl: false });
  });

  it("puts an Arabic name inside an English line in right-to-left order", () => {
    const runs = visualRuns("Prepared for ليلى القحطاني, Riyadh", "ltr");
    expect(visualText(runs)).toBe(`Prepared for ${reversed("ليلى القحطاني")}, Riyadh`);
    expect(runs.map((run) => run.face)).toEqual(["latin", "arabic", "latin"]);
  });

  it("orders the page number of an Arabic footer right to left", () => {
    expect(onPage("1 / 2", "rtl")).toBe("2 / 1");
    expect(onPage("1 / 2", "ltr")).toBe("1 / 2");
  });

  it("drops direction marks, which have no glyph", () => {
    expect(visualRuns("\u200fسند\u200f \u202aSanad\u202c", "rtl").map((run) => run.text).join("|")).toBe("Sanad|سند ");
  });

  it("orders each wrapped line of a paragraph on its own, in the paragraph's context", () => {
    const text = "راجعوا خطة التعاقب لأهم 20 منصباً خلال 90 يوماً";
    const paragraph = analyseParagraph(text, "rtl");
    const firstEnd = text.indexOf(" منصباً");
    expect(visualText(lineRuns(paragraph, 0, firstEnd))).toBe(`20 ${reversed("راجعوا خطة التعاقب لأهم")}`);
    expect(visualText(lineRuns(paragraph, firstEnd + 1, text.length))).toBe(`${reversed("يوماً")} 90 ${reversed("منصباً خلال")}`);
  });
});

describe("faces", () => {
  it("draws Arabic script with the Arabic face and everything else with the Latin face; spaces follow the text before them", () => {
    expect(facesOf("سند Sanad 42", "rtl")).toEqual([
      ...Array<"arabic">(4).fill("arabic"),
      ...Array<"latin">(8).fill("latin"),
    ]);
    expect(facesOf(" سند", "ltr")[0]).toBe("arabic");
  });
});

describe("properties", () => {
  const pieces = fc.constantFrom("سند", "للبحث", "التنفيذي", "Sanad", "HR", "42", "٥٠", " ", " / ", ".", "،", "(", ")", "%", "-");
  const mirror = (text: string) => text.replace(/[()]/g, (c) => (c === "(" ? ")" : "("));
  const sorted = (text: string) => [...text].sort().join("");

  it("shows every character exactly once (brackets possibly mirrored)", () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), fc.constantFrom("ltr" as const, "rtl" as const), (parts, direction) => {
        const text = parts.join("");
        const shown = onPage(text, direction);
        expect(sorted(mirror(shown).replace(/[()]/g, "")) + shown.replace(/[^()]/g, "").length).toBe(
          sorted(text.replace(/[()]/g, "")) + text.replace(/[^()]/g, "").length,
        );
      }),
    );
  });

  it("never mixes faces in a run, and only Arabic-letter runs are shaped right to left", () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), fc.constantFrom("ltr" as const, "rtl" as const), (parts, direction) => {
        for (const run of visualRuns(parts.join(""), direction)) {
          if (run.face === "latin") expect(run.text).not.toMatch(/[\u0600-\u06ff]/);
          if (run.shapeRtl) expect(run.text).toMatch(/[\u0621-\u064a]/);
        }
      }),
    );
  });

  it("leaves text without Arabic untouched in a left-to-right document", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("Sanad", "HR", "42", " ", " / ", ".", "(", ")", "%"), { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        expect(onPage(text, "ltr")).toBe(text);
      }),
    );
  });
});
