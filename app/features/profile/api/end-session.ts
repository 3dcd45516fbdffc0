import { apiRequest } from "~/lib/api-client";

/** `DELETE /api/profile/sessions/{id}`: signs one of the account's other browsers out; answers the server's sentence. */
export async function endSession(sessionId: string): Promise<{ message: string }> {
  const res = await apiRequest("DELETE", `/api/profile/sessions/${encodeURIComponent(sessionId)}`);
  return (await res.json()) as { message: string };
}
