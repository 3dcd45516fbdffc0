import { apiRequest } from "~/lib/api-client";
import type { SecondFactorChange } from "../second-factor";

/** `POST /api/profile/second-factor/totp/confirm`: a code from the app turns it on (and may bring the first recovery codes). */
export async function confirmTotp(code: string): Promise<SecondFactorChange> {
  return (await (await apiRequest("POST", "/api/profile/second-factor/totp/confirm", { code })).json()) as SecondFactorChange;
}
