import type { ConsultationInput } from "./consultation.schema";
import type { ContactFormInput, ContactFormVariant, ContactService } from "./contact-form.schema";
import type { InquiryInput } from "./inquiry.schema";

/**
 * The three public lead forms. Each posts to /contact as a plain HTML form
 * (its hidden `form` field names it) when it is sent before its script has
 * loaded or without JavaScript; with the script it calls `POST /api/contact`.
 */
export const leadFormKinds = ["contact", "inquiry", "consultation"] as const;
export type LeadFormKind = (typeof leadFormKinds)[number];

export const isLeadFormKind = (value: unknown): value is LeadFormKind => leadFormKinds.some((kind) => kind === value);

interface Refusal<V> {
  values: V;
  fieldErrors: Partial<Record<keyof V, string>>;
  /** A message for the whole form (catalog key), or null when the fields say it all. */
  messageKey: string | null;
}

/** What the contact form shows after it was sent without JavaScript and refused: the visitor's entries, field errors and a message. */
export interface ContactFormPostRefusal extends Refusal<ContactFormInput> {
  form: "contact";
  variant: ContactFormVariant;
}

export interface InquiryFormPostRefusal extends Refusal<InquiryInput> {
  form: "inquiry";
  /** The service asked about, if any. */
  service?: ContactService;
}

export interface ConsultationFormPostRefusal extends Refusal<ConsultationInput> {
  form: "consultation";
}

export type LeadFormPostRefusal = ContactFormPostRefusal | InquiryFormPostRefusal | ConsultationFormPostRefusal;

export type LeadFormPostResult = { sent: true; form: LeadFormKind } | ({ sent: false; status: number } & LeadFormPostRefusal);

/** The API names the composed message `message`; the dialogs' own field for it. */
export function inquiryFieldOf(apiField: string): keyof InquiryInput | null {
  return apiField === "message" ? "needSummary" : apiField === "fullName" || apiField === "email" ? apiField : null;
}

export function consultationFieldOf(apiField: string): keyof ConsultationInput | null {
  return apiField === "message" ? "businessNeeds" : apiField === "fullName" || apiField === "email" || apiField === "company" ? apiField : null;
}
