import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { apiRequest } from "~/lib/api-client";
import type { SecondFactorChange } from "../second-factor";

/**
 * A new passkey: the creation options (`POST
 * /api/profile/second-factor/passkeys/options`), the browser's passkey
 * prompt, then the answer with its name (`POST …/passkeys`).
 */
export async function addPasskey(name: string): Promise<SecondFactorChange> {
  const optionsJSON = (await (await apiRequest("POST", "/api/profile/second-factor/passkeys/options")).json()) as PublicKeyCredentialCreationOptionsJSON;
  const { startRegistration } = await import("@simplewebauthn/browser");
  const response = await startRegistration({ optionsJSON });
  return (await (await apiRequest("POST", "/api/profile/second-factor/passkeys", { name, response })).json()) as SecondFactorChange;
}
