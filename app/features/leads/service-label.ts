/** The contact form's service choices (spec: public-site.md §3, accounts-admin-assessments.md §5). */
export const contactServices = ["executive-search", "leadership-hiring", "strategic-onboarding", "market-entry", "consultation", "other"] as const;

/**
 * The catalog key naming a stored service id in the reader's language, or
 * null for anything else (shown as stored; enquiries store ids since issue 12
 * and drizzle/0005 turned older stored names into ids).
 */
export function serviceLabelKey(service: string): string | null {
  return (contactServices as readonly string[]).includes(service) ? `leadsAdmin.service.${service}` : null;
}
