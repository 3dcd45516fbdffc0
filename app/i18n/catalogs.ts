import { coreMessages } from "./catalogs/core";
import { shellMessages } from "./catalogs/shell";
import { mergeCatalogs } from "./define-messages";

/**
 * Every built-in text, merged from the parts that own them. Server-only in
 * practice: the browser receives just the resolved texts of its page's language.
 */
const parts = [coreMessages, shellMessages] as const;

type KeysOf<T> = T extends { en: infer E } ? keyof E : never;
export type MessageKey = KeysOf<(typeof parts)[number]>;

export const catalogs = mergeCatalogs(parts);
