import type { ContactService } from "./contact-services";
import type { ConsultationValues } from "./consultation.schema";
import type { ContactFormValues } from "./contact-form.schema";
import type { InquiryValues } from "./inquiry.schema";

/** What the three lead forms post to `/api/contact` (without the spam-guard fields). */
export interface LeadPayload {
  fullName: string;
  email: string;
  company: string | null;
  service: string;
  message: string;
  privacy?: boolean;
}

/** Spec (public-site.md §7): the phone first, then the needs summary. */
export function composeInquiryMessage(values: Pick<InquiryValues, "phone" | "needSummary">, labels: { phone: string }): string {
  return `${labels.phone}: ${values.phone}\n\n${values.needSummary}`;
}

/**
 * The chosen service's id, or `other` for an inquiry about no service in
 * particular (the spec's "inquiry title" fallback, stored as an id so the
 * dashboard names it in its reader's language); company is always null.
 */
export function composeInquiryPayload(values: Omit<InquiryValues, "service"> & { service?: ContactService }, labels: { phone: string }): LeadPayload {
  return {
    fullName: values.fullName,
    email: values.email,
    company: null,
    service: values.service ?? "other",
    message: composeInquiryMessage(values, labels),
  };
}

export interface ConsultationLabels {
  phone: string;
  preferredDate: string;
  /** 'Not specified' in the page's language. */
  notSpecified: string;
}

/** Spec (public-site.md §7): the phone, then the preferred date (or 'Not specified'), then the business needs. */
export function composeConsultationMessage(
  values: Pick<ConsultationValues, "phone" | "preferredDate" | "businessNeeds">,
  labels: Pick<ConsultationLabels, "phone" | "preferredDate" | "notSpecified">,
): string {
  const date = values.preferredDate?.trim() || labels.notSpecified;
  return `${labels.phone}: ${values.phone}\n${labels.preferredDate}: ${date}\n\n${values.businessNeeds}`;
}

export function composeConsultationPayload(values: ConsultationValues, labels: ConsultationLabels): LeadPayload {
  return {
    fullName: values.fullName,
    email: values.email,
    company: values.company?.trim() || null,
    // The spec's fixed 'Free Consultation Request', stored as its id (named in the reader's language).
    service: "consultation",
    message: composeConsultationMessage(values, labels),
  };
}

/** The contact form sends its fields as they are; an empty company becomes null. */
export function composeContactPayload(values: ContactFormValues | (Omit<ContactFormValues, "privacy"> & { privacy?: boolean })): LeadPayload {
  return {
    fullName: values.fullName,
    email: values.email,
    company: values.company?.trim() || null,
    service: values.service,
    message: values.message,
    ...(values.privacy !== undefined ? { privacy: values.privacy } : {}),
  };
}
