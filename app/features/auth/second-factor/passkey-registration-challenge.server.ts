import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long the browser has to make the passkey once asked. */
export const PASSKEY_REGISTRATION_MINUTES = 5;

/**
 * The challenge of a passkey's creation, kept nowhere: its expiry and a
 * random part, signed with the site's signing secret for the session asking.
 * The answer is only accepted from that session and before the expiry; a
 * second answer with the same credential is refused by its id.
 */
export function issuePasskeyRegistrationChallenge(options: { secret: string; sessionId: string; now: Date }): string {
  const expires = options.now.getTime() + PASSKEY_REGISTRATION_MINUTES * 60_000;
  const nonce = randomBytes(16).toString("base64url");
  return `${expires}.${nonce}.${mac(options.secret, options.sessionId, expires, nonce)}`;
}

/** `challenge` as the browser reports it: the base64url of the issued text. */
export function isPasskeyRegistrationChallenge(challenge: string, options: { secret: string; sessionId: string; now: Date }): boolean {
  const [expiresText, nonce, signature, ...rest] = Buffer.from(challenge, "base64url").toString("utf8").split(".");
  const expires = Number(expiresText);
  if (rest.length > 0 || !nonce || !signature || !Number.isSafeInteger(expires) || expires <= options.now.getTime()) return false;
  const expected = Buffer.from(mac(options.secret, options.sessionId, expires, nonce));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function mac(secret: string, sessionId: string, expires: number, nonce: string): string {
  return createHmac("sha256", secret).update(`passkey-registration|${sessionId}|${expires}|${nonce}`).digest("base64url");
}
