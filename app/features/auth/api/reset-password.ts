import { apiRequest, resetCsrfToken } from "~/lib/api-client";
import type { PasswordResetInput } from "../password-reset.schema";

/** `POST /api/password-reset`: the account's sessions (this browser's too) end, so the CSRF token is forgotten. */
export async function resetPassword(input: PasswordResetInput): Promise<void> {
  await apiRequest("POST", "/api/password-reset", input);
  resetCsrfToken();
}
