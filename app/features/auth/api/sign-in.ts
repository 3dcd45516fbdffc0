import { apiRequest } from "~/lib/api-client";
import type { SessionUser } from "~/lib/session-user";
import type { LoginFormValues } from "../auth.schema";
import { MATH_CHECK_MARKER } from "../math-challenge";
import type { SecondFactorPrompt } from "../second-factor/second-factor";

/**
 * `POST /api/login`, after the browser's math check passed (decision on the
 * CAPTCHA: the marker stands for it). The signed-in account, or, for an
 * account with a second factor, the second step to ask for (decision 038).
 */
export async function signIn(values: LoginFormValues): Promise<SessionUser | SecondFactorPrompt> {
  const res = await apiRequest("POST", "/api/login", { ...values, recaptchaToken: MATH_CHECK_MARKER });
  return (await res.json()) as SessionUser | SecondFactorPrompt;
}
