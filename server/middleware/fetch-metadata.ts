import type { RequestHandler } from "express";
import { AppError } from "~/lib/app-error";

/** What the dashboard itself sends: its scripts' `fetch` (`empty`) and its download links (`document`). */
const DASHBOARD_DESTINATIONS = new Set(["document", "empty"]);

/**
 * The administrators' API answers the dashboard only. A browser says why it
 * requests an address (Fetch Metadata): an image, a frame, a script or a
 * style pointing at `/api/admin/…` (a member's article under review with
 * `![x](/api/admin/leads.csv)`), or a link or form on another site, would
 * make an administrator's browser run an export with their session and
 * write an audit entry they never asked for. Such requests are refused
 * before any route runs, whatever the method. Clients that send no Fetch
 * Metadata (scripts, older browsers) are not affected; for them the
 * session, the role and, on writes, the CSRF token decide as before.
 */
export const dashboardRequestsOnly: RequestHandler = (req, _res, next) => {
  const dest = req.get("sec-fetch-dest");
  const site = req.get("sec-fetch-site");
  if (dest !== undefined && !DASHBOARD_DESTINATIONS.has(dest)) return next(new AppError("EMBEDDED_REQUEST"));
  if (site === "cross-site" || site === "same-site") return next(new AppError("EMBEDDED_REQUEST"));
  next();
};
