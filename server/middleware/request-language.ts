import type { Request } from "express";
import { isLang, LANGUAGE_STORAGE_KEY, type Lang } from "~/i18n/locales";
import { readCookie } from "./cookies";

/**
 * The one answer to "which language?" for an API request (decision 027), in
 * this order: the `X-Language` header (the browser's request layer sends the
 * page's language), `?lang` (a CSV download is a plain link), the body's
 * `language` (the public forms and report requests send it), the remembered
 * choice (cookie), then Accept-Language. Handlers pass the answer to the use
 * case; nothing below decides again.
 */
export function requestLanguage(req: Request): Lang {
  const header = req.get("x-language");
  if (isLang(header)) return header;
  const query = req.query?.lang;
  if (isLang(query)) return query;
  const body = (req.body as { language?: unknown } | undefined)?.language;
  if (isLang(body)) return body;
  const cookie = readCookie(req, LANGUAGE_STORAGE_KEY);
  if (isLang(cookie)) return cookie;
  return /^ar\b/i.test(req.get("accept-language") ?? "") ? "ar" : "en";
}
