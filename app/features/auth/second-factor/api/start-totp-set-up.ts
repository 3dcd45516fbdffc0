import { apiRequest } from "~/lib/api-client";
import type { TotpSetup } from "../second-factor";

/** `POST /api/profile/second-factor/totp`: a new secret for the authenticator app, with its QR code. */
export async function startTotpSetUp(): Promise<TotpSetup> {
  return (await (await apiRequest("POST", "/api/profile/second-factor/totp")).json()) as TotpSetup;
}
