/**
 * The HR assessment's questions (spec: accounts-admin-assessments.md §3, §9),
 * shared by the page and the server, which recomputes every score from the
 * answers. Texts are catalog keys (`hr.*`, messages.ts).
 */
export const userRoles = ["hr", "leadership"] as const;
export type UserRole = (typeof userRoles)[number];

/** The five categories of the HR professional's questionnaire, in the order the page lists them. */
export const hrCategoryIds = ["compliance", "saudization", "gosi", "engagement", "performance"] as const;
/** The business leader's five questions, one per category. */
export const leadershipCategoryIds = ["talent", "performance", "growth", "compliance", "succession"] as const;

export type CategoryId = (typeof hrCategoryIds)[number] | (typeof leadershipCategoryIds)[number];

export interface AnswerOption {
  value: string;
  /** Points toward the category (1 to 5). */
  points: number;
  labelKey: string;
}

export interface Question {
  id: string;
  categoryId: CategoryId;
  questionKey: string;
  options: readonly AnswerOption[];
}

/** Each question counts up to this many points toward its category's total. */
export const MAX_POINTS_PER_QUESTION = 5;

/** never … always are 1 to 5; "don't know" counts as 1, the same as never. */
export const hrOptions: readonly AnswerOption[] = [
  { value: "never", points: 1, labelKey: "hr.option.never" },
  { value: "rarely", points: 2, labelKey: "hr.option.rarely" },
  { value: "sometimes", points: 3, labelKey: "hr.option.sometimes" },
  { value: "usually", points: 4, labelKey: "hr.option.usually" },
  { value: "always", points: 5, labelKey: "hr.option.always" },
  { value: "dont_know", points: 1, labelKey: "hr.option.dont_know" },
];

/** A five-point "to what extent" scale. */
export const leadershipOptions: readonly AnswerOption[] = [1, 2, 3, 4, 5].map((points) => ({
  value: String(points),
  points,
  labelKey: `hr.scale.${points}`,
}));

const hrQuestionCategories: CategoryId[] = ["compliance", "compliance", "saudization", "saudization", "gosi", "gosi", "engagement", "engagement", "performance", "performance"];

export const hrQuestions: readonly Question[] = hrQuestionCategories.map((categoryId, i) => ({
  id: `q${i + 1}`,
  categoryId,
  questionKey: `hr.question.q${i + 1}`,
  options: hrOptions,
}));

export const leadershipQuestions: readonly Question[] = leadershipCategoryIds.map((categoryId, i) => ({
  id: `lq${i + 1}`,
  categoryId,
  questionKey: `hr.question.lq${i + 1}`,
  options: leadershipOptions,
}));

export const challengeIds = ["talent", "retention", "performance", "culture", "compliance", "saudization", "cost", "growth", "remote", "succession"] as const;
export type ChallengeId = (typeof challengeIds)[number];

export function questionsFor(role: UserRole): readonly Question[] {
  return role === "hr" ? hrQuestions : leadershipQuestions;
}

export function categoriesFor(role: UserRole): readonly CategoryId[] {
  return role === "hr" ? hrCategoryIds : leadershipCategoryIds;
}

/** Only business leaders are asked about their challenges (spec §4, the stated rule). */
export function asksChallenges(role: UserRole): boolean {
  return role === "leadership";
}

export const categoryTitleKey = (id: CategoryId) => `hr.category.${id}`;
export const categoryDescriptionKey = (id: CategoryId) => `hr.category.${id}.description`;
export const challengeLabelKey = (id: string) => `hr.challenge.${id}`;

export function isChallengeId(value: unknown): value is ChallengeId {
  return typeof value === "string" && (challengeIds as readonly string[]).includes(value);
}
