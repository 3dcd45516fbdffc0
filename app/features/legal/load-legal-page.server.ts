import { formatLongDate } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalPageId } from "./legal-document";
import { legalDocuments } from "./legal-documents.server";

export interface LegalPageData {
  page: LegalPageId;
  document: LegalDocument;
  /** ISO date for `<time dateTime>` and the long date in the page's language. */
  lastUpdated: { iso: string; text: string };
  /** The privacy policy's version (decision 032); the other pages have none. */
  version?: number;
}

/**
 * One legal page in one language. The date is formatted here, on the server,
 * so the browser shows exactly what was rendered whatever its own date data.
 */
export function loadLegalPage(page: LegalPageId, lang: Lang): LegalPageData {
  return {
    page,
    document: legalDocuments[page][lang],
    lastUpdated: { iso: LEGAL_LAST_UPDATED, text: formatLongDate(LEGAL_LAST_UPDATED, lang) },
  };
}
