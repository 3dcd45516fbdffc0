import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { apiRequest } from "~/lib/api-client";
import type { SessionUser } from "~/lib/session-user";

/**
 * The second step of a sign-in answered with a passkey: the options for this
 * sign-in (`POST /api/login/second-factor/passkey-options`), the browser's
 * passkey prompt, then its answer to `POST /api/login/second-factor`. The
 * browser's WebAuthn helper is loaded only when a passkey is used.
 */
export async function signInWithPasskey(): Promise<SessionUser> {
  const optionsJSON = (await (await apiRequest("POST", "/api/login/second-factor/passkey-options")).json()) as PublicKeyCredentialRequestOptionsJSON;
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const passkey = await startAuthentication({ optionsJSON });
  const res = await apiRequest("POST", "/api/login/second-factor", { passkey });
  return (await res.json()) as SessionUser;
}
