import type { SpamGuardFields } from "~/features/security/spam-guard";
import type { SubmissionKey } from "~/features/security/submission-key";
import type { Lang } from "~/i18n/locales";
import { leadFormExtras } from "~/features/lead-capture/touch-tracker";
import { apiRequest } from "~/lib/api-client";
import { asksChallenges, type ChallengeId, type UserRole } from "./definition";
import type { CreatedHrAssessmentBody } from "./hr-assessment-api";
import type { HrBenchmark, HrBenchmarkBody } from "./hr-benchmark";
import type { HrContactInput } from "./hr-assessment.schema";
import { scoreAssessment, type Answers } from "./scoring";

/** The spec's payload (§7) plus the answers, so the server can recompute the scores. */
export interface HrAssessmentPayload {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  message: string | null;
  /** JSON text: per category `{ score, total, percentage }`. */
  scores: string;
  overallScore: number;
  userRole: UserRole;
  /** Business leaders only. */
  challenges?: ChallengeId[];
  language: Lang;
  answers: Answers;
}

export function composeHrAssessmentPayload(
  assessment: { role: UserRole; answers: Answers; challenges: readonly ChallengeId[] },
  contact: HrContactInput,
  language: Lang,
): HrAssessmentPayload {
  const result = scoreAssessment(assessment.role, assessment.answers);
  return {
    name: contact.name.trim(),
    email: contact.email.trim(),
    company: contact.company.trim(),
    phone: contact.phone?.trim() || null,
    message: contact.message?.trim() || null,
    scores: JSON.stringify(result.scores),
    overallScore: result.overallScore,
    userRole: assessment.role,
    ...(asksChallenges(assessment.role) ? { challenges: [...assessment.challenges] } : {}),
    language,
    answers: { ...assessment.answers },
  };
}

/** `POST /api/hr-assessment`. With the page's submission key, a resend of the same request is stored once. */
export async function submitHrAssessment(payload: HrAssessmentPayload, guard: SpamGuardFields, key?: SubmissionKey): Promise<CreatedHrAssessmentBody> {
  const idempotencyKey = key?.for(payload);
  // With the first-party attribution and the privacy notice the page showed (outside the key).
  const res = await apiRequest("POST", "/api/hr-assessment", { ...payload, ...guard, ...leadFormExtras(), ...(idempotencyKey ? { idempotencyKey } : {}) });
  const created = (await res.json()) as CreatedHrAssessmentBody;
  key?.done();
  return created;
}

/** `POST /api/hr-assessment/report`: the results PDF, built by the server from the role and the answers, naming the person and company when known. */
export async function fetchHrReport(request: {
  role: UserRole;
  answers: Answers;
  challenges: readonly ChallengeId[];
  name?: string;
  company?: string;
  language: Lang;
}): Promise<Blob> {
  const res = await apiRequest("POST", "/api/hr-assessment/report", {
    userRole: request.role,
    answers: request.answers,
    ...(asksChallenges(request.role) ? { challenges: [...request.challenges] } : {}),
    ...(request.name?.trim() ? { name: request.name.trim() } : {}),
    ...(request.company?.trim() ? { company: request.company.trim() } : {}),
    language: request.language,
  });
  return res.blob();
}

/** `GET /api/hr-assessment/benchmark`: how an overall score compares with the stored submissions, or null below the threshold. */
export async function fetchHrBenchmark(request: { role: UserRole; score: number }): Promise<HrBenchmark | null> {
  const query = new URLSearchParams({ role: request.role, score: String(request.score) });
  const res = await apiRequest("GET", `/api/hr-assessment/benchmark?${query.toString()}`);
  return ((await res.json()) as HrBenchmarkBody).benchmark;
}
