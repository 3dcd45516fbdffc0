import type { RequestHandler } from "express";

/** Pages and their `.data` (client navigations); not files, feeds or uploaded images, which are the same for everyone. */
export function isPageRequest(pathname: string): boolean {
  if (pathname.startsWith("/uploads/")) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".") || last.endsWith(".data");
}

/**
 * A page rendered for a signed-in visitor (and its `.data` for client
 * navigations) carries their name, e-mail and bio: no shared cache or
 * back-forward store may keep it. Anonymous pages are left to their routes.
 */
export const personalPagesUncached: RequestHandler = (req, res, next) => {
  if (isPageRequest(req.path)) {
    res.vary("Cookie");
    if (req.user) res.set("Cache-Control", "private, no-store");
  }
  next();
};
