import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A signed "this form was shown at" stamp for forms sent without JavaScript
 * (a slow or failed script load): the page carries it in a hidden field, so
 * the spam guard's minimum fill time is measured on the server's clock and a
 * bot cannot simply claim an earlier time.
 */
const PURPOSE = "form-shown";

/** How long a page's form stays sendable without JavaScript. */
export const FORM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export function issueFormToken(secret: string, now: number = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

/** When the form was shown, or null for a missing, forged or expired token. */
export function readFormToken(secret: string, token: unknown, now: number = Date.now()): number | null {
  if (typeof token !== "string") return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const shownAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, shownAt));
  const actual = Buffer.from(match[2]);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (shownAt > now || now - shownAt > FORM_TOKEN_MAX_AGE_MS) return null;
  return shownAt;
}

function sign(secret: string, shownAt: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${shownAt}`).digest("base64url");
}
