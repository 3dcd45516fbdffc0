import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/users/{id}/sign-out-everywhere`: ends every session of another account (audited); answers how many ended. */
export async function signOutEverywhere(userId: number): Promise<{ message: string; ended: number }> {
  const res = await apiRequest("POST", `/api/admin/users/${userId}/sign-out-everywhere`);
  return (await res.json()) as { message: string; ended: number };
}
