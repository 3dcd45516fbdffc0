import { formatRiyadhDateTime } from "~/i18n/format";
import type { ContactService } from "./contact-services";
import type { ContactSubmission } from "./contact-submission.schema";

/** English names of the stored service ids, for the firm's inbox (whatever the visitor's language). */
const serviceNames: Record<ContactService, string> = {
  "executive-search": "Executive Search",
  "leadership-hiring": "Leadership Hiring",
  "strategic-onboarding": "Strategic Onboarding",
  "market-entry": "Market Entry Advisory",
  consultation: "Free Consultation",
  other: "Other",
};

export interface LeadNotification {
  subject: string;
  text: string;
}

/**
 * The e-mail that tells the firm about a new lead. Written for the firm's
 * staff (English), quoting what the visitor typed as it is.
 */
export function composeLeadNotification(
  lead: Pick<ContactSubmission, "fullName" | "email" | "company" | "service" | "message" | "privacy">,
  meta: { id: number; language: "en" | "ar"; createdAt: Date; brand: string; adminUrl: string },
): LeadNotification {
  const service = serviceNames[lead.service];
  const subject = `New website enquiry: ${service} · ${oneLine(lead.fullName)}`;
  const text = [
    `A new enquiry arrived through the ${meta.brand} website.`,
    "",
    `Name:      ${oneLine(lead.fullName)}`,
    `Email:     ${lead.email}`,
    `Company:   ${lead.company ? oneLine(lead.company) : "—"}`,
    `Service:   ${service}`,
    `Language:  ${meta.language === "ar" ? "Arabic" : "English"}`,
    `Received:  ${formatRiyadhDateTime(meta.createdAt, "en")}`,
    `Reference: #${meta.id}`,
    "",
    "Message:",
    lead.message,
    "",
    "—",
    `Reply to ${lead.email} directly; the firm promises an answer within 24 hours.`,
    `All enquiries: ${meta.adminUrl}`,
  ].join("\n");
  return { subject: subject.slice(0, 200), text };
}

/** Keeps header-like values on one line (a subject must never carry a line break). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
