import type { Request, Response } from "express";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from "~/features/auth/note-sign-in-device.server";
import { readCookie } from "./cookies";
import { sessionCookieOptions } from "./session";

/**
 * The browser's device cookie (decision 038), named and protected as the
 * session cookie is: `__Host-device` when the public address is https (Secure,
 * path `/`, no Domain), `device` over plain http (development, tests).
 * httpOnly; it outlives sessions, so a browser stays known after sign-out.
 */
export function deviceCookieName(publicUrl: string): string {
  return publicUrl.startsWith("https:") ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

export function readDeviceCookie(req: Request, publicUrl: string): string | undefined {
  return readCookie(req, deviceCookieName(publicUrl));
}

/** Set (or renewed) at every sign-in. */
export function setDeviceCookie(req: Request, res: Response, publicUrl: string, token: string): void {
  res.cookie(deviceCookieName(publicUrl), token, sessionCookieOptions(req, publicUrl, DEVICE_COOKIE_MAX_AGE_MS));
}
