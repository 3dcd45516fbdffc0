import { data, redirect, type RouterContextProvider } from "react-router";
import { langFromPath, localizePath, pagePathname } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import { NO_ACCESS_STATUS } from "./no-access";
import type { SessionUser } from "./session-user";

/**
 * Guards for route loaders. The server has already resolved the session, so
 * a protected page never renders for the wrong visitor, not even briefly.
 *
 *   export function loader({ context, request }: Route.LoaderArgs) {
 *     const user = requireAdminPage(context, request);
 *     …
 *   }
 */
type LoaderContext = Readonly<RouterContextProvider>;

/** Signed out: redirect to the sign-in page (in the page's language), which sends them back afterwards. */
export function requireUserPage(context: LoaderContext, request: Request): SessionUser {
  const { user } = context.get(requestContext);
  if (!user) throw redirect(signInPathFor(request));
  return user;
}

/**
 * As `requireUserPage`, and a signed-in non-administrator gets a 403 that
 * the route's error boundary shows as the no-access page
 * (`ProtectedPageErrorBoundary` in components/no-access-page.tsx).
 */
export function requireAdminPage(context: LoaderContext, request: Request): SessionUser {
  const user = requireUserPage(context, request);
  if (user.role !== "admin") throw data({ reason: "no-access" }, { status: NO_ACCESS_STATUS });
  return user;
}

/** `/ar/profile` → `/ar/auth?redirectTo=%2Far%2Fprofile`. */
export function signInPathFor(request: Request): string {
  const back = pagePathOf(request);
  return `${localizePath("/auth", langFromPath(back))}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * The page's own path and query for a loader's request. Client-side
 * navigations fetch `/profile.data?_routes=…` (`/_root.data` for the home
 * page); loaders see that address, not the page's.
 */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  const pathname = pagePathname(url.pathname);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return pathname + (search ? `?${search}` : "");
}
