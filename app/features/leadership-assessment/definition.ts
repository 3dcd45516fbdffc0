/**
 * The leadership assessment's questions (spec: accounts-admin-assessments.md §2, §9),
 * in the same shape as the HR assessment's definition: each question has an
 * id, the catalog keys of its topic and text, and its answer options (value,
 * points, catalog key). Shared by the page and the server, which scores the
 * answers again (scoring.ts).
 */

/** Question ids 1 to 10, in the order they are asked. */
export const LEADERSHIP_QUESTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type LeadershipQuestionId = (typeof LEADERSHIP_QUESTION_IDS)[number];

/** The answer scale: 1 Minimal/Not at all … 5 Extensively. */
export const LEADERSHIP_SCALE = [1, 2, 3, 4, 5] as const;
export type LeadershipAnswerValue = (typeof LEADERSHIP_SCALE)[number];

export interface AnswerOption {
  value: LeadershipAnswerValue;
  /** Points toward the total: the value itself. */
  points: number;
  labelKey: string;
}

export interface Question {
  id: LeadershipQuestionId;
  /** The topic shown above the question (the HR definition's category title). */
  topicKey: string;
  questionKey: string;
  options: readonly AnswerOption[];
}

export function leadershipScaleKey(value: LeadershipAnswerValue): string {
  return `leadership.scale.${value}`;
}

/** Catalog keys of a question. */
export function leadershipQuestionKeys(id: LeadershipQuestionId) {
  return { topic: `leadership.question.${id}.topic`, text: `leadership.question.${id}.text` };
}

export const leadershipOptions: readonly AnswerOption[] = LEADERSHIP_SCALE.map((value) => ({ value, points: value, labelKey: leadershipScaleKey(value) }));

export const leadershipQuestions: readonly Question[] = LEADERSHIP_QUESTION_IDS.map((id) => {
  const keys = leadershipQuestionKeys(id);
  return { id, topicKey: keys.topic, questionKey: keys.text, options: leadershipOptions };
});
