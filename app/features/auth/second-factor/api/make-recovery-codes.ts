import { apiRequest } from "~/lib/api-client";
import type { SecondFactorChange } from "../second-factor";

/** `POST /api/profile/second-factor/recovery-codes`: ten new codes, the old ones void. */
export async function makeRecoveryCodes(): Promise<SecondFactorChange> {
  return (await (await apiRequest("POST", "/api/profile/second-factor/recovery-codes")).json()) as SecondFactorChange;
}
