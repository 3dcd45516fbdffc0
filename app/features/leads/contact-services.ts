// No zod here: the contact form shows these with the page; its schema loads when the visitor starts typing (contact-form-resolver.ts).

/** Service choices of the contact form (spec: public-site.md §3). */
export const contactServices = ["executive-search", "leadership-hiring", "strategic-onboarding", "market-entry", "other"] as const;

/** The /connect page's form also offers a consultation (spec: accounts-admin-assessments.md §5). */
export const connectServices = ["executive-search", "leadership-hiring", "strategic-onboarding", "market-entry", "consultation", "other"] as const;

export type ContactService = (typeof connectServices)[number];

export type ContactFormVariant = "home" | "page" | "connect";

export function servicesOf(variant: ContactFormVariant): readonly ContactService[] {
  return variant === "connect" ? connectServices : contactServices;
}
