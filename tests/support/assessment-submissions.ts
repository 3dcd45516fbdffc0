import { hrQuestions } from "~/features/hr-assessment/definition";
import { scoreAssessment, type Answers } from "~/features/hr-assessment/scoring";

/** HR answers going through every choice in turn (a real, scorable questionnaire). */
export const hrAnswers: Answers = Object.fromEntries(hrQuestions.map((q, i) => [q.id, ["always", "usually", "sometimes", "rarely", "never", "dont_know"][i % 6]]));

/** The leadership answers the page sends (a JSON text of question → 1–5), 42 of 50. */
export const leadershipAnswersJson = JSON.stringify(Object.fromEntries([5, 4, 4, 5, 3, 4, 5, 4, 4, 4].map((value, i) => [String(i + 1), value])));

/** What the HR assessment page sends (`POST /api/hr-assessment`), scored for real, filled in a minute; `overrides` name the person and anything else. */
export function hrSubmission(overrides: Record<string, unknown> = {}, sentAt = Date.now()): Record<string, unknown> {
  const { scores, overallScore } = scoreAssessment("hr", hrAnswers);
  return { phone: null, scores: JSON.stringify(scores), overallScore, userRole: "hr", answers: hrAnswers, language: "en", startedAt: sentAt - 60_000, sentAt, ...overrides };
}

/** What the leadership assessment page sends (`POST /api/leadership-assessment`), 42 of 50 (Future-Ready), in Arabic, filled in a minute and a half. */
export function leadershipSubmission(overrides: Record<string, unknown> = {}, sentAt = Date.now()): Record<string, unknown> {
  return { company: null, phone: null, totalScore: 42, category: "Future-Ready", answers: leadershipAnswersJson, language: "ar", startedAt: sentAt - 90_000, sentAt, ...overrides };
}
