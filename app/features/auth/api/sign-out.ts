import { apiRequest, resetCsrfToken } from "~/lib/api-client";

/** `POST /api/logout`; the CSRF token was bound to the ended session, so it is forgotten. */
export async function signOut(): Promise<void> {
  await apiRequest("POST", "/api/logout");
  resetCsrfToken();
}
