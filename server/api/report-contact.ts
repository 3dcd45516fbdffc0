import type { Database } from "#db/client";
import type { ReportContact } from "~/features/assessment-report/report-document";
import { findContactDetails } from "~/features/site-content/find-contact-details.server";
import type { Lang } from "~/i18n/locales";

/** The contact e-mail and phone a results PDF prints (the Site Content tab's details; decision 049). */
export async function reportContactOf(db: Database, lang: Lang): Promise<ReportContact> {
  const details = await findContactDetails(db, lang);
  return { email: details.email, phone: details.phone?.display ?? null };
}
