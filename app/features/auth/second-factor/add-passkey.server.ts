import { verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Database } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { passkeys } from "#db/schema";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { getSigningSecret } from "~/features/security/get-signing-secret.server";
import { AppError } from "~/lib/app-error";
import { isPasskeyRegistrationChallenge } from "./passkey-registration-challenge.server";
import type { RelyingParty } from "./passkey-relying-party";
import { recoveryCodesForFirstFactor } from "./replace-recovery-codes.server";

/**
 * Keeps the passkey the browser made with `passkeyRegistrationOptions`, under
 * the name its holder gave it, once its answer checks out (this site, this
 * session's challenge, not expired). Audited; the account's first factor
 * also makes its recovery codes, answered here to be shown once.
 */
export async function addPasskey(
  db: Database,
  options: { user: { id: number; username: string }; sessionId: string; name: string; response: RegistrationResponseJSON; relyingParty: RelyingParty; address: string | null; now?: Date },
): Promise<{ recoveryCodes?: string[] }> {
  const now = options.now ?? new Date();
  const { user, relyingParty } = options;
  const secret = await getSigningSecret(db);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: options.response,
      expectedChallenge: (challenge) => isPasskeyRegistrationChallenge(challenge, { secret, sessionId: options.sessionId, now }),
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: false,
    });
  } catch {
    verification = null;
  }
  if (!verification?.verified) throw new AppError("VALIDATION", { message: "auth.secondFactor.passkey.failed" });
  const { credential } = verification.registrationInfo;
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(passkeys).values({
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: options.response.response.transports ?? credential.transports ?? [],
        name: options.name,
        createdAt: now,
      });
      const recoveryCodes = await recoveryCodesForFirstFactor(tx, { userId: user.id, now });
      await recordAudit(tx, { actor: user, address: options.address, action: "second_factor.enable", target: { type: "user", id: user.id }, details: { method: "passkey" }, now });
      return { recoveryCodes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", { message: "auth.secondFactor.passkey.duplicate" });
    throw error;
  }
}
