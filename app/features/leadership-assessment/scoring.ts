/**
 * The stand-alone leadership assessment's rules (spec: accounts-admin-assessments.md §9),
 * shared by the page, which shows the result at once, and the server, which
 * recomputes it before storing a submission or rendering a PDF.
 */

import { LEADERSHIP_QUESTION_IDS, LEADERSHIP_SCALE, type LeadershipAnswerValue, type LeadershipQuestionId } from "./definition";


export const LEADERSHIP_MAX_SCORE = LEADERSHIP_QUESTION_IDS.length * LEADERSHIP_SCALE[LEADERSHIP_SCALE.length - 1];

/** The stored category names (the spec's words, kept in English in the database). */
export const LEADERSHIP_CATEGORIES = ["Future-Ready", "Moderate Gaps", "High Risk"] as const;
export type LeadershipCategory = (typeof LEADERSHIP_CATEGORIES)[number];

/** Lowest total of each category: Future-Ready 40–50, Moderate Gaps 30–39, High Risk 0–29. */
export const LEADERSHIP_THRESHOLDS = { futureReady: 40, moderateGaps: 30 } as const;

/** Question id → chosen value. */
export type LeadershipAnswers = Partial<Record<LeadershipQuestionId, LeadershipAnswerValue>>;

export interface LeadershipResult {
  totalScore: number;
  category: LeadershipCategory;
}

export function leadershipCategoryOf(totalScore: number): LeadershipCategory {
  if (totalScore >= LEADERSHIP_THRESHOLDS.futureReady) return "Future-Ready";
  if (totalScore >= LEADERSHIP_THRESHOLDS.moderateGaps) return "Moderate Gaps";
  return "High Risk";
}

export function isLeadershipAnswerValue(value: unknown): value is LeadershipAnswerValue {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Whether every question has an answer on the scale. */
export function isComplete(answers: LeadershipAnswers): answers is Record<LeadershipQuestionId, LeadershipAnswerValue> {
  return LEADERSHIP_QUESTION_IDS.every((id) => isLeadershipAnswerValue(answers[id]));
}

/** Total (10..50 for a complete set) and its category. */
export function scoreLeadershipAssessment(answers: Record<LeadershipQuestionId, LeadershipAnswerValue>): LeadershipResult {
  const totalScore = LEADERSHIP_QUESTION_IDS.reduce((sum, id) => sum + answers[id], 0);
  return { totalScore, category: leadershipCategoryOf(totalScore) };
}

/** The catalog slug of a category: `leadership.category.<slug>.*`. */
export const leadershipCategorySlug: Record<LeadershipCategory, "futureReady" | "moderateGaps" | "highRisk"> = {
  "Future-Ready": "futureReady",
  "Moderate Gaps": "moderateGaps",
  "High Risk": "highRisk",
};

/** The traffic-light tone of a category (green, yellow, red). */
export const leadershipCategoryTone: Record<LeadershipCategory, "green" | "yellow" | "red"> = {
  "Future-Ready": "green",
  "Moderate Gaps": "yellow",
  "High Risk": "red",
};

/** Each category has three recommended next steps. */
export const LEADERSHIP_NEXT_STEP_COUNT = 3;

/** Catalog keys of a category's texts. */
export function leadershipCategoryKeys(category: LeadershipCategory) {
  const base = `leadership.category.${leadershipCategorySlug[category]}`;
  return {
    label: `${base}.label`,
    description: `${base}.description`,
    steps: Array.from({ length: LEADERSHIP_NEXT_STEP_COUNT }, (_, i) => `${base}.step${i + 1}`),
  };
}
