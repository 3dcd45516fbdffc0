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

/** The chosen service name, falling back to the inquiry's title; company is always null. */
export function composeInquiryPayload(values: InquiryValues, labels: { phone: string; inquiryTitle: string }): LeadPayload {
  return {
    fullName: values.fullName,
    email: values.email,
    company: null,
    service: values.service?.trim() || labels.inquiryTitle,
    message: composeInquiryMessage(values, labels),
  };
}

export interface ConsultationLabels {
  phone: string;
  preferredDate: string;
  /** 'Not specified' in the page's language. */
  notSpecified: string;
  /** 'Free Consultation Request' in the page's language. */
  service: string;
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
    service: labels.service,
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
