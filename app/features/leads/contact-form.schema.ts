import "~/lib/zod-jitless";
import { z } from "zod";
import { connectServices, contactServices, type ContactFormVariant } from "./contact-services";
import { companyField, emailField, fullNameField, longTextField } from "~/components/forms/contact-fields";

export { connectServices, contactServices, servicesOf, type ContactFormVariant, type ContactService } from "./contact-services";

function buildContactFormSchema(services: readonly string[], privacyRequired: boolean) {
  return z.object({
    fullName: fullNameField("leads.validation.contactName"),
    email: emailField("leads.validation.contactEmail"),
    company: companyField().optional(),
    // A plain string (not an enum) so the empty "choose" option is a value the form can hold.
    service: z.string({ error: "leads.validation.service" }).refine((value) => services.includes(value), "leads.validation.service"),
    message: longTextField("leads.validation.message"),
    privacy: privacyRequired ? z.boolean().refine((value) => value, "leads.validation.privacy") : z.boolean().optional(),
  });
}

/** Home section and /contact: the visitor must agree to the privacy policy. */
export const contactFormSchema = buildContactFormSchema(contactServices, true);

/** /connect: the spec's rules for that page, which ask for no privacy tick (a notice is shown instead). */
export const connectFormSchema = buildContactFormSchema(connectServices, false);

export function contactFormSchemaOf(variant: ContactFormVariant) {
  return variant === "connect" ? connectFormSchema : contactFormSchema;
}

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
