import type { Request, RequestHandler } from "express";
import { LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "~/i18n/language-choice";
import { isLang, LANGUAGE_STORAGE_KEY, langFromPath, localizePath } from "~/i18n/locales";
import { sameSitePath } from "~/lib/site-path";
import { readCookie } from "./cookies";

/**
 * A visitor who chose Arabic and arrives at an English address (typed, a
 * bookmark, another site's link) is sent to the Arabic page. Not a page
 * reached from this site: its links are in the page's language, so that is
 * Back or Forward to the English page the visitor saw before switching
 * (decision 040: a switch is a page load), which must come back as it was.
 * "Reached from this site": `Sec-Fetch-Site: same-origin`, or, as browsers
 * send on Back and Forward (where that header says `none`), a `Referer` on
 * this host.
 */
export const languageRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" || !req.accepts("html")) return next();
  if (!isPageAddress(req.path)) return next();
  res.vary("Cookie");
  if (readCookie(req, LANGUAGE_STORAGE_KEY) !== "ar" || langFromPath(req.path) !== "en") return next();
  res.vary("Sec-Fetch-Site");
  res.vary("Referer");
  if (reachedFromThisSite(req)) return next();
  res.redirect(302, localizePath(req.originalUrl, "ar"));
};

function reachedFromThisSite(req: Request): boolean {
  if (req.get("sec-fetch-site") === "same-origin") return true;
  const referer = req.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).host === req.get("host");
  } catch {
    return false;
  }
}

/** Addresses that are not pages: client-side data requests, the route manifest, files and feeds. */
const notPages = /^\/(api|uploads|assets|images|fonts|healthz)(\/|$)|^\/(sitemap\.xml|robots\.txt|favicon\.[a-z]+|blog\/feed\.xml)$|\.data$|\/__manifest$/;

export function isPageAddress(path: string): boolean {
  return !notPages.test(path);
}

/**
 * `GET /language/:lang?next=`: the language switch's link (decision 040).
 * Remembers the choice for a year in the cookie the redirect above reads
 * (not HttpOnly: the boot script compares it with the spec's localStorage
 * key) and answers with `next` in that language; anything that is not a path
 * on this site goes to that language's home page.
 */
export function chooseLanguage({ https }: { https: boolean }): RequestHandler {
  return (req, res) => {
    const lang = req.params.lang;
    res.set("Cache-Control", "no-store");
    if (!isLang(lang)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const next = sameSitePath(typeof req.query.next === "string" ? req.query.next : null);
    const target = next && isPageAddress(next.decodedPathname) ? next.path : "/";
    res.cookie(LANGUAGE_STORAGE_KEY, lang, { path: "/", maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000, sameSite: "lax", secure: https, encode: String });
    res.redirect(303, localizePath(target, lang));
  };
}
