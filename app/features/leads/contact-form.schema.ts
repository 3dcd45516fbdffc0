import "~/lib/zod-jitless";
import { z } from "zod";
import { companyField, emailField, fullNameField, longTextField } from "./lead-fields";

/** Service choices of the contact form (spec: public-site.md §3). */
export const contactServices = ["executive-search", "leadership-hiring", "strategic-onboarding", "market-entry", "other"] as const;

/** The /connect page's form also offers a consultation (spec: accounts-admin-assessments.md §5). */
export const connectServices = ["executive-search", "leadership-hiring", "strategic-onboarding", "market-entry", "consultation", "other"] as const;

export type ContactService = (typeof connectServices)[number];

export type ContactFormVariant = "home" | "page" | "connect";

export function servicesOf(variant: ContactFormVariant): readonly ContactService[] {
  return variant === "connect" ? connectServices : contactServices;
}

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
