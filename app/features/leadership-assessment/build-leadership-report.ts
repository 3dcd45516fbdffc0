import { footerContact, ltrIsolate } from "~/features/assessment-report/footer-contact";
import type { ReportContact, ReportContactPartner, ReportDocument } from "~/features/assessment-report/report-document";
import { formatLongDate } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { LEADERSHIP_QUESTION_IDS, leadershipQuestionKeys, leadershipScaleKey, type LeadershipAnswerValue, type LeadershipQuestionId } from "./definition";
import { LEADERSHIP_MAX_SCORE, leadershipCategoryKeys, leadershipCategoryTone, type LeadershipResult } from "./scoring";

/** The results PDF's content in the reader's language: score, category, summary, next steps and the ten answers. */
export function buildLeadershipReport(options: {
  t: Translate;
  lang: Lang;
  result: LeadershipResult;
  answers: Record<LeadershipQuestionId, LeadershipAnswerValue>;
  name?: string | null;
  company?: string | null;
  date: Date;
  contactUrl: string;
  /** The firm's contact details; each printed only when set. */
  contact?: ReportContact;
  /** The partner named beside them, in the report's language. */
  partner?: ReportContactPartner | null;
}): ReportDocument {
  const { t, lang, result, answers } = options;
  const keys = leadershipCategoryKeys(result.category);
  const subtitleLines = [options.name ? t("leadership.report.preparedFor", { name: options.name }) : null, options.company || null].filter(
    (line): line is string => Boolean(line),
  );
  const contactLines = [
    options.partner ? t("leadership.report.partner", { name: options.partner.name, title: options.partner.title }) : null,
    t("leadership.report.contactLead"),
    options.contact?.email ? t("leadership.report.contactEmail", { email: ltrIsolate(options.contact.email) }) : null,
    options.contact?.phone ? t("leadership.report.contactPhone", { phone: ltrIsolate(options.contact.phone) }) : null,
    t("leadership.report.contactWeb", { url: ltrIsolate(options.contactUrl) }),
  ].filter((line): line is string => line !== null);
  return {
    lang,
    firmName: t("brand.name"),
    title: t("leadership.title"),
    ...(subtitleLines.length > 0 ? { subtitleLines } : {}),
    dateText: formatLongDate(options.date, lang),
    score: {
      value: result.totalScore,
      max: LEADERSHIP_MAX_SCORE,
      // "42 / 50" in English; Arabic says "42 من 50", which keeps its order in a right-to-left line.
      display: t("leadership.report.score", { score: result.totalScore, max: LEADERSHIP_MAX_SCORE }),
      label: t(keys.label),
      tone: leadershipCategoryTone[result.category],
    },
    sections: [
      { kind: "paragraphs", heading: t("leadership.results.summaryTitle"), paragraphs: [t(keys.description)] },
      { kind: "bullets", heading: t("leadership.results.nextStepsTitle"), items: keys.steps.map((key) => t(key)) },
      {
        kind: "answers",
        heading: t("leadership.report.answersTitle"),
        rows: LEADERSHIP_QUESTION_IDS.map((id) => ({
          question: `${id}. ${t(leadershipQuestionKeys(id).text)}`,
          answer: `${answers[id]} – ${t(leadershipScaleKey(answers[id]))}`,
        })),
      },
      { kind: "paragraphs", heading: t("leadership.report.contactHeading"), paragraphs: contactLines, keepTogether: true },
    ],
    footerLines: [t("leadership.report.contact", { url: options.contactUrl }), ...footerContact(options.contact)],
    pageNumber: t("leadership.report.page"),
  };
}
