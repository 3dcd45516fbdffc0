import { createHash, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "sid";

export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored as their SHA-256 so a copy of the database cannot sign anyone in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
