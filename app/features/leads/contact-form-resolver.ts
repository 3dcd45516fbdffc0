import { zodResolver } from "@hookform/resolvers/zod";
import { contactFormSchemaOf, type ContactFormVariant } from "./contact-form.schema";

/**
 * The contact form's rules for react-hook-form. Loaded on its own
 * (components/contact-form.tsx imports it when the visitor first focuses or
 * sends the form), so zod is not part of the home page's first load
 * (docs/decisions/020-speed-and-page-cache.md).
 */
export function contactFormResolver(variant: ContactFormVariant) {
  return zodResolver(contactFormSchemaOf(variant));
}
