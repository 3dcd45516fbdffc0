import { footerContact, ltrIsolate } from "~/features/assessment-report/footer-contact";
import type { ReportContact, ReportContactPartner, ReportDocument } from "~/features/assessment-report/report-document";
import { formatLongDate, formatNumber, formatPercent } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { categoriesFor, categoryTitleKey, challengeLabelKey, questionsFor, type CategoryId, type ChallengeId } from "./definition";
import { adviceKey } from "./advice";
import { benchmarkRankKey, type HrBenchmark } from "./hr-benchmark";
import { barTone, categoryRating, headlineKey, type Answers, type AssessmentResult, type RiskLevel } from "./scoring";

const riskTone: Record<RiskLevel, ReportDocument["score"]["tone"]> = { low: "green", medium: "yellow", high: "red" };


/**
 * The HR assessment's results PDF in the reader's language: who it is for
 * (name and company, when the visitor gave them), score and risk, areas,
 * the comparison with other organisations (from 20), advice per area,
 * strengths, improvements, challenges, the answers, and whom to talk to.
 */
export function buildHrReport(options: {
  t: Translate;
  lang: Lang;
  result: AssessmentResult;
  answers: Answers;
  challenges: readonly ChallengeId[] | null;
  name?: string | null;
  company?: string | null;
  date: Date;
  contactUrl: string;
  /** Null below the threshold: then the PDF compares nothing. */
  benchmark?: HrBenchmark | null;
  /** The firm's contact details; each printed only when set. */
  contact?: ReportContact;
  /** The partner named beside them, in the report's language. */
  partner?: ReportContactPartner | null;
}): ReportDocument {
  const { t, lang, result } = options;
  const area = (id: string) => t(categoryTitleKey(id as CategoryId));
  const ranked = (items: AssessmentResult["strengths"]) => items.map((item) => `${area(item.id)} – ${formatPercent(item.percentage, lang)}`);
  const sections: ReportDocument["sections"] = [
    { kind: "paragraphs", heading: t("hr.report.summary"), paragraphs: [t(headlineKey(result.overallScore))] },
    {
      kind: "bars",
      heading: t("hr.results.byArea"),
      rows: categoriesFor(result.role).map((id) => {
        const percent = result.scores[id]?.percentage ?? 0;
        const average = options.benchmark?.categories[id];
        const rating = t(`hr.rating.${categoryRating(percent)}`);
        const note = average === undefined ? rating : `${rating} · ${t("hr.benchmark.categoryAverage", { average: formatPercent(average, lang) })}`;
        return { label: area(id), percent, tone: barTone(percent), note };
      }),
    },
    ...(options.benchmark
      ? [
          {
            kind: "paragraphs" as const,
            heading: t("hr.benchmark.heading"),
            paragraphs: [
              t("hr.benchmark.average", { count: formatNumber(options.benchmark.count, lang), average: formatPercent(options.benchmark.average, lang) }),
              t(benchmarkRankKey(options.benchmark), { score: formatPercent(result.overallScore, lang), percent: formatPercent(options.benchmark.percentBelow, lang) }),
            ],
          },
        ]
      : []),
    {
      kind: "advice",
      heading: t("hr.report.advice"),
      rows: categoriesFor(result.role).map((id) => {
        const percent = result.scores[id]?.percentage ?? 0;
        return { label: area(id), note: t(`hr.rating.${categoryRating(percent)}`), tone: barTone(percent), text: t(adviceKey(id, percent)) };
      }),
    },
    { kind: "bullets", heading: t("hr.results.strengths"), items: result.strengths.length ? ranked(result.strengths) : [t("hr.results.strengthsEmpty")] },
    { kind: "bullets", heading: t("hr.results.improvements"), items: result.improvements.length ? ranked(result.improvements) : [t("hr.results.improvementsEmpty")] },
  ];
  if (options.challenges && options.challenges.length > 0) {
    sections.push({ kind: "bullets", heading: t("hr.results.challenges"), items: options.challenges.map((id) => t(challengeLabelKey(id))) });
  }
  sections.push({
    kind: "answers",
    heading: t("hr.report.answers"),
    rows: questionsFor(result.role).map((question, i) => {
      const option = question.options.find((o) => o.value === options.answers[question.id]);
      return { question: `${i + 1}. ${t(question.questionKey)}`, answer: option ? t(option.labelKey) : "—" };
    }),
  });
  const contactLines = [
    options.partner ? t("hr.report.partner", { name: options.partner.name, title: options.partner.title }) : null,
    t("hr.report.contactLead"),
    options.contact?.email ? t("hr.report.contactEmail", { email: ltrIsolate(options.contact.email) }) : null,
    options.contact?.phone ? t("hr.report.contactPhone", { phone: ltrIsolate(options.contact.phone) }) : null,
    t("hr.report.contactWeb", { url: ltrIsolate(options.contactUrl) }),
  ].filter((line): line is string => line !== null);
  sections.push({ kind: "paragraphs", heading: t("hr.report.contactHeading"), paragraphs: contactLines, keepTogether: true });
  const subtitleLines = [options.name ? t("hr.report.preparedFor", { name: options.name }) : null, options.company || null].filter(
    (line): line is string => Boolean(line),
  );
  return {
    lang,
    firmName: t("brand.name"),
    title: t("hr.report.title"),
    ...(subtitleLines.length > 0 ? { subtitleLines } : {}),
    dateText: formatLongDate(options.date, lang),
    score: {
      value: result.overallScore,
      max: 100,
      display: formatPercent(result.overallScore, lang),
      label: t(`hr.risk.${result.riskLevel}`),
      tone: riskTone[result.riskLevel],
    },
    sections,
    footerLines: [t("hr.report.contact", { url: options.contactUrl }), ...footerContact(options.contact)],
    pageNumber: t("hr.report.page"),
  };
}

