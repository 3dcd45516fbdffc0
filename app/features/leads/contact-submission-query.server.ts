import { ilike, or, type SQL } from "drizzle-orm";
import { containsPattern } from "~/lib/list-query";
import { contactSubmissions } from "#db/schema";
import type { ContactSubmissionRow } from "./contact-submission-row";

/** The columns and search shared by the Contact Forms table and its CSV export. */
export const contactColumns = {
  id: contactSubmissions.id,
  fullName: contactSubmissions.fullName,
  email: contactSubmissions.email,
  company: contactSubmissions.company,
  service: contactSubmissions.service,
  message: contactSubmissions.message,
  language: contactSubmissions.language,
  createdAt: contactSubmissions.createdAt,
};

export function contactSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(contactSubmissions.fullName, pattern),
    ilike(contactSubmissions.email, pattern),
    ilike(contactSubmissions.company, pattern),
    ilike(contactSubmissions.service, pattern),
    ilike(contactSubmissions.message, pattern),
  );
}

export function toContactRow(row: Omit<ContactSubmissionRow, "createdAt"> & { createdAt: Date }): ContactSubmissionRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
