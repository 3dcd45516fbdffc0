import { stripLangPrefix } from "~/i18n/locales";
import type { UserRole } from "#db/schema/enums";
import { hasDashboard } from "~/lib/roles";

const BASE = "http://same-site.invalid";

/**
 * Where to go after signing in: the server's redirect for a signed-in visitor
 * and the browser's navigation after signing in both ask here. Only a path on
 * this site is accepted, and never the sign-in page itself; anything else
 * gives the fallback.
 *
 * The value is judged after it is parsed and normalised, because that is what
 * a browser follows: `/ar/../..//evil.example` normalises to
 * `//evil.example`, another site. What comes out must still start with one
 * slash, and its decoded path must hold no `//`, no backslash, no dot
 * segment and no control character, so that no reading of it (a browser, a
 * proxy that decodes `%2F`, a second normalisation) leaves the site.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !isSitePath(value) || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const decoded = decodePath(url.pathname);
  if (decoded === null || !isSitePath(url.pathname) || !isPlainPath(decoded)) return fallback;
  if (stripLangPrefix(decoded) === "/auth") return fallback;
  return url.pathname + url.search + url.hash;
}

/** One leading slash and no backslash anywhere (browsers read `\` as `/`). */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

/** A decoded path with nothing a second reading could turn into another site or another folder. */
function isPlainPath(decoded: string): boolean {
  if (!isSitePath(decoded) || decoded.includes("//") || hasControlCharacter(decoded)) return false;
  return decoded.split("/").every((segment) => segment !== "." && segment !== "..");
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * Where a signed-in account lands when no page asked for it: the dashboard
 * for administrators and editors, the profile for everyone else (who could
 * not use the dashboard; see docs/decisions/010-accounts-and-sign-in.md and 038).
 */
export function landingPathFor(role: UserRole): "/admin" | "/profile" {
  return hasDashboard(role) ? "/admin" : "/profile";
}
