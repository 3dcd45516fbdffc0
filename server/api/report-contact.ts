import type { Database } from "#db/client";
import type { ReportContact, ReportContactPartners } from "~/features/assessment-report/report-document";
import { findContactPartner } from "~/features/people/find-contact-partner.server";
import { findContactDetails } from "~/features/site-content/find-contact-details.server";
import type { Lang } from "~/i18n/locales";

/**
 * Whom a results PDF names (decisions 047 and 049): the contact e-mail and
 * phone of the Site Content tab, and the firm's contact partner chosen in the
 * Team tab, by name and title in each language, once published.
 */
export async function reportContactOf(db: Database, lang: Lang): Promise<{ contact: ReportContact; contactPartner: ReportContactPartners | null }> {
  const [details, partner] = await Promise.all([findContactDetails(db, lang), findContactPartner(db)]);
  return {
    contact: { email: details.email, phone: details.phone?.display ?? null },
    contactPartner: partner && {
      en: { name: partner.nameEn, title: partner.titleEn },
      ar: { name: partner.nameAr, title: partner.titleAr },
    },
  };
}
