import type { ReportContact } from "./report-document";

/** The e-mail and phone for every page's footer, when the firm has set them; nothing otherwise. */
export function footerContact(contact: ReportContact | undefined): string[] {
  const parts = [contact?.email, contact?.phone].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? [parts.join("  ·  ")] : [];
}
