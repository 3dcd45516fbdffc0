import type { Request, Response } from "express";
import { SIGN_IN_CHALLENGE_MINUTES } from "~/features/auth/second-factor/start-sign-in-challenge.server";
import { readCookie } from "./cookies";
import { sessionCookieOptions } from "./session";

const SIGN_IN_CHALLENGE_COOKIE = "sfa";

/**
 * The sign-in challenge's cookie (decision 038): between the password and the
 * second factor, the token of the challenge the second step answers. Named
 * and protected as the session cookie is — `__Host-sfa` when the public
 * address is https (Secure, path `/`, no Domain), `sfa` over plain http
 * (development, tests) — httpOnly, and gone with the challenge's ten minutes.
 */
export function signInChallengeCookieName(publicUrl: string): string {
  return publicUrl.startsWith("https:") ? `__Host-${SIGN_IN_CHALLENGE_COOKIE}` : SIGN_IN_CHALLENGE_COOKIE;
}

export function readSignInChallengeCookie(req: Request, publicUrl: string): string | undefined {
  return readCookie(req, signInChallengeCookieName(publicUrl));
}

export function setSignInChallengeCookie(req: Request, res: Response, publicUrl: string, token: string): void {
  res.cookie(signInChallengeCookieName(publicUrl), token, sessionCookieOptions(req, publicUrl, SIGN_IN_CHALLENGE_MINUTES * 60_000));
}

export function clearSignInChallengeCookie(req: Request, res: Response, publicUrl: string): void {
  res.clearCookie(signInChallengeCookieName(publicUrl), sessionCookieOptions(req, publicUrl));
}
