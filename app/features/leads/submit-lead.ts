import { ApiError, apiRequest } from "~/lib/api-client";
import type { Lang } from "~/i18n/locales";
import type { SpamGuardFields } from "~/features/security/spam-guard";
import type { LeadPayload } from "./compose-lead-message";
import type { SubmissionKey } from "~/features/security/submission-key";

export interface SubmittedLead {
  submission: { id: number; createdAt: string };
}

/**
 * `POST /api/contact`: the call behind the contact form and both dialogs.
 * With the form's submission key, a resend of the same entries (after an
 * answer that never arrived) is stored once.
 */
export async function submitLead(payload: LeadPayload, guard: SpamGuardFields, language: Lang, key?: SubmissionKey): Promise<SubmittedLead> {
  const idempotencyKey = key?.for({ ...payload, language });
  const res = await apiRequest("POST", "/api/contact", { ...payload, ...guard, language, ...(idempotencyKey ? { idempotencyKey } : {}) });
  const lead = (await res.json()) as SubmittedLead;
  key?.done();
  return lead;
}

/**
 * The destructive toast's description for a failed submission: the server's
 * own (translated) words for a rate limit or a form sent too fast, otherwise
 * the form's message from the spec. Server internals are never shown.
 */
export function failureDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.code === "TOO_FAST")) return error.serverMessage ?? fallback;
  return fallback;
}

/** Field errors of a 400 answer (already translated by the server), by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.status === 400) return error.fieldErrors ?? {};
  return {};
}
