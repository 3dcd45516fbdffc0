import type { ReportDocument } from "~/features/assessment-report/report-document";
import { formatLongDate, formatPercent } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { categoriesFor, categoryTitleKey, challengeLabelKey, questionsFor, type CategoryId, type ChallengeId } from "./definition";
import { barTone, categoryRating, type Answers, type AssessmentResult, type RiskLevel } from "./scoring";

const riskTone: Record<RiskLevel, ReportDocument["score"]["tone"]> = { low: "green", medium: "yellow", high: "red" };


/**
 * The HR assessment's results PDF in the reader's language: who it is for
 * (name and company, when the visitor gave them), score and risk, areas,
 * strengths, improvements, challenges and the answers.
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
}): ReportDocument {
  const { t, lang, result } = options;
  const area = (id: string) => t(categoryTitleKey(id as CategoryId));
  const ranked = (items: AssessmentResult["strengths"]) => items.map((item) => `${area(item.id)} – ${formatPercent(item.percentage, lang)}`);
  const sections: ReportDocument["sections"] = [
    { kind: "paragraphs", heading: t("hr.report.summary"), paragraphs: [t(`hr.message.${result.overallMessage}`)] },
    {
      kind: "bars",
      heading: t("hr.results.byArea"),
      rows: categoriesFor(result.role).map((id) => {
        const percent = result.scores[id]?.percentage ?? 0;
        return { label: area(id), percent, tone: barTone(percent), note: t(`hr.rating.${categoryRating(percent)}`) };
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
    footerLines: [t("hr.report.contact", { url: options.contactUrl })],
  };
}
