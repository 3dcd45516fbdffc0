import type { Lang } from "./locales";

export type Messages = Record<string, string>;
export interface ContentOverride {
  key: string;
  contentEn: string | null;
  contentAr: string | null;
}

/**
 * The texts a page shows: for each key, the dashboard's override in the
 * page's language, else the built-in catalog text of the page's language, else
 * the English override, else the English catalog text (decision 027: a row
 * without text is no override, so an English-only rename keeps the Arabic
 * built-in text, as it did while the rows held copies of the catalog).
 */
export function resolveMessages(
  lang: Lang,
  catalogs: { en: Messages; ar: Messages },
  overrides: readonly ContentOverride[],
): Messages {
  const messages: Messages = { ...catalogs.en, ...(lang === "ar" ? catalogs.ar : {}) };
  for (const item of overrides) {
    const text = overrideText(lang, item, lang === "ar" ? catalogs.ar[item.key] : undefined);
    if (text !== undefined) messages[item.key] = text;
  }
  return withSharedPhrases(messages);
}

/** The key of the firm's one reply promise ("within 24 hours"), set once in the dashboard (decision 049). */
export const REPLY_PROMISE_KEY = "brand.replyPromise";
const REPLY_PROMISE_PLACEHOLDER = "{replyPromise}";

/**
 * Every text that promises a reply says `{replyPromise}`; here, where the
 * catalogs and the dashboard's overrides meet, it becomes the one promise the
 * firm set, so pages, e-mails and PDFs can never promise two different times.
 */
function withSharedPhrases(messages: Messages): Messages {
  const promise = messages[REPLY_PROMISE_KEY];
  if (promise === undefined) return messages;
  for (const [key, text] of Object.entries(messages)) {
    if (text.includes(REPLY_PROMISE_PLACEHOLDER)) messages[key] = text.replaceAll(REPLY_PROMISE_PLACEHOLDER, promise);
  }
  return messages;
}

/**
 * An editable site text as the site shows it: plain text, exactly as typed,
 * with runs of spaces and line breaks made one space (as a browser shows them
 * in a paragraph anyway). Markdown or HTML marks stay characters; React
 * escapes them. Undefined for an empty text. The dashboard's preview uses this
 * same function, so what it shows is what the site shows (decision 016).
 */
export function siteText(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const text = value.replace(/\s+/g, " ").trim();
  return text === "" ? undefined : text;
}

/**
 * What a page in `lang` shows for an overridden key: its own text; for an
 * Arabic page without one, the English text only when there is no Arabic
 * built-in text (`builtInAr`: an item the firm added, or the office address);
 * else nothing (the built-in text).
 */
export function overrideText(lang: Lang, item: Pick<ContentOverride, "contentEn" | "contentAr">, builtInAr?: string | null): string | undefined {
  if (lang === "en") return siteText(item.contentEn);
  return siteText(item.contentAr) ?? (siteText(builtInAr) === undefined ? siteText(item.contentEn) : undefined);
}

export type TranslateVars = Record<string, string | number>;

/**
 * Registers the catalogs' keys. Empty here: the catalog registry above the
 * features (`app/message-catalogs.ts`) fills it in through declaration merging
 * (`declare module "~/i18n/translate" { interface MessageKeyRegister { key: … } }`),
 * so every key is typed while app/i18n imports no feature (decision 025).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface MessageKeyRegister {}

/** A key of the catalogs: `"footer.rights"`, `"home.title"`, … (`never` until the registry registers them). */
export type MessageKey = MessageKeyRegister extends { key: infer K extends string } ? K : never;

/** A namespace of the catalogs (the key's first segment): `home`, `admin`, `siteContent`, … */
export type MessageNamespace = MessageKey extends `${infer N}.${string}` ? N : never;

/** A key built at run time from a known namespace: `` `hrAdmin.csv.${column}` ``. */
export type DynamicMessageKey = `${MessageNamespace}.${string}`;

/**
 * What `t` accepts (decision 027): a literal key must be in the catalogs (a
 * typo fails the type check); a template key must start with a catalog
 * namespace; a plain `string` (a key the server sent, a field's error) is
 * taken as it is and shows itself if unknown. (An empty object extends
 * `Record<K, 1>` only when K is not a literal: a template or `string`.)
 */
export type KeyCheck<K extends string> = [K] extends [MessageKey]
  ? unknown
  : Record<never, never> extends Record<K, 1>
    ? string extends K
      ? unknown
      : [K] extends [DynamicMessageKey]
        ? unknown
        : MessageKey
    : MessageKey;

export type Translate = <K extends string>(key: K & KeyCheck<K>, vars?: TranslateVars) => string;

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
