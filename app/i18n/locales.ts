export const languages = ["en", "ar"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "en";

/** Key used in localStorage and in the cookie that remembers the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = "language";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "ar";
}

export function dirOf(lang: Lang): "ltr" | "rtl" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** BCP 47 tag used for dates and numbers: Western digits and the Gregorian calendar in Arabic too (decision 021). */
export function intlLocaleOf(lang: Lang): string {
  return lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-US";
}

/** The language of a page's path (a loader's `url.pathname`, a `location.pathname`). */
export function langFromPath(pathname: string): Lang {
  return pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : "en";
}

/** `/ar/blog/x` → `/blog/x`; `/ar` → `/`. */
export function stripLangPrefix(pathname: string): string {
  if (pathname === "/ar") return "/";
  if (pathname.startsWith("/ar/")) return pathname.slice(3);
  return pathname;
}

/**
 * The same page in another language. Accepts a path with an optional query
 * string and hash: `localizePath("/blog?q=x#top", "ar")` → `/ar/blog?q=x#top`.
 */
export function localizePath(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = stripLangPrefix(match?.[1] || "/");
  const rest = match?.[2] ?? "";
  if (lang === "en") return pathname + rest;
  if (pathname === "/") return "/ar" + rest;
  return "/ar" + pathname + rest;
}
