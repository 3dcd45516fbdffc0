import { LANGUAGE_STORAGE_KEY, type Lang } from "./locales";

/**
 * The language switch is a plain link (decision 040): `GET /language/:lang?next=`
 * remembers the choice in the `language` cookie (server/middleware/language-redirect.ts)
 * and answers with the same page in that language, so it works the moment it
 * is visible, with or without script. Where script runs, islands/boot.ts also
 * keeps the spec's localStorage key in step.
 */
export const LANGUAGE_CHOICE_PATH = "/language";

/** A year, as the spec's remembered choice has always been kept. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The switch's address: the page to come back to, in the other language. `next` is the page's path and query (the hash is added by the boot script). */
export function languageChoiceHref(lang: Lang, next: string): string {
  return `${LANGUAGE_CHOICE_PATH}/${lang}?next=${encodeURIComponent(next)}`;
}

/** On the switch's link: the language it chooses, for the boot script. */
export const languageChoiceAttribute = "data-language-choice";

/**
 * Browser only, from the boot script. A click on the switch keeps the spec's
 * localStorage key in step (the server sets the cookie) and takes the page's
 * place in it (`#section`), which the server never sees.
 */
export function mirrorLanguageChoices(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${languageChoiceAttribute}]`);
    if (!(link instanceof HTMLAnchorElement)) return;
    const lang = link.getAttribute(languageChoiceAttribute);
    if (lang !== "en" && lang !== "ar") return;
    writeStoredLanguage(lang);
    const hash = doc.defaultView?.location.hash;
    if (hash) {
      const url = new URL(link.href);
      url.searchParams.set("next", (url.searchParams.get("next") ?? "/") + hash);
      link.href = url.pathname + url.search;
    }
  });
}

/**
 * Browser only, on arrival: a visitor whose choice of Arabic is only in
 * localStorage (the spec's key; no cookie yet) and who opens an English page
 * goes through the switch's link, which sets the cookie and opens the Arabic
 * page. True when the page is being left.
 */
export function followStoredLanguage(lang: Lang, doc: Document = document): boolean {
  const stored = readStoredLanguage();
  if (stored !== "ar" || lang !== "en") return false;
  const hasCookie = doc.cookie.split(";").some((c) => c.trim().startsWith(`${LANGUAGE_STORAGE_KEY}=`));
  if (hasCookie) return false;
  const { pathname, search, hash } = doc.defaultView!.location;
  doc.defaultView!.location.replace(languageChoiceHref("ar", pathname + search + hash));
  return true;
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
}
