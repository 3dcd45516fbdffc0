import "~/lib/zod-jitless";
import { z } from "zod";
import { LEAD_LIMITS, phoneField } from "~/components/forms/contact-fields";
import { idempotencyKeyField } from "~/features/security/idempotency-key";
import { spamGuardShape } from "~/features/security/spam-guard";
import { LEADERSHIP_QUESTION_IDS, type LeadershipAnswerValue, type LeadershipQuestionId } from "./definition";
import { isLeadershipAnswerValue, LEADERSHIP_CATEGORIES } from "./scoring";

/*
 * Messages are catalog keys: the page translates them with `t()`, the API's
 * error handler in the request's language.
 */

const nameField = z
  .string({ error: "leadership.validation.name" })
  .trim()
  .min(1, "leadership.validation.name")
  .max(LEAD_LIMITS.nameMax, "leads.validation.nameTooLong");

const emailText = z
  .string({ error: "leadership.validation.email" })
  .trim()
  .max(LEAD_LIMITS.emailMax, "leads.validation.emailTooLong")
  .refine((value) => value === "" || z.email().safeParse(value).success, "leadership.validation.email");

const companyText = z.string({ error: "leads.validation.companyTooLong" }).trim().max(LEAD_LIMITS.companyMax, "leads.validation.companyTooLong");

const phoneText = z
  .string({ error: "leads.validation.phone" })
  .trim()
  .refine((value) => value === "" || phoneField().safeParse(value).success, "leads.validation.phone");

/** "Almost Done!": only the name is required; an e-mail address, when given, must be one. */
export const leadershipDetailsSchema = z.object({
  name: nameField,
  email: emailText,
  company: companyText,
  phone: phoneText,
});

export type LeadershipDetailsInput = z.input<typeof leadershipDetailsSchema>;
export type LeadershipDetails = z.output<typeof leadershipDetailsSchema>;

/** An optional text of the API body: absent, null or blank all become null. */
function nullable<T extends z.ZodType<string, string>>(field: T) {
  return z.preprocess((value) => value ?? "", field).transform((value) => (value === "" ? null : value));
}

/**
 * The answers map, question id → 1..5, for all ten questions and nothing
 * else. The spec sends it as a JSON string; an object is accepted too.
 */
export function parseLeadershipAnswers(value: unknown): Record<LeadershipQuestionId, LeadershipAnswerValue> | null {
  let raw = value;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  if (Object.keys(record).length !== LEADERSHIP_QUESTION_IDS.length) return null;
  const answers = {} as Record<LeadershipQuestionId, LeadershipAnswerValue>;
  for (const id of LEADERSHIP_QUESTION_IDS) {
    const answer = record[String(id)];
    if (!isLeadershipAnswerValue(answer)) return null;
    answers[id] = answer;
  }
  return answers;
}

const answersField = z.unknown().transform((value, ctx) => {
  const answers = parseLeadershipAnswers(value);
  if (!answers) {
    ctx.addIssue({ code: "custom", message: "leadership.validation.answers" });
    return z.NEVER;
  }
  return answers;
});

const languageField = z.enum(["en", "ar"]).optional();

/**
 * `POST /api/leadership-assessment` (spec §7): the taker's details, the
 * result the page computed and the answers it came from, plus the spam-guard
 * fields. The server recomputes the result and refuses one that differs.
 */
export const leadershipSubmissionSchema = z.object({
  name: nameField,
  email: nullable(emailText),
  company: nullable(companyText),
  phone: nullable(phoneText),
  totalScore: z.number({ error: "leadership.validation.totalScore" }).int("leadership.validation.totalScore"),
  category: z.enum(LEADERSHIP_CATEGORIES, { error: "leadership.validation.category" }),
  answers: answersField,
  language: languageField,
  idempotencyKey: idempotencyKeyField,
  ...spamGuardShape,
});

export type LeadershipSubmission = z.output<typeof leadershipSubmissionSchema>;

/** `POST /api/leadership-assessment/report`: what the PDF is made from. */
export const leadershipReportRequestSchema = z.object({
  answers: answersField,
  name: nullable(companyText.max(LEAD_LIMITS.nameMax, "leads.validation.nameTooLong")),
  company: nullable(companyText),
  language: languageField,
});

export type LeadershipReportRequest = z.output<typeof leadershipReportRequestSchema>;

/** `PUT /api/leadership-assessment/{id}` (the admin's Mark as Sent). */
export const leadershipEmailStatusSchema = z.object({
  sentEmail: z.boolean({ error: "leadership.validation.sentEmail" }),
});
