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
export function createCsrf(secret: string) {
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
