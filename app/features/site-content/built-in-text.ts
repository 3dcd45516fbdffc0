import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import type { Lang } from "~/i18n/locales";
import { siteText } from "~/i18n/translate";
import { isSiteDetailKey } from "./site-details";

/**
 * The catalog's text for an editable key in `lang` (decision 027): what the
 * site shows while the dashboard has no override, and the starting value of
 * the dashboard's edit fields. Null for a contact detail or an item the firm
 * added (they have no built-in text).
 */
export function builtInText(key: string, lang: Lang): string | null {
  if (isSiteDetailKey(key)) return null;
  return (builtInCatalogs()[lang] as Record<string, string | undefined>)[key] ?? null;
}

/** A text saved as the built-in one is no override: it is stored as null so a later correction in the code still reaches the site. */
export function isBuiltInText(key: string, lang: Lang, value: string | null | undefined): boolean {
  const builtIn = siteText(builtInText(key, lang));
  return builtIn !== undefined && siteText(value) === builtIn;
}
