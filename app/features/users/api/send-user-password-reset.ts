import { apiRequest } from "~/lib/api-client";

/** `POST /api/admin/users/{id}/password-reset`: e-mails the user a reset link; answers the address it went to. */
export async function sendUserPasswordReset(userId: number): Promise<{ email: string }> {
  const res = await apiRequest("POST", `/api/admin/users/${userId}/password-reset`);
  return (await res.json()) as { email: string };
}
