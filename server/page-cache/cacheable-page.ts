import type { IncomingHttpHeaders } from "node:http";

/**
 * The public pages the anonymous page cache may keep, in both languages:
 * content that is the same for every visitor who is not signed in. Not the
 * sign-in, password-reset, profile or dashboard pages, not `.data` requests,
 * files or feeds.
 */
const PUBLIC_PAGE =
  /^\/$|^(?:\/ar)?(?:\/(?:blog(?:\/[^/.]+)?|contact|connect|iqader-platform|privacy-policy|terms-of-service|cookie-policy|hr-assessment|leadership-assessment))?$/;

export function isCacheablePagePath(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname);
}

/** Session cookie names over http and https (server/middleware/session.ts). */
const SESSION_COOKIES = ["sid", "__Host-sid"];
/** The visitor's chosen language (server/middleware/language-redirect.ts sends an Arabic reader of an English address to the Arabic page). */
const LANGUAGE_COOKIE = "language";

/**
 * A request that gets the same page as everyone: no session cookie (even an
 * expired one, whose answer clears it), and no Arabic language choice on an
 * English address (that answer is a redirect).
 */
export function isAnonymousPageRequest(headers: IncomingHttpHeaders, pathname: string): boolean {
  const header = headers.cookie;
  if (!header) return true;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    const name = (index === -1 ? part : part.slice(0, index)).trim();
    if (SESSION_COOKIES.includes(name)) return false;
    if (name === LANGUAGE_COOKIE && !isArabicPath(pathname) && part.slice(index + 1).trim() === "ar") return false;
  }
  return true;
}

function isArabicPath(pathname: string): boolean {
  return pathname === "/ar" || pathname.startsWith("/ar/");
}
