import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { AppError } from "~/lib/app-error";
import { readCookie } from "./cookies";

const ANON_COOKIE = "csrf_id";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF tokens are an HMAC of what identifies the browser: its session when
 * signed in, otherwise a random id kept in an HttpOnly cookie. A token from
 * another browser or another session does not verify.
 */
export function createCsrf(secret: string, options: { publicUrl?: string } = {}) {
  const siteOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;

  /**
   * Defence in depth beside the token: a browser's mutating request must come
   * from this site. `Origin` when the browser sends it (the site's public
   * address, or the address the request itself was sent to); otherwise
   * `Sec-Fetch-Site`. Clients that send neither (scripts, older browsers)
   * rely on the token alone.
   */
  const fromThisSite = (req: Request): boolean => {
    const origin = req.get("origin");
    if (origin !== undefined) {
      if (origin === siteOrigin) return true;
      const host = req.get("host");
      return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    }
    const site = req.get("sec-fetch-site");
    return site === undefined || site === "same-origin" || site === "none";
  };
  const sign = (binding: string) => createHmac("sha256", secret).update(binding).digest("base64url");

  const bindingOf = (req: Request): string | null => {
    if (req.sessionId) return `session:${req.sessionId}`;
    const anon = readCookie(req, ANON_COOKIE);
    return anon ? `anon:${anon}` : null;
  };

  const issue = (req: Request, res: Response): string => {
    let binding = bindingOf(req);
    if (!binding) {
      const anon = randomBytes(18).toString("base64url");
      res.cookie(ANON_COOKIE, anon, { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" });
      binding = `anon:${anon}`;
    }
    return sign(binding);
  };

  const verify: RequestHandler = (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (!fromThisSite(req)) return next(new AppError("CSRF_INVALID"));
    const sent = req.get("csrf-token") ?? req.get("x-csrf-token");
    const binding = bindingOf(req);
    if (!sent || !binding) return next(new AppError("CSRF_INVALID"));
    const expected = Buffer.from(sign(binding));
    const actual = Buffer.from(sent);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return next(new AppError("CSRF_INVALID"));
    next();
  };

  return { issue, verify };
}
