import { createHmac } from "node:crypto";
import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { passkeys } from "#db/schema";
import { getSigningSecret } from "~/features/security/get-signing-secret.server";
import { issuePasskeyRegistrationChallenge, PASSKEY_REGISTRATION_MINUTES } from "./passkey-registration-challenge.server";
import type { RelyingParty } from "./passkey-relying-party";

/**
 * What the browser creates a passkey with: this site, the account (its
 * username, and a handle derived from its id that says nothing about it), the
 * account's passkeys to leave out (one authenticator, one passkey), no
 * attestation, and a challenge bound to the session asking.
 */
export async function passkeyRegistrationOptions(
  db: Database,
  options: { user: { id: number; username: string }; sessionId: string; relyingParty: RelyingParty; now?: Date },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const now = options.now ?? new Date();
  const secret = await getSigningSecret(db);
  const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, options.user.id));
  return generateRegistrationOptions({
    rpName: options.relyingParty.name,
    rpID: options.relyingParty.id,
    userName: options.user.username,
    userID: new Uint8Array(createHmac("sha256", secret).update(`webauthn-user|${options.user.id}`).digest()),
    challenge: issuePasskeyRegistrationChallenge({ secret, sessionId: options.sessionId, now }),
    timeout: PASSKEY_REGISTRATION_MINUTES * 60_000,
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports as never })),
    // A second factor after the password: a security key, a phone or the computer's own, whichever the browser offers.
    authenticatorSelection: { residentKey: "discouraged", userVerification: "preferred" },
  });
}
