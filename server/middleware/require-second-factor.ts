import type { RequestHandler } from "express";
import type { Database } from "#db/client";
import { needsSecondFactorSetUp } from "~/features/auth/second-factor/has-second-factor.server";
import { AppError } from "~/lib/app-error";

/**
 * While the firm requires a second factor of administrators (decision 038),
 * every `/api/admin/*` call of an administrator without one answers 403
 * `SECOND_FACTOR_REQUIRED` (in the reader's language) until they set one up
 * on their profile; the pages send them there. Others pass on to the routes'
 * own checks.
 */
export function requireSecondFactorSetUp(options: { db: Database; forcedByServer: boolean }): RequestHandler {
  return (req, _res, next) => {
    if (req.user?.role !== "admin") return next();
    needsSecondFactorSetUp(options.db, req.user, { forcedByServer: options.forcedByServer }).then(
      (needed) => next(needed ? new AppError("SECOND_FACTOR_REQUIRED") : undefined),
      next,
    );
  };
}
