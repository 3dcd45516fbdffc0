import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator } from "~/i18n/translate";
import { buildLeadershipReport } from "./build-leadership-report";
import { type LeadershipAnswerValue, type LeadershipQuestionId } from "./definition";
import { scoreLeadershipAssessment } from "./scoring";

const catalogs = builtInCatalogs();

const answers = Object.fromEntries([5, 4, 4, 5, 3, 4, 5, 4, 4, 4].map((v, i) => [i + 1, v])) as Record<LeadershipQuestionId, LeadershipAnswerValue>;
const date = new Date("2026-11-22T09:00:00Z");

function build(lang: "en" | "ar", extra: { name?: string; company?: string } = {}) {
  return buildLeadershipReport({
    t: createTranslator(catalogs[lang]),
    lang,
    result: scoreLeadershipAssessment(answers),
    answers,
    date,
    contactUrl: "https://firm.example/contact",
    ...extra,
  });
}

describe("the leadership results PDF's content", () => {
  it("has the firm, title, date, score, summary, three steps and the ten answers in English", () => {
    const doc = build("en", { name: "Sara Al-Qahtani", company: "Najd Holding" });
    expect(doc).toMatchObject({
      lang: "en",
      firmName: "Sanad Executive Partners",
      title: "Leadership Future-Readiness Assessment",
      subtitleLines: ["Prepared for Sara Al-Qahtani", "Najd Holding"],
      dateText: "November 22, 2026",
      score: { value: 42, max: 50, display: "42 / 50", label: "Future-Ready", tone: "green" },
      footerLines: ["To discuss your results with a partner, visit https://firm.example/contact"],
    });
    expect(doc.sections.map((s) => s.kind)).toEqual(["paragraphs", "bullets", "answers", "paragraphs"]);
    expect(doc.pageNumber).toBe("Page {page} of {count}");
    const [summary, steps, given] = doc.sections;
    expect(summary).toMatchObject({ heading: "Assessment summary" });
    expect(steps.kind === "bullets" && steps.items).toHaveLength(3);
    expect(given.kind === "answers" && given.rows).toHaveLength(10);
    expect(given.kind === "answers" && given.rows[0]).toEqual({
      question: "1. To what extent does your leadership team anticipate market disruptions and prepare the organisation before they arrive?",
      answer: "5 – Extensively",
    });
  });

  it("is all Arabic on an Arabic report, with a Gregorian date in Western digits, and leaves out missing names", () => {
    const doc = build("ar");
    expect(doc.firmName).toBe("سند للبحث التنفيذي");
    expect(doc.title).toBe("تقييم جاهزية القيادة للمستقبل");
    expect(doc.subtitleLines).toBeUndefined();
    expect(doc.dateText).toBe("22 نوفمبر 2026");
    expect(doc.score).toMatchObject({ display: "42 من 50", label: "جاهز للمستقبل", tone: "green" });
    const given = doc.sections[2];
    expect(given.kind === "answers" && given.rows[4].answer).toBe("3 – بدرجة متوسطة");
  });
});
