import { apiRequest } from "~/lib/api-client";
import type { SessionUser } from "~/lib/session-user";

/** `POST /api/login/second-factor`: the second step of a sign-in answered with a code or a recovery code (decision 038). */
export async function answerSecondFactor(answer: { code: string } | { recoveryCode: string }): Promise<SessionUser> {
  const res = await apiRequest("POST", "/api/login/second-factor", answer);
  return (await res.json()) as SessionUser;
}
