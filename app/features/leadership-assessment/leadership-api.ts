import type { SpamGuardFields } from "~/features/security/spam-guard";
import type { SubmissionKey } from "~/features/security/submission-key";
import type { Lang } from "~/i18n/locales";
import { leadFormExtras } from "~/features/lead-capture/touch-tracker";
import { apiRequest } from "~/lib/api-client";
import type { LeadershipDetails } from "./leadership-assessment.schema";
import type { LeadershipAssessmentSaved, LeadershipAssessmentSummary } from "./leadership-assessment-row";
import type { LeadershipAnswerValue, LeadershipQuestionId } from "./definition";
import type { LeadershipResult } from "./scoring";

type CompleteAnswers = Record<LeadershipQuestionId, LeadershipAnswerValue>;

/**
 * `POST /api/leadership-assessment`: empty optional fields go as null, the
 * answers as a JSON string (spec §7). The answer also says whether the
 * results e-mail will really go out (`resultsEmail`).
 */
export async function submitLeadershipAssessment(
  submission: { details: LeadershipDetails; result: LeadershipResult; answers: CompleteAnswers },
  guard: SpamGuardFields,
  language: Lang,
  key?: SubmissionKey,
): Promise<LeadershipAssessmentSaved> {
  const { details, result, answers } = submission;
  const entries = {
    name: details.name,
    email: details.email || null,
    company: details.company || null,
    phone: details.phone || null,
    totalScore: result.totalScore,
    category: result.category,
    answers: JSON.stringify(answers),
    language,
  };
  // With the page's submission key, "Send again" after a lost answer is stored once.
  const idempotencyKey = key?.for(entries);
  // With the first-party attribution and the privacy notice the page showed (outside the key).
  const res = await apiRequest("POST", "/api/leadership-assessment", { ...entries, ...guard, ...leadFormExtras(), ...(idempotencyKey ? { idempotencyKey } : {}) });
  const saved = (await res.json()) as LeadershipAssessmentSaved;
  key?.done();
  return saved;
}

/** `POST /api/leadership-assessment/report`: the results PDF as a blob. */
export async function fetchLeadershipReport(request: { answers: CompleteAnswers; name?: string; company?: string; language: Lang }): Promise<Blob> {
  const res = await apiRequest("POST", "/api/leadership-assessment/report", {
    answers: request.answers,
    name: request.name || null,
    company: request.company || null,
    language: request.language,
  });
  return res.blob();
}

/** `PUT /api/leadership-assessment/{id}`: the admin's Mark as Sent. */
export async function setLeadershipEmailSent(id: number, sentEmail: boolean): Promise<{ assessment: LeadershipAssessmentSummary }> {
  const res = await apiRequest("PUT", `/api/leadership-assessment/${id}`, { sentEmail });
  return (await res.json()) as { assessment: LeadershipAssessmentSummary };
}
