import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { listContentOverrides } from "~/i18n/server-translator.server";
import type { ContactDetails } from "~/lib/site-details";
import { resolveSiteDetails } from "./resolve-site-details.server";

/**
 * The firm's contact details as the pages show them, for what the server
 * writes itself (the results PDFs): null where the firm has not filled one in.
 * Without the database the PDF names none rather than failing.
 */
export async function findContactDetails(db: Database, lang: Lang): Promise<ContactDetails> {
  const overrides = await listContentOverrides(db).catch(() => []);
  return resolveSiteDetails(lang, overrides).contact;
}
