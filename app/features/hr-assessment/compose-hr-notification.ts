import { formatPercent, formatRiyadhDateTime } from "~/i18n/format";
import { categoriesFor, type UserRole } from "./definition";
import type { AssessmentResult } from "./scoring";

/** English names for the firm's inbox (the page itself is translated through the catalogs). */
const categoryNames: Record<string, string> = {
  compliance: "Labour Law compliance",
  saudization: "Saudization & Nitaqat",
  gosi: "GOSI & social insurance",
  engagement: "Employee engagement",
  performance: "Performance management",
  talent: "Talent acquisition",
  growth: "Workforce planning for growth",
  succession: "Succession planning",
};

const challengeNames: Record<string, string> = {
  talent: "Attracting qualified talent",
  retention: "Retaining key employees",
  performance: "Improving team performance",
  culture: "Building a strong company culture",
  compliance: "Keeping up with Labour Law changes",
  saudization: "Meeting Saudization (Nitaqat) targets",
  cost: "Controlling workforce costs",
  growth: "Scaling the organisation for growth",
  remote: "Managing remote and hybrid teams",
  succession: "Planning leadership succession",
};

const roleNames: Record<UserRole, string> = { hr: "HR Professional", leadership: "Business Leader" };
const riskNames = { low: "Low", medium: "Medium", high: "High" } as const;

export interface HrAssessmentNotification {
  subject: string;
  text: string;
}

/** The e-mail that tells the firm a visitor asked for a consultation after the HR assessment. */
export function composeHrAssessmentNotification(
  submission: { name: string; email: string; company: string; phone: string | null; message: string | null; userRole: UserRole; challenges: readonly string[] | null },
  result: AssessmentResult,
  meta: { id: number; language: "en" | "ar"; createdAt: Date; brand: string; adminUrl: string },
): HrAssessmentNotification {
  const subject = `New HR assessment: ${oneLine(submission.company)} · ${oneLine(submission.name)} (${roleNames[submission.userRole]})`;
  const scoreLines = categoriesFor(submission.userRole).map((id) => {
    const score = result.scores[id];
    return `  ${(categoryNames[id] ?? id).padEnd(32)} ${formatPercent(score.percentage, "en", 0).padStart(4)}  (${score.score}/${score.total})`;
  });
  const lines = [
    `A visitor completed the HR assessment on the ${meta.brand} website and asked for a consultation.`,
    "",
    `Name:      ${oneLine(submission.name)}`,
    `Email:     ${submission.email}`,
    `Company:   ${oneLine(submission.company)}`,
    `Phone:     ${submission.phone ?? "—"}`,
    `Role:      ${roleNames[submission.userRole]}`,
    `Language:  ${meta.language === "ar" ? "Arabic" : "English"}`,
    `Received:  ${formatRiyadhDateTime(meta.createdAt, "en")}`,
    `Reference: #${meta.id}`,
    "",
    `Overall score: ${formatPercent(result.overallScore, "en", 2)} · ${riskNames[result.riskLevel]} risk`,
    ...scoreLines,
  ];
  if (submission.challenges) {
    lines.push("", "Business challenges:", ...(submission.challenges.length ? submission.challenges.map((id) => `  - ${challengeNames[id] ?? id}`) : ["  (none selected)"]));
  }
  lines.push("", "Message:", submission.message ?? "—", "", "—", "The visitor was promised a call within 1-2 business days.", `All submissions: ${meta.adminUrl}`);
  return { subject: subject.slice(0, 200), text: lines.join("\n") };
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
