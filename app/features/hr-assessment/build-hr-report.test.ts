import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator } from "~/i18n/translate";
import { buildHrReport } from "./build-hr-report";
import { scoreAssessment } from "./scoring";

const catalogs = builtInCatalogs();

const leaderAnswers = { lq1: "2", lq2: "4", lq3: "3", lq4: "5", lq5: "1" };

describe("HR results PDF content", () => {
  it("has the overall score and risk, a bar per area, strengths, improvements, challenges and the answers, in English", () => {
    const doc = buildHrReport({
      t: createTranslator(catalogs.en),
      lang: "en",
      result: scoreAssessment("leadership", leaderAnswers),
      answers: leaderAnswers,
      challenges: ["saudization", "cost"],
      date: new Date("2026-03-01T09:00:00Z"),
      contactUrl: "https://example.sa/contact",
    });
    expect(doc).toMatchObject({ lang: "en", title: "HR Assessment Results", dateText: "March 1, 2026", score: { value: 60, max: 100, display: "60%", label: "Medium Risk", tone: "yellow" } });
    const bars = doc.sections.find((s) => s.kind === "bars");
    expect(bars?.kind === "bars" && bars.rows.map((r) => [r.label, r.percent, r.tone, r.note])).toEqual([
      ["Talent Acquisition", 40, "yellow", "Needs Improvement"],
      ["Performance Management", 80, "green", "Strong Area"],
      ["Workforce Planning for Growth", 60, "yellow", "Adequate"],
      ["Labour Law Compliance", 100, "green", "Strong Area"],
      ["Succession Planning", 20, "red", "Critical Attention Required"],
    ]);
    expect(doc.sections.map((s) => s.heading)).toEqual(["Summary", "Score by area", "Your strengths", "Areas to improve", "Challenges you selected", "Your answers"]);
    const strengths = doc.sections[2];
    expect(strengths.kind === "bullets" && strengths.items).toEqual(["Labour Law Compliance – 100%", "Performance Management – 80%"]);
    const answers = doc.sections[5];
    expect(answers.kind === "answers" && answers.rows[0].answer).toBe("To a small extent");
    expect(doc.footerLines).toEqual(["Discuss your results with our HR advisors: https://example.sa/contact"]);
  });

  it("is written in Arabic for Arabic readers and leaves out challenges for HR professionals", () => {
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, "always"]));
    const doc = buildHrReport({
      t: createTranslator(catalogs.ar),
      lang: "ar",
      result: scoreAssessment("hr", answers),
      answers,
      challenges: null,
      date: new Date("2026-03-01T09:00:00Z"),
      contactUrl: "https://example.sa/ar/contact",
    });
    expect(doc.title).toBe("نتائج تقييم الموارد البشرية");
    expect(doc.score).toMatchObject({ display: "100%", label: "مخاطر منخفضة", tone: "green" });
    expect(doc.sections.map((s) => s.heading)).not.toContain("التحديات التي اخترتموها");
    const improvements = doc.sections[3];
    expect(improvements.kind === "bullets" && improvements.items).toEqual(["حققت جميع المحاور 70% أو أكثر. واصلوا مراجعتها مع تغيّر الأنظمة."]);
  });
});
