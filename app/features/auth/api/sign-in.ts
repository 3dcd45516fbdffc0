import { apiRequest } from "~/lib/api-client";
import type { SessionUser } from "~/lib/session-user";
import type { LoginFormValues } from "../auth.schema";
import { MATH_CHECK_MARKER } from "../math-challenge";

/** `POST /api/login`, after the browser's math check passed (decision on the CAPTCHA: the marker stands for it). */
export async function signIn(values: LoginFormValues): Promise<SessionUser> {
  const res = await apiRequest("POST", "/api/login", { ...values, recaptchaToken: MATH_CHECK_MARKER });
  return (await res.json()) as SessionUser;
}
