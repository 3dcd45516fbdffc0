import "~/lib/zod-jitless";
import { z } from "zod";
import { companyField, emailField, fullNameField, LEAD_LIMITS, phoneField } from "~/components/forms/contact-fields";
import { idempotencyKeyField } from "~/features/security/idempotency-key";
import { spamGuardShape } from "~/features/security/spam-guard";
import { challengeIds, userRoles } from "./definition";

const phone = phoneField();

/**
 * The results page's contact step (spec §2, §5): name, email and company
 * required; phone and message optional. Used by the form and, inside the
 * submission schema, by the server. Messages are catalog keys.
 */
export const hrContactShape = {
  name: fullNameField("leads.validation.contactName"),
  email: emailField("leads.validation.contactEmail"),
  company: companyField().min(1, "hr.validation.company"),
  /** Optional: blank is sent and stored as null. */
  phone: z
    .string({ error: "leads.validation.phone" })
    .trim()
    .refine((value) => value === "" || phone.safeParse(value).success, "leads.validation.phone")
    .nullish()
    .transform((value) => value || null),
  message: z
    .string({ error: "leads.validation.textTooLong" })
    .trim()
    .max(LEAD_LIMITS.textMax, "leads.validation.textTooLong")
    .nullish()
    .transform((value) => value || null),
};

export const hrContactSchema = z.object(hrContactShape);
export type HrContactInput = z.input<typeof hrContactSchema>;
export type HrContactValues = z.output<typeof hrContactSchema>;

/** Most question ids and option values are a few characters; this keeps a hostile body small. */
const MAX_ANSWERS = 20;

/**
 * `POST /api/hr-assessment` (spec §7): the contact fields, the role, the
 * answers (so the server can recompute), the scores as JSON text, the
 * overall score, the leader's challenges, the page's language and the
 * spam-guard fields.
 */
const userRoleField = z.enum(userRoles, { error: "hr.validation.role" });
const answersField = z
  .record(z.string().max(10), z.string().max(20), { error: "hr.validation.answers" })
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, "hr.validation.answers");
const challengesField = z
  .array(z.enum(challengeIds, { error: "hr.validation.challenges" }), { error: "hr.validation.challenges" })
  .max(challengeIds.length, "hr.validation.challenges")
  .refine((ids) => new Set(ids).size === ids.length, "hr.validation.challenges")
  .nullish();

export const hrAssessmentSubmissionSchema = z.object({
  ...hrContactShape,
  userRole: userRoleField,
  answers: answersField,
  scores: z
    .string({ error: "hr.validation.scores" })
    .max(4_000, "hr.validation.scores")
    .transform((text, ctx) => {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: "hr.validation.scores" });
      return z.NEVER;
    }),
  overallScore: z.number({ error: "hr.validation.scores" }).min(0, "hr.validation.scores").max(100, "hr.validation.scores"),
  challenges: challengesField,
  language: z.enum(["en", "ar"]).optional(),
  idempotencyKey: idempotencyKeyField,
  ...spamGuardShape,
});

export type HrAssessmentSubmissionInput = z.input<typeof hrAssessmentSubmissionSchema>;
export type HrAssessmentSubmission = z.output<typeof hrAssessmentSubmissionSchema>;

/** Who the PDF is for: optional (the results can be downloaded before the contact step), blank means left out. */
const reportText = (max: number, tooLongKey: string) =>
  z
    .string({ error: tooLongKey })
    .trim()
    .max(max, tooLongKey)
    .nullish()
    .transform((value) => value || null);

/** `POST /api/hr-assessment/report`: what the results PDF is built from, and the name and company it names. */
export const hrReportRequestSchema = z.object({
  userRole: userRoleField,
  answers: answersField,
  challenges: challengesField,
  name: reportText(LEAD_LIMITS.nameMax, "leads.validation.nameTooLong"),
  company: reportText(LEAD_LIMITS.companyMax, "leads.validation.companyTooLong"),
  language: z.enum(["en", "ar"]).optional(),
});

/** `GET /api/hr-assessment/benchmark?role=hr&score=62.5`: the questionnaire and the overall score to compare. */
export const hrBenchmarkQuerySchema = z.object({
  role: userRoleField,
  score: z.coerce.number({ error: "hr.validation.scores" }).min(0, "hr.validation.scores").max(100, "hr.validation.scores"),
});
