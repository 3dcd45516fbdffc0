import { Secret, TOTP } from "otpauth";
import { encode } from "uqr";

/**
 * The authenticator app's codes (decision 038): RFC 6238 as every app reads
 * it — SHA-1, six digits, 30-second steps — accepting one step of clock skew
 * either way.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_SKEW_STEPS = 1;

function totpFor(secret: string, account = "", issuer = ""): TOTP {
  return new TOTP({ issuer, label: account, issuerInLabel: issuer !== "", algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code carries: the app shows the issuer (the firm) and the account's username. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}

/** The 30-second step `now` falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step a typed code belongs to, within one step of `now`; null when it
 * matches none. The caller refuses a step it has already accepted (replay).
 */
export function matchTotpCode(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now.getTime(), window: TOTP_SKEW_STEPS });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code an app shows at `now` (tests and the software authenticator). */
export function totpCodeAt(secret: string, now: Date): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}

/** A QR code as one SVG path of unit squares on a `size` × `size` grid (a quiet zone of 4 included), drawn by the page without a request. */
export function qrCodePath(text: string): { size: number; path: string } {
  const border = 4;
  const qr = encode(text, { ecc: "M", border });
  let path = "";
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: qr.size, path };
}
