import { categoriesFor, MAX_POINTS_PER_QUESTION, questionsFor, type CategoryId, type UserRole } from "./definition";

/**
 * The HR assessment's scoring rules (spec: accounts-admin-assessments.md §9),
 * pure so the page and the server compute the same numbers.
 */

/** Question id → chosen option value. */
export type Answers = Record<string, string>;

export interface CategoryScore {
  score: number;
  total: number;
  percentage: number;
}

export type CategoryScores = Partial<Record<CategoryId, CategoryScore>>;

export type CategoryRating = "strong" | "adequate" | "needsImprovement" | "critical";
export type BarTone = "red" | "yellow" | "green";
export type OverallMessage = "excellent" | "good" | "fair" | "urgent";
export type RiskLevel = "low" | "medium" | "high";

export function categoryPercentage(score: number, total: number): number {
  return total === 0 ? 0 : (score / total) * 100;
}

/** Points of the chosen option, or undefined when the question was not answered (or the value is not one of its options). */
export function answerPoints(role: UserRole, questionId: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const question = questionsFor(role).find((q) => q.id === questionId);
  return question?.options.find((o) => o.value === value)?.points;
}

/**
 * Per category of the role's questionnaire: the points of its answered
 * questions, out of 5 per answered question, and their percentage. A
 * category without answers has total 0 and 0 percent.
 */
export function scoreCategories(role: UserRole, answers: Answers): Record<string, CategoryScore> {
  const scores: Record<string, CategoryScore> = {};
  for (const id of categoriesFor(role)) scores[id] = { score: 0, total: 0, percentage: 0 };
  for (const question of questionsFor(role)) {
    const points = answerPoints(role, question.id, answers[question.id]);
    if (points === undefined) continue;
    const category = scores[question.categoryId];
    category.score += points;
    category.total += MAX_POINTS_PER_QUESTION;
  }
  for (const category of Object.values(scores)) category.percentage = categoryPercentage(category.score, category.total);
  return scores;
}

export function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Mean of the percentages of the categories that have answers, to 2 decimals; 0 when none has. */
export function overallScore(scores: Record<string, CategoryScore>): number {
  const answered = Object.values(scores).filter((c) => c.total > 0);
  if (answered.length === 0) return 0;
  return roundTo2(answered.reduce((sum, c) => sum + c.percentage, 0) / answered.length);
}

export function categoryRating(percentage: number): CategoryRating {
  if (percentage >= 80) return "strong";
  if (percentage >= 60) return "adequate";
  if (percentage >= 40) return "needsImprovement";
  return "critical";
}

export function barTone(percentage: number): BarTone {
  if (percentage < 33) return "red";
  if (percentage < 66) return "yellow";
  return "green";
}

/**
 * The overall result's one rule (issue 28): each band of the overall score
 * names its risk level and its headline together, so the page, the PDF and
 * the e-mails can never put a headline beside a risk level that says
 * otherwise. The spec's two scales both hold exactly (§9: message 80/60/40,
 * risk 70/40); where they overlap differently, 60 to below 70 ("good" by the
 * message scale, medium by the risk scale), the band has its own headline,
 * one that is good news and names the risk (decision 049).
 */
export const overallBands = [
  { min: 80, headline: "excellent", message: "excellent", risk: "low" },
  { min: 70, headline: "good", message: "good", risk: "low" },
  { min: 60, headline: "goodWithGaps", message: "good", risk: "medium" },
  { min: 40, headline: "fair", message: "fair", risk: "medium" },
  { min: 0, headline: "urgent", message: "urgent", risk: "high" },
] as const satisfies readonly { min: number; headline: string; message: OverallMessage; risk: RiskLevel }[];

export type OverallBand = (typeof overallBands)[number];
export type OverallHeadline = OverallBand["headline"];

export function overallBand(overall: number): OverallBand {
  return overallBands.find((band) => overall >= band.min) ?? overallBands[overallBands.length - 1];
}

/** The spec's message scale (80 / 60 / 40), read from the band. */
export function overallMessage(overall: number): OverallMessage {
  return overallBand(overall).message;
}

/** The spec's risk scale (70 / 40), read from the band. */
export function riskLevel(overall: number): RiskLevel {
  return overallBand(overall).risk;
}

/** Catalog key of the headline the page, the PDF and the mails show for an overall score. */
export function headlineKey(overall: number): `hr.message.${OverallHeadline}` {
  return `hr.message.${overallBand(overall).headline}`;
}

export const STRENGTH_THRESHOLD = 70;

export interface RankedCategory {
  id: string;
  percentage: number;
}

function answeredCategories(scores: Record<string, CategoryScore>): RankedCategory[] {
  return Object.entries(scores)
    .filter(([, c]) => c.total > 0)
    .map(([id, c]) => ({ id, percentage: c.percentage }));
}

/** Answered categories at 70 percent or more, highest first (ties keep the questionnaire's order). */
export function strengths(scores: Record<string, CategoryScore>): RankedCategory[] {
  return answeredCategories(scores)
    .filter((c) => c.percentage >= STRENGTH_THRESHOLD)
    .sort((a, b) => b.percentage - a.percentage);
}

/** Answered categories below 70 percent, lowest first. */
export function improvements(scores: Record<string, CategoryScore>): RankedCategory[] {
  return answeredCategories(scores)
    .filter((c) => c.percentage < STRENGTH_THRESHOLD)
    .sort((a, b) => a.percentage - b.percentage);
}

export interface AssessmentResult {
  role: UserRole;
  scores: Record<string, CategoryScore>;
  overallScore: number;
  overallMessage: OverallMessage;
  /** The headline of the band the overall score falls in (always agrees with the risk level). */
  headline: OverallHeadline;
  riskLevel: RiskLevel;
  strengths: RankedCategory[];
  improvements: RankedCategory[];
}

/** Everything the results step (and the server) derive from the answers. */
export function scoreAssessment(role: UserRole, answers: Answers): AssessmentResult {
  const scores = scoreCategories(role, answers);
  const overall = overallScore(scores);
  const band = overallBand(overall);
  return {
    role,
    scores,
    overallScore: overall,
    overallMessage: band.message,
    headline: band.headline,
    riskLevel: band.risk,
    strengths: strengths(scores),
    improvements: improvements(scores),
  };
}

/** Whether every question of the role's questionnaire has a valid answer. */
export function isComplete(role: UserRole, answers: Answers): boolean {
  return questionsFor(role).every((q) => answerPoints(role, q.id, answers[q.id]) !== undefined);
}

/** Percentages and the overall score may travel with rounding; half a hundredth is the most that is allowed. */
const TOLERANCE = 0.005;

/** Whether the scores and overall score a client sent are the ones its answers give. */
export function scoresMatch(expected: AssessmentResult, sent: { scores: Record<string, unknown>; overallScore: number }): boolean {
  if (Math.abs(expected.overallScore - sent.overallScore) > TOLERANCE) return false;
  const expectedIds = Object.keys(expected.scores).sort();
  const sentIds = Object.keys(sent.scores).sort();
  if (expectedIds.join() !== sentIds.join()) return false;
  return expectedIds.every((id) => {
    const want = expected.scores[id];
    const got = sent.scores[id] as Partial<CategoryScore> | null;
    return (
      typeof got === "object" &&
      got !== null &&
      got.score === want.score &&
      got.total === want.total &&
      typeof got.percentage === "number" &&
      Math.abs(got.percentage - want.percentage) <= TOLERANCE
    );
  });
}
