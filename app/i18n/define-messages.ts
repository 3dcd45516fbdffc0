import type { Messages } from "./translate";

/**
 * One catalog part: English and Arabic texts under the same keys. The type
 * checker refuses an Arabic part with a missing or extra key.
 */
export function defineMessages<K extends string>(messages: { en: Record<K, string>; ar: NoInfer<Record<K, string>> }) {
  return messages;
}

export function mergeCatalogs(parts: readonly { en: Messages; ar: Messages }[]): { en: Messages; ar: Messages } {
  const en: Messages = {};
  const ar: Messages = {};
  for (const part of parts) {
    for (const key of Object.keys(part.en)) {
      if (key in en) throw new Error(`Duplicate message key: ${key}`);
    }
    Object.assign(en, part.en);
    Object.assign(ar, part.ar);
  }
  return { en, ar };
}
