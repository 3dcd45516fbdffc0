import { apiRequest } from "~/lib/api-client";

/** `POST /api/profile/sessions/sign-out-others`: every session of the account but this browser's ends. */
export async function signOutOtherSessions(): Promise<{ message: string; ended: number }> {
  const res = await apiRequest("POST", "/api/profile/sessions/sign-out-others");
  return (await res.json()) as { message: string; ended: number };
}
