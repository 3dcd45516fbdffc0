import type { Database } from "#db/client";
import { siteContent } from "#db/schema";
import { builtInCatalogs } from "./built-in-catalogs";
import type { Lang } from "./locales";
import { createTranslator, resolveMessages, type ContentOverride, type Translate } from "./translate";

/**
 * The dashboard's overrides (decision 027): a row's text is null until an
 * admin words it differently, so the catalog stays the source of every text
 * nobody changed.
 */
export async function listContentOverrides(db: Database): Promise<ContentOverride[]> {
  return db.select({ key: siteContent.key, contentEn: siteContent.contentEn, contentAr: siteContent.contentAr }).from(siteContent);
}

/**
 * The texts the server writes itself (e-mails, PDFs, CSV files, API messages)
 * exactly as the site shows them: the built-in catalog with the dashboard's
 * overrides, so a firm name changed on the dashboard reaches every one of them.
 * Without the database (it is away) the built-in texts still answer.
 */
export async function getTranslator(db: Database, lang: Lang): Promise<Translate> {
  const overrides = await listContentOverrides(db).catch(() => []);
  return createTranslator(resolveMessages(lang, builtInCatalogs(), overrides));
}

/** Both languages from one read of the overrides (a mail written in English and Arabic). */
export async function getTranslators(db: Database): Promise<Record<Lang, Translate>> {
  const overrides = await listContentOverrides(db).catch(() => []);
  const catalogs = builtInCatalogs();
  return { en: createTranslator(resolveMessages("en", catalogs, overrides)), ar: createTranslator(resolveMessages("ar", catalogs, overrides)) };
}

/** The built-in texts alone, for answers that must not wait on the database (it is the thing that failed). */
export function builtInTranslator(lang: Lang): Translate {
  return createTranslator(resolveMessages(lang, builtInCatalogs(), []));
}
