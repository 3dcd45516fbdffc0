import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildHrReport } from "~/features/hr-assessment/build-hr-report";
import { challengeIds, questionsFor, userRoles } from "~/features/hr-assessment/definition";
import { scoreAssessment } from "~/features/hr-assessment/scoring";
import { buildLeadershipReport } from "~/features/leadership-assessment/build-leadership-report";
import { LEADERSHIP_QUESTION_IDS, LEADERSHIP_SCALE } from "~/features/leadership-assessment/definition";
import { scoreLeadershipAssessment } from "~/features/leadership-assessment/scoring";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import type { Lang } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translate";
import { renderReportPdf } from "./render-report-pdf.server";
import type { ReportDocument } from "./report-document";

const catalogs = builtInCatalogs();

/**
 * Both assessments' real PDFs (built from the catalogs, as the API builds
 * them), read back with poppler: who they are for, and no page that holds
 * only a line or two (issue 12).
 */
const hasPoppler = spawnSync("pdftotext", ["-v"]).status === 0;
const date = new Date("2026-03-01T09:00:00Z");
const people = { en: { name: "Laila Al-Qahtani", company: "Najd Logistics Company" }, ar: { name: "ليلى القحطاني", company: "شركة نجد للخدمات اللوجستية" } };

function pagesOf(pdf: Buffer): string[][] {
  const count = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: pdf }).toString())?.[1]);
  return Array.from({ length: count }, (_, i) =>
    execFileSync("pdftotext", ["-f", String(i + 1), "-l", String(i + 1), "-layout", "-enc", "UTF-8", "-", "-"], { input: pdf })
      .toString("utf8")
      .split("\n")
      .filter((line) => line.trim() !== ""),
  );
}

function hrDocuments(): { name: string; doc: ReportDocument }[] {
  const docs: { name: string; doc: ReportDocument }[] = [];
  for (const lang of ["en", "ar"] as Lang[]) {
    const t = createTranslator(catalogs[lang]);
    for (const role of userRoles) {
      const questions = questionsFor(role);
      // Every option in turn, and the first and last option everywhere: answers of every length.
      const answerSets = [
        Object.fromEntries(questions.map((q, i) => [q.id, q.options[i % q.options.length].value])),
        Object.fromEntries(questions.map((q) => [q.id, q.options[0].value])),
        Object.fromEntries(questions.map((q) => [q.id, q.options.at(-1)!.value])),
      ];
      for (const [index, answers] of answerSets.entries()) {
        for (const challenges of role === "leadership" ? [[], challengeIds.slice(0, 2), [...challengeIds]] : [null]) {
          const doc = buildHrReport({ t, lang, result: scoreAssessment(role, answers), answers, challenges, date, contactUrl: "https://example.sa/contact", ...people[lang] });
          docs.push({ name: `hr ${role} ${lang} answers#${index} challenges:${challenges?.length ?? "-"}`, doc });
        }
      }
    }
  }
  return docs;
}

function leadershipDocuments(): { name: string; doc: ReportDocument }[] {
  return (["en", "ar"] as Lang[]).flatMap((lang) =>
    LEADERSHIP_SCALE.map((value) => {
      const answers = Object.fromEntries(LEADERSHIP_QUESTION_IDS.map((id) => [id, value])) as Parameters<typeof scoreLeadershipAssessment>[0];
      const doc = buildLeadershipReport({
        t: createTranslator(catalogs[lang]),
        lang,
        result: scoreLeadershipAssessment(answers),
        answers,
        ...people[lang],
        date,
        contactUrl: "https://example.sa/contact",
      });
      return { name: `leadership ${lang} all ${value}`, doc };
    }),
  );
}

describe.skipIf(!hasPoppler)("assessment PDFs", () => {
  it("the HR report names the person and the company under its title, in both languages", async () => {
    for (const lang of ["en", "ar"] as Lang[]) {
      const answers = Object.fromEntries(questionsFor("hr").map((q) => [q.id, q.options[0].value]));
      const doc = buildHrReport({ t: createTranslator(catalogs[lang]), lang, result: scoreAssessment("hr", answers), answers, challenges: null, date, contactUrl: "https://example.sa", ...people[lang] });
      expect(doc.subtitleLines).toEqual(lang === "en" ? ["Prepared for Laila Al-Qahtani", "Najd Logistics Company"] : ["أُعدّ لـ: ليلى القحطاني", "شركة نجد للخدمات اللوجستية"]);
      const firstPage = pagesOf(await renderReportPdf(doc))[0].join("\n").replace(/[\u200e\u200f\u202a-\u202e]/g, "");
      expect(firstPage).toContain(people[lang].company);
      for (const word of people[lang].name.split(" ")) expect(firstPage).toContain(word);

      const anonymous = buildHrReport({ t: createTranslator(catalogs[lang]), lang, result: scoreAssessment("hr", answers), answers, challenges: null, date, contactUrl: "https://example.sa", name: " ".trim() || null });
      expect(anonymous.subtitleLines).toBeUndefined();
    }
  });

  it("no page holds only a line or two: the last page takes over the end of the page before", { timeout: 120_000 }, async () => {
    for (const { name, doc } of [...hrDocuments(), ...leadershipDocuments()]) {
      const pages = pagesOf(await renderReportPdf(doc));
      pages.forEach((lines, i) => {
        // Every page has a header line and a footer line; a reader wants more than a line or two between them.
        expect(lines.length - 2, `${name}, page ${i + 1} of ${pages.length}`).toBeGreaterThanOrEqual(5);
      });
    }
  });
});
