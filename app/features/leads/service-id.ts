import { connectServices, type ContactService } from "./contact-services";

/**
 * Names the inquiry and consultation dialogs sent as the service before they
 * sent ids (issue 12), in both languages: a page loaded before the change can
 * still post one, and drizzle/0005 rewrites stored rows with the same table.
 * Frozen on purpose: later wording changes do not touch what old pages send.
 */
export const LEGACY_SERVICE_LABELS: Readonly<Record<string, ContactService>> = {
  "Executive Search": "executive-search",
  "البحث التنفيذي": "executive-search",
  "Leadership Hiring": "leadership-hiring",
  "توظيف القيادات": "leadership-hiring",
  "Strategic Onboarding": "strategic-onboarding",
  "التهيئة الاستراتيجية": "strategic-onboarding",
  "Market Entry Advisory": "market-entry",
  "استشارات دخول السوق": "market-entry",
  "Free Consultation Request": "consultation",
  "طلب استشارة مجانية": "consultation",
  "Free Consultation": "consultation",
  "استشارة مجانية": "consultation",
  // The inquiry dialog without a chosen service: its own title, or the services section's title.
  "Service Inquiry": "other",
  "استفسار عن خدماتنا": "other",
  "Our Services": "other",
  "خدماتنا": "other",
  Other: "other",
  "أخرى": "other",
};

export function isContactService(value: string): value is ContactService {
  return (connectServices as readonly string[]).includes(value);
}

/** The id a posted service stands for: an id as it is, a known name in either language mapped; anything else null. */
export function toServiceId(value: string): ContactService | null {
  const trimmed = value.trim();
  if (isContactService(trimmed)) return trimmed;
  return LEGACY_SERVICE_LABELS[trimmed] ?? null;
}
