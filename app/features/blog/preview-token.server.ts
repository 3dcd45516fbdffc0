import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A post's private preview link token (decision 042): the link's row id
 * signed with the site's signing secret (the same on every instance). Nothing
 * secret is stored, so the dashboard can show a link again; the row's expiry
 * and revocation end it.
 */
const PURPOSE = "post-preview";

export function previewToken(secret: string, linkId: number): string {
  return `${linkId}.${sign(secret, linkId)}`;
}

/** The link's id, or null for a malformed or forged token (whether it is still valid is the row's to say). */
export function readPreviewToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const linkId = Number(match[1]);
  const expected = Buffer.from(sign(secret, linkId));
  const actual = Buffer.from(match[2]);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? linkId : null;
}

function sign(secret: string, linkId: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${linkId}`).digest("base64url");
}
