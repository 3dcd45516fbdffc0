import { formatPercent, formatRiyadhDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { categoriesFor, type UserRole } from "./definition";
import type { AssessmentResult } from "./scoring";

export interface HrAssessmentNotification {
  subject: string;
  text: string;
}

/**
 * The e-mail that tells the firm a visitor asked for a consultation after the
 * HR assessment. Its words are `hrAdmin.notification.*`, written through
 * `inbox.t` (the server translator, so a dashboard override reaches them) in
 * the inbox's language (`inbox.lang`: English for the firm today).
 */
export function composeHrAssessmentNotification(
  submission: { name: string; email: string; company: string; phone: string | null; message: string | null; userRole: UserRole; challenges: readonly string[] | null },
  result: AssessmentResult,
  meta: { id: number; language: Lang; createdAt: Date; adminUrl: string; leadUrl: string },
  inbox: { t: Translate; lang: Lang },
): HrAssessmentNotification {
  const { t, lang } = inbox;
  const line = (label: string, value: string) => `${`${t(`hrAdmin.notification.${label}`)}:`.padEnd(10)} ${value}`;
  const role = t(`hrAdmin.notification.role.${submission.userRole}`);
  const subject = t("hrAdmin.notification.subject", { company: oneLine(submission.company), name: oneLine(submission.name), role });
  const scoreLines = categoriesFor(submission.userRole).map((id) => {
    const score = result.scores[id];
    return `  ${t(`hrAdmin.notification.category.${id}`).padEnd(32)} ${formatPercent(score.percentage, lang, 0).padStart(4)}  (${score.score}/${score.total})`;
  });
  const lines = [
    t("hrAdmin.notification.intro", { brand: t("brand.name") }),
    "",
    line("name", oneLine(submission.name)),
    line("email", submission.email),
    line("company", oneLine(submission.company)),
    line("phone", submission.phone ?? "—"),
    line("role", role),
    line("language", t(`hrAdmin.notification.language.${meta.language}`)),
    line("received", formatRiyadhDateTime(meta.createdAt, lang)),
    line("reference", `#${meta.id}`),
    "",
    t("hrAdmin.notification.overall", { score: formatPercent(result.overallScore, lang, 2), risk: t(`hrAdmin.notification.risk.${result.riskLevel}`) }),
    ...scoreLines,
  ];
  if (submission.challenges) {
    lines.push(
      "",
      `${t("hrAdmin.notification.challenges")}:`,
      ...(submission.challenges.length ? submission.challenges.map((id) => `  - ${t(`hrAdmin.notification.challenge.${id}`)}`) : [`  ${t("hrAdmin.notification.noChallenges")}`]),
    );
  }
  lines.push(
    "",
    `${t("hrAdmin.notification.message")}:`,
    submission.message ?? "—",
    "",
    "—",
    t("leadPipelineAdmin.notification.openLead", { url: meta.leadUrl }),
    t("hrAdmin.notification.callPromise"),
    t("hrAdmin.notification.all", { url: meta.adminUrl }),
  );
  return { subject: oneLine(subject).slice(0, 200), text: lines.join("\n") };
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
