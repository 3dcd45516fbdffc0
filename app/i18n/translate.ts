import type { Lang } from "./locales";

export type Messages = Record<string, string>;
export interface ContentOverride {
  key: string;
  contentEn: string | null;
  contentAr: string | null;
}

/**
 * The texts a page shows: for each key, the server-managed override in the
 * page's language, else the English override, else the built-in catalog text
 * of the page's language (then English).
 */
export function resolveMessages(
  lang: Lang,
  catalogs: { en: Messages; ar: Messages },
  overrides: readonly ContentOverride[],
): Messages {
  const messages: Messages = { ...catalogs.en, ...(lang === "ar" ? catalogs.ar : {}) };
  for (const item of overrides) {
    const localized = lang === "ar" ? item.contentAr : item.contentEn;
    const text = nonEmpty(localized) ?? nonEmpty(item.contentEn);
    if (text !== undefined) messages[item.key] = text;
  }
  return messages;
}

function nonEmpty(value: string | null | undefined): string | undefined {
  return value != null && value.trim() !== "" ? value : undefined;
}

export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

/** `t("footer.rights", { year: 2026 })`; an unknown key shows itself and is reported once. */
export function createTranslator(messages: Messages, onMissing: (key: string) => void = () => {}): Translate {
  const reported = new Set<string>();
  return (key, vars) => {
    const text = messages[key];
    if (text === undefined) {
      if (!reported.has(key)) {
        reported.add(key);
        onMissing(key);
      }
      return key;
    }
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
