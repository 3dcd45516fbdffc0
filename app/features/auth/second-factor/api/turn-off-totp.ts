import { apiRequest } from "~/lib/api-client";
import type { SecondFactorChange } from "../second-factor";

/** `DELETE /api/profile/second-factor/totp`, with the password typed again. */
export async function turnOffTotp(password: string): Promise<SecondFactorChange> {
  return (await (await apiRequest("DELETE", "/api/profile/second-factor/totp", { password })).json()) as SecondFactorChange;
}
