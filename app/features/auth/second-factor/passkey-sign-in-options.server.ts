import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "#db/client";
import { passkeys, signInChallenges } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { hashToken } from "../session-token.server";
import type { RelyingParty } from "./passkey-relying-party";

/**
 * What the browser asks the account's passkeys with, for the second step of a
 * sign-in: a fresh WebAuthn challenge kept on the sign-in challenge (the last
 * one asked for is the one answered) and the account's credentials.
 */
export async function passkeySignInOptions(
  db: Database,
  options: { token: string | undefined; relyingParty: RelyingParty; now?: Date },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const now = options.now ?? new Date();
  const id = options.token ? hashToken(options.token) : null;
  const [challenge] = id
    ? await db
        .select({ userId: signInChallenges.userId })
        .from(signInChallenges)
        .where(and(eq(signInChallenges.id, id), gt(signInChallenges.expiresAt, now)))
        .limit(1)
    : [];
  if (!id || !challenge) throw new AppError("UNAUTHENTICATED", { message: "auth.secondFactor.expired" });
  const keys = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, challenge.userId));
  if (keys.length === 0) throw new AppError("CONFLICT", { message: "auth.secondFactor.passkey.none" });
  const requestOptions = await generateAuthenticationOptions({
    rpID: options.relyingParty.id,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports as never })),
    userVerification: "preferred",
  });
  await db.update(signInChallenges).set({ passkeyChallenge: requestOptions.challenge }).where(eq(signInChallenges.id, id));
  return requestOptions;
}
