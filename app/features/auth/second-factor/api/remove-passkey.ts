import { apiRequest } from "~/lib/api-client";
import type { SecondFactorChange } from "../second-factor";

/** `DELETE /api/profile/second-factor/passkeys/:id`, with the password typed again. */
export async function removePasskey(id: string, password: string): Promise<SecondFactorChange> {
  return (await (await apiRequest("DELETE", `/api/profile/second-factor/passkeys/${encodeURIComponent(id)}`, { password })).json()) as SecondFactorChange;
}
