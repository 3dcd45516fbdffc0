import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import type { SessionLimits } from "~/features/auth/create-session.server";
import { findSessionUser } from "~/features/auth/find-session-user.server";
import { SESSION_COOKIE } from "~/features/auth/session-token.server";
import type { SessionUser } from "~/lib/session-user";
import { readCookie } from "./cookies";

declare module "express-serve-static-core" {
  interface Request {
    user: SessionUser | null;
    /** SHA-256 of the session token, when signed in. */
    sessionId: string | null;
  }
}

/**
 * The session cookie. When the site's public address is https it is
 * `__Host-sid`: the browser then insists on Secure, path `/` and no Domain,
 * so no other host (a subdomain, a plain-http hop) can set or overwrite it.
 * Secure follows the public address, not `X-Forwarded-Proto`, which a proxy
 * may drop. Over plain http (development, tests) it is `sid`.
 */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith("https:") ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function sessionCookieOptions(req: Request, publicUrl: string, maxAgeMs?: number): CookieOptions {
  const https = publicUrl.startsWith("https:");
  return { httpOnly: true, sameSite: "lax", secure: https || req.secure, path: "/", ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

export function setSessionCookie(req: Request, res: Response, publicUrl: string, token: string, maxAgeMs: number): void {
  res.cookie(sessionCookieName(publicUrl), token, sessionCookieOptions(req, publicUrl, maxAgeMs));
}

export function clearSessionCookie(req: Request, res: Response, publicUrl: string): void {
  res.clearCookie(sessionCookieName(publicUrl), sessionCookieOptions(req, publicUrl));
}

/**
 * Loads the signed-in user. On pages a database failure means "signed out"
 * (the page still renders); API calls surface it as 503.
 */
export function loadSession(options: { db: Database; limits: SessionLimits; logger: Logger; publicUrl: string }): RequestHandler {
  const cookieName = sessionCookieName(options.publicUrl);
  return async (req, res, next) => {
    req.user = null;
    req.sessionId = null;
    const token = readCookie(req, cookieName);
    if (!token) return next();
    try {
      const found = await findSessionUser(options.db, { token, limits: options.limits });
      if (found) {
        req.user = found.user;
        req.sessionId = found.sessionId;
      } else {
        clearSessionCookie(req, res, options.publicUrl);
      }
      next();
    } catch (error) {
      if (req.path.startsWith("/api/")) return next(error);
      options.logger.warn({ err: error }, "session lookup failed; treating the request as signed out");
      next();
    }
  };
}
