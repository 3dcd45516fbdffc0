import { data, redirect, type RouterContextProvider } from "react-router";
import { localizePath, type Lang } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import type { SessionUser } from "~/lib/session-user";
import type { UserRole } from "#db/schema/enums";
import { roleMay } from "~/lib/roles";
import { NO_ACCESS_STATUS } from "./no-access";

/**
 * Guards for route loaders. The server has already resolved the session, so
 * a protected page never renders for the wrong visitor, not even briefly.
 *
 *   export function loader({ context, url }: Route.LoaderArgs) {
 *     const user = requireRolePage(context, url, dashboardRoles);
 *
 * `url` is the loader's own argument: the page's address as React Router
 * normalises it (a client navigation's `/profile.data?_routes=…` arrives as
 * `/profile`), never `request.url`.
 *     …
 *   }
 */
type LoaderContext = Readonly<RouterContextProvider>;

/** Signed out: redirect to the sign-in page (in the page's language), which sends them back afterwards. */
export function requireUserPage(context: LoaderContext, url: URL): SessionUser {
  const { user, lang } = context.get(requestContext);
  if (!user) throw redirect(signInPathFor(url, lang));
  return user;
}

/**
 * As `requireUserPage`, and a signed-in account whose role is not one the
 * page declares (decision 038) gets a 403 that the route's error boundary
 * shows as the no-access page (`ProtectedPageErrorBoundary` in
 * components/no-access-page.tsx).
 */
export function requireRolePage(context: LoaderContext, url: URL, roles: readonly UserRole[]): SessionUser {
  const user = requireUserPage(context, url);
  if (!roleMay(user.role, roles)) throw data({ reason: "no-access" }, { status: NO_ACCESS_STATUS });
  return user;
}

/** `/ar/profile` → `/ar/auth?redirectTo=%2Far%2Fprofile` (`lang`: the request context's, decision 027). */
export function signInPathFor(url: URL, lang: Lang): string {
  const back = url.pathname + url.search;
  return `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(back)}`;
}
