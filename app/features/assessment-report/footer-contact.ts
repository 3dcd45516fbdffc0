import type { ReportContact } from "./report-document";

/** An address, a phone number or a link kept left to right inside a right-to-left line (a bidi isolate, drawn as nothing). */
export function ltrIsolate(value: string): string {
  return `\u2066${value}\u2069`;
}

/** The e-mail and phone for every page's footer, when the firm has set them; nothing otherwise. */
export function footerContact(contact: ReportContact | undefined): string[] {
  const parts = [contact?.email, contact?.phone].filter((part): part is string => Boolean(part)).map(ltrIsolate);
  return parts.length > 0 ? [parts.join("  ·  ")] : [];
}
