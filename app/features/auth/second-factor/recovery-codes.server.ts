import { createHash, randomInt } from "node:crypto";

/** Ten codes, each usable once (decision 038). */
export const RECOVERY_CODE_COUNT = 10;

/** No 0/o, 1/l/i: a code copied by hand from paper reads one way. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const GROUP = 5;

/** A new code, `xxxxx-xxxxx` (about 49 bits). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join("")}-${chars.slice(GROUP).join("")}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/** As typed: spaces and hyphens dropped, lower case (a code read aloud or pasted with its hyphen is the same code). */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s\-‐-―]+/g, "").toLowerCase();
}

/** Stored as the SHA-256 of the normalised code, like session ids: a copy of the database holds no usable code. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
