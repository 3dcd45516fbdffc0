import type { RequestHandler } from "express";
import { LANGUAGE_STORAGE_KEY, langFromPath, localizePath } from "~/i18n/locales";
import { readCookie } from "./cookies";

/** A visitor who chose Arabic and opens an English address is sent to the Arabic page. */
export const languageRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" || !req.accepts("html")) return next();
  // Client-side navigations fetch `.data` and the route manifest; those are not pages.
  if (req.path.endsWith(".data") || req.path.endsWith("/__manifest")) return next();
  res.vary("Cookie");
  if (readCookie(req, LANGUAGE_STORAGE_KEY) === "ar" && langFromPath(req.path) === "en") {
    return res.redirect(302, localizePath(req.originalUrl, "ar"));
  }
  next();
};
