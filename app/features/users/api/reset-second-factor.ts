import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/admin/users/:id/second-factor`: removes every second factor of the account (decision 038). */
export async function resetSecondFactor(userId: number): Promise<{ removed: boolean }> {
  const res = await apiRequest("DELETE", `/api/admin/users/${userId}/second-factor`);
  return (await res.json()) as { removed: boolean };
}
