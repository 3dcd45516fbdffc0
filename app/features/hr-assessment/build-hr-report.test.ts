import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator, resolveMessages } from "~/i18n/translate";
import { buildHrReport } from "./build-hr-report";
import { scoreAssessment } from "./scoring";

const catalogs = builtInCatalogs();

const leaderAnswers = { lq1: "2", lq2: "4", lq3: "3", lq4: "5", lq5: "1" };

describe("HR results PDF content", () => {
  it("has the overall score and risk, a bar per area, strengths, improvements, challenges and the answers, in English", () => {
    const doc = buildHrReport({
      t: createTranslator(resolveMessages("en", catalogs, [])),
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
    expect(doc.sections.map((s) => s.heading)).toEqual([
      "Summary",
      "Score by area",
      "Advice by area",
      "Your strengths",
      "Areas to improve",
      "Challenges you selected",
      "Your answers",
      "Talk to us",
    ]);
    // 60% is medium risk: the headline is the band's own, never "solid" (issue 28).
    const summary = doc.sections[0];
    expect(summary.kind === "paragraphs" && summary.paragraphs[0]).toMatch(/^Good progress\./);
    const advice = doc.sections[2];
    expect(advice.kind === "advice" && advice.rows.map((r) => [r.label, r.note])).toEqual([
      ["Talent Acquisition", "Needs Improvement"],
      ["Performance Management", "Strong Area"],
      ["Workforce Planning for Growth", "Adequate"],
      ["Labour Law Compliance", "Strong Area"],
      ["Succession Planning", "Critical Attention Required"],
    ]);
    expect(advice.kind === "advice" && advice.rows[4].text).toBe(catalogs.en["hr.advice.succession.critical"]);
    const strengths = doc.sections[3];
    expect(strengths.kind === "bullets" && strengths.items).toEqual(["Labour Law Compliance – 100%", "Performance Management – 80%"]);
    const answers = doc.sections[6];
    expect(answers.kind === "answers" && answers.rows[0].answer).toBe("To a small extent");
    const contact = doc.sections[7];
    expect(contact.kind === "paragraphs" && contact.paragraphs).toEqual(["Discuss your results with our HR advisors. We reply within 24 hours.", "Web: \u2066https://example.sa/contact\u2069"]);
    expect(doc.footerLines).toEqual(["Discuss your results with our HR advisors: https://example.sa/contact"]);
    expect(doc.pageNumber).toBe("Page {page} of {count}");
  });

  it("is written in Arabic for Arabic readers and leaves out challenges for HR professionals", () => {
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, "always"]));
    const doc = buildHrReport({
      t: createTranslator(resolveMessages("ar", catalogs, [])),
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
    const improvements = doc.sections[4];
    expect(improvements.kind === "bullets" && improvements.items).toEqual(["حققت جميع المحاور 70% أو أكثر. واصلوا مراجعتها مع تغيّر الأنظمة."]);
    expect(doc.pageNumber).toBe("صفحة {page} من {count}");
  });

  it("names the firm's contact details and the partner when given, and compares with other organisations from the threshold", () => {
    const doc = buildHrReport({
      t: createTranslator(resolveMessages("ar", catalogs, [])),
      lang: "ar",
      result: scoreAssessment("leadership", leaderAnswers),
      answers: leaderAnswers,
      challenges: [],
      date: new Date("2026-03-01T09:00:00Z"),
      contactUrl: "https://example.sa/ar/contact",
      contact: { email: "consult@sanad-partners.sa", phone: "+966 11 234 5678" },
      partner: { name: "خالد العتيبي", title: "الشريك المدير" },
      benchmark: { count: 24, average: 61.3, percentBelow: 42, categories: { talent: 55.5 } },
    });
    const contact = doc.sections.at(-1)!;
    expect(contact.kind === "paragraphs" && contact.paragraphs).toEqual([
      "خالد العتيبي، الشريك المدير",
      "ناقشوا نتائجكم مع مستشاري الموارد البشرية لدينا، ونردّ عليكم خلال 24 ساعة.",
      "البريد الإلكتروني: \u2066consult@sanad-partners.sa\u2069",
      "الهاتف: \u2066+966 11 234 5678\u2069",
      "الموقع: \u2066https://example.sa/ar/contact\u2069",
    ]);
    expect(doc.footerLines?.[1]).toBe("\u2066consult@sanad-partners.sa\u2069  ·  \u2066+966 11 234 5678\u2069");
    const benchmark = doc.sections.find((s) => s.heading === "موقعكم بين المنظمات الأخرى");
    expect(benchmark?.kind === "paragraphs" && benchmark.paragraphs).toEqual([
      "متوسط نتائج 24 منظمة أجرت هذا التقييم: 61.3%",
      "نتيجتكم الإجمالية 60% أعلى من نتائج 42% منها.",
    ]);
    const bars = doc.sections.find((s) => s.kind === "bars");
    expect(bars?.kind === "bars" && bars.rows[0].note).toBe("يحتاج إلى تحسين · متوسط جميع المنظمات: 55.5%");
  });
});
