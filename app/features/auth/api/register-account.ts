import { apiRequest } from "~/lib/api-client";
import type { SessionUser } from "~/lib/session-user";
import type { RegisterInput } from "../auth.schema";

/** `POST /api/register`: the new account, signed in. */
export async function registerAccount(input: RegisterInput): Promise<SessionUser> {
  const res = await apiRequest("POST", "/api/register", input);
  return (await res.json()) as SessionUser;
}
