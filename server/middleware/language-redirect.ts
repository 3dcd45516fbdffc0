import type { RequestHandler } from "express";
import { LANGUAGE_STORAGE_KEY, langFromPath, localizePath } from "~/i18n/locales";
import { readCookie } from "./cookies";

/** A visitor who chose Arabic and opens an English address is sent to the Arabic page. */
export const languageRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" || !req.accepts("html")) return next();
  if (!isPageAddress(req.path)) return next();
  res.vary("Cookie");
  if (readCookie(req, LANGUAGE_STORAGE_KEY) === "ar" && langFromPath(req.path) === "en") {
    return res.redirect(302, localizePath(req.originalUrl, "ar"));
  }
  next();
};

/** Addresses that are not pages: client-side data requests, the route manifest, files and feeds. */
const notPages = /^\/(api|uploads|assets|images|fonts|healthz)(\/|$)|^\/(sitemap\.xml|robots\.txt|favicon\.[a-z]+)$|\.data$|\/__manifest$/;

export function isPageAddress(path: string): boolean {
  return !notPages.test(path);
}
