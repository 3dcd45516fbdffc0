import { stripLangPrefix } from "~/i18n/locales";

const BASE = "http://same-site.invalid";

/**
 * Where to go after signing in. Only a path on this site is accepted (no
 * scheme, no `//host`, no backslash tricks), and never the sign-in page
 * itself; anything else gives the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (stripLangPrefix(url.pathname) === "/auth") return fallback;
  return url.pathname + url.search + url.hash;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return true;
  }
  return false;
}

/**
 * Where a signed-in account lands when no page asked for it: the dashboard
 * for administrators, the profile for everyone else (who could not use the
 * dashboard; see docs/decisions/010-accounts-and-sign-in.md).
 */
export function landingPathFor(role: "admin" | "user"): string {
  return role === "admin" ? "/admin" : "/profile";
}
