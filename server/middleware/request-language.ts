import type { Request } from "express";
import { isLang, LANGUAGE_STORAGE_KEY, type Lang } from "~/i18n/locales";
import { readCookie } from "./cookies";

/** Language for API messages: explicit header, then the remembered choice, then Accept-Language. */
export function requestLanguage(req: Request): Lang {
  const header = req.get("x-language");
  if (isLang(header)) return header;
  const cookie = readCookie(req, LANGUAGE_STORAGE_KEY);
  if (isLang(cookie)) return cookie;
  return /^ar\b/i.test(req.get("accept-language") ?? "") ? "ar" : "en";
}
