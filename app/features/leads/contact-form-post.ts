import type { ContactFormInput, ContactFormVariant } from "./contact-form.schema";

/**
 * What the contact form shows after it was sent without JavaScript and
 * refused: the visitor's entries, field errors and a message (catalog keys).
 */
export interface ContactFormPostRefusal {
  variant: ContactFormVariant;
  values: ContactFormInput;
  fieldErrors: Partial<Record<keyof ContactFormInput, string>>;
  messageKey: string | null;
}

export type ContactFormPostResult = { sent: true } | ({ sent: false; status: number } & ContactFormPostRefusal);
