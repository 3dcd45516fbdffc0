import "~/lib/zod-jitless";
import { z } from "zod";
import { spamGuardShape } from "~/features/security/spam-guard";
import { companyField, emailField, fullNameField, LEAD_LIMITS, longTextField } from "./lead-fields";

/** What a submission's key looks like (a UUID or similar, made by the browser). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The body of `POST /api/contact`, sent by the contact form and by the
 * inquiry and consultation dialogs (which compose `message` and `service`,
 * see compose-lead-message.ts), plus the spam-guard fields.
 */
export const contactSubmissionSchema = z.object({
  fullName: fullNameField("leads.validation.contactName"),
  email: emailField("leads.validation.contactEmail"),
  company: companyField()
    .nullish()
    .transform((value) => value || null),
  service: z
    .string({ error: "leads.validation.service" })
    .trim()
    .min(1, "leads.validation.service")
    .max(LEAD_LIMITS.serviceMax, "leads.validation.service"),
  message: longTextField("leads.validation.message", LEAD_LIMITS.messageMax, "leads.validation.messageTooLong"),
  // The dialogs and /connect send no privacy field; the contact form sends its tick box, which must be ticked.
  privacy: z
    .boolean({ error: "leads.validation.privacy" })
    .optional()
    .refine((value) => value !== false, "leads.validation.privacy"),
  /** One per submission, the same on every retry of it (idempotency.ts): a lead whose answer was lost is not stored twice. */
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
  /** The page's language, so the lead is stored (and answered) in it. */
  language: z.enum(["en", "ar"]).optional(),
  ...spamGuardShape,
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
