import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildHrReport } from "~/features/hr-assessment/build-hr-report";
import { scoreAssessment } from "~/features/hr-assessment/scoring";
import { buildLeadershipReport } from "~/features/leadership-assessment/build-leadership-report";
import { type LeadershipAnswerValue, type LeadershipQuestionId } from "~/features/leadership-assessment/definition";
import { scoreLeadershipAssessment } from "~/features/leadership-assessment/scoring";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator } from "~/i18n/translate";
import type { ReportDocument } from "./report-document";
import { renderReportPdf } from "./render-report-pdf.server";

const catalogs = builtInCatalogs();

/*
 * The one digit rule (decision 021) in both Arabic PDFs: Western digits and
 * "%" only, never Arabic-Indic digits or the Arabic percent sign.
 */
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9\u066a]/;
const t = createTranslator(catalogs.ar);
const date = new Date("2026-11-22T09:00:00Z");

function hrReport(): ReportDocument {
  const answers = { lq1: "2", lq2: "4", lq3: "3", lq4: "5", lq5: "1" };
  return buildHrReport({ t, lang: "ar", result: scoreAssessment("leadership", answers), answers, challenges: ["saudization", "cost"], date, contactUrl: "https://example.sa/ar/contact" });
}

function leadershipReport(): ReportDocument {
  const answers = Object.fromEntries([5, 4, 4, 5, 3, 4, 5, 4, 4, 4].map((v, i) => [i + 1, v])) as Record<LeadershipQuestionId, LeadershipAnswerValue>;
  return buildLeadershipReport({ t, lang: "ar", result: scoreLeadershipAssessment(answers), answers, date, contactUrl: "https://example.sa/ar/contact", name: "سارة القحطاني", company: "نجد القابضة" });
}

/** Every string a document holds, wherever it sits. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

describe.each([
  ["HR assessment", hrReport],
  ["leadership assessment", leadershipReport],
])("the Arabic %s PDF", (_name, build) => {
  it("writes its date, score, percentages and page numbers in Western digits", () => {
    const doc = build();
    const offending = strings(doc).filter((text) => easternDigits.test(text));
    expect(offending).toEqual([]);
    expect(doc.dateText).toBe("22 نوفمبر 2026");
    expect(strings(doc).join(" ")).toMatch(/\d/);
  });

  it.skipIf(!hasPdftotext)("has no Arabic-Indic digit or Arabic percent sign in the text a reader copies out", async () => {
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await renderReportPdf(build(), { now: date }) }).toString("utf8");
    expect(text).toMatch(/2026/);
    expect(text.match(easternDigits)).toBeNull();
  });
});
