import type { RegistrationSetting } from "~/features/auth/registration-setting";
import { apiRequest } from "~/lib/api-client";

/** `PUT /api/admin/registration`: switches public registration on or off (decision 033). */
export async function setRegistrationOpen(open: boolean): Promise<RegistrationSetting> {
  const res = await apiRequest("PUT", "/api/admin/registration", { open });
  return (await res.json()) as RegistrationSetting;
}
