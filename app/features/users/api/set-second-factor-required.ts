import type { SecondFactorRequirement } from "~/features/auth/second-factor/second-factor-setting";
import { apiRequest } from "~/lib/api-client";

/** `PUT /api/admin/second-factor-required`: a second factor required of administrators, or not (decision 038). */
export async function setSecondFactorRequired(required: boolean): Promise<SecondFactorRequirement> {
  const res = await apiRequest("PUT", "/api/admin/second-factor-required", { required });
  return (await res.json()) as SecondFactorRequirement;
}
