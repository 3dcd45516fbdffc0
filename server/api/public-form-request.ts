import type { Request } from "express";
import { isLang } from "~/i18n/locales";

/**
 * The public forms send the page's language; it decides the stored language
 * and the language of any error message, unless X-Language says otherwise.
 */
export function adoptBodyLanguage(req: Request): void {
  const bodyLanguage = (req.body as { language?: unknown } | undefined)?.language;
  if (!req.get("x-language") && isLang(bodyLanguage)) req.headers["x-language"] = bodyLanguage;
}

/** The visitor's address for rate limits (behind a proxy only when TRUST_PROXY says so). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
