import { leadFormExtras } from "~/features/lead-capture/touch-tracker";
import { apiRequest } from "~/lib/api-client";
import type { Lang } from "~/i18n/locales";
import type { SpamGuardFields } from "~/features/security/spam-guard";
import type { LeadPayload } from "./compose-lead-message";
import type { SubmissionKey } from "~/features/security/submission-key";

export interface SubmittedLead {
  submission: { id: number; createdAt: string };
}

/**
 * `POST /api/contact`: the call behind the contact form and both dialogs,
 * with the first-party attribution and the privacy notice the page showed.
 * With the form's submission key, a resend of the same entries (after an
 * answer that never arrived) is stored once.
 */
export async function submitLead(payload: LeadPayload, guard: SpamGuardFields, language: Lang, key?: SubmissionKey): Promise<SubmittedLead> {
  const idempotencyKey = key?.for({ ...payload, language });
  // The touches and the privacy notice shown go along, outside the key: a resend is the same submission.
  const res = await apiRequest("POST", "/api/contact", { ...payload, ...guard, language, ...leadFormExtras(), ...(idempotencyKey ? { idempotencyKey } : {}) });
  const lead = (await res.json()) as SubmittedLead;
  key?.done();
  return lead;
}
