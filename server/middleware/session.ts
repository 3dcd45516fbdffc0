import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import type { SessionLimits } from "~/features/auth/create-session.server";
import { findSessionUser } from "~/features/auth/find-session-user.server";
import { SESSION_COOKIE } from "~/features/auth/session-token.server";
import type { SessionUser } from "~/features/auth/session-user";
import { readCookie } from "./cookies";

declare module "express-serve-static-core" {
  interface Request {
    user: SessionUser | null;
    /** SHA-256 of the session token, when signed in. */
    sessionId: string | null;
  }
}

export function sessionCookieOptions(req: Request, maxAgeMs?: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/", ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
}

/**
 * Loads the signed-in user. On pages a database failure means "signed out"
 * (the page still renders); API calls surface it as 503.
 */
export function loadSession(options: { db: Database; limits: SessionLimits; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    req.user = null;
    req.sessionId = null;
    const token = readCookie(req, SESSION_COOKIE);
    if (!token) return next();
    try {
      const found = await findSessionUser(options.db, { token, limits: options.limits });
      if (found) {
        req.user = found.user;
        req.sessionId = found.sessionId;
      } else {
        clearSessionCookie(req, res);
      }
      next();
    } catch (error) {
      if (req.path.startsWith("/api/")) return next(error);
      options.logger.warn({ err: error }, "session lookup failed; treating the request as signed out");
      next();
    }
  };
}
