import { stripLangPrefix } from "~/i18n/locales";
import type { UserRole } from "#db/schema/enums";
import { hasDashboard } from "~/lib/roles";
import { sameSitePath } from "~/lib/site-path";

/**
 * Where to go after signing in: the server's redirect for a signed-in visitor
 * and the browser's navigation after signing in both ask here. Only a path on
 * this site is accepted (`sameSitePath`), and never the sign-in page itself;
 * anything else gives the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  const site = sameSitePath(value);
  if (!site || stripLangPrefix(site.decodedPathname) === "/auth") return fallback;
  return site.path;
}

/**
 * Where a signed-in account lands when no page asked for it: the dashboard
 * for administrators and editors, the profile for everyone else (who could
 * not use the dashboard; see docs/decisions/010-accounts-and-sign-in.md and 038).
 */
export function landingPathFor(role: UserRole): "/admin" | "/profile" {
  return hasDashboard(role) ? "/admin" : "/profile";
}
