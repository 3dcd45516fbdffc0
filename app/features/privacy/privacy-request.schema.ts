import "~/lib/zod-jitless";
import { z } from "zod";
import { emailField } from "~/components/forms/contact-fields";

/** The e-mail a data-subject request names (export and erasure); trimmed, a real address. */
export const privacyEmailSchema = z.object({
  email: emailField("privacyAdmin.error.email"),
});

/** How a person is found: the address trimmed and in lower case, as `persons.email_key` holds it. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The find form's values as typed, and as the schema answers them (trimmed). */
export type PrivacyEmailFormValues = z.input<typeof privacyEmailSchema>;
export type PrivacyEmailInput = z.output<typeof privacyEmailSchema>;
