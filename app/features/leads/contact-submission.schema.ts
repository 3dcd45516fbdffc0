import "~/lib/zod-jitless";
import { z } from "zod";
import { idempotencyKeyField } from "~/features/security/idempotency-key";
import { spamGuardShape } from "~/features/security/spam-guard";
import { toServiceId } from "./service-id";
import { companyField, emailField, fullNameField, LEAD_LIMITS, longTextField } from "~/components/forms/contact-fields";

/**
 * The body of `POST /api/contact`, sent by the contact form and by the
 * inquiry and consultation dialogs (which compose `message` and send a
 * service id, see compose-lead-message.ts), plus the spam-guard fields.
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
    .max(LEAD_LIMITS.serviceMax, "leads.validation.service")
    // Stored as an id (issue 12); a service name sent by a page from before that is mapped to its id.
    .transform((value, ctx) => {
      const id = toServiceId(value);
      if (id) return id;
      ctx.addIssue({ code: "custom", message: "leads.validation.service" });
      return z.NEVER;
    }),
  message: longTextField("leads.validation.message", LEAD_LIMITS.messageMax, "leads.validation.messageTooLong"),
  // The dialogs and /connect send no privacy field; the contact form sends its tick box, which must be ticked.
  privacy: z
    .boolean({ error: "leads.validation.privacy" })
    .optional()
    .refine((value) => value !== false, "leads.validation.privacy"),
  idempotencyKey: idempotencyKeyField,
  /** The page's language, so the lead is stored (and answered) in it. */
  language: z.enum(["en", "ar"]).optional(),
  ...spamGuardShape,
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
