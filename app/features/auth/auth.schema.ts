import "~/lib/zod-jitless";
import { z } from "zod";
import { LOGIN_PASSWORD_MIN, memberUsernameField, newPasswordField, PASSWORD_MAX, USERNAME_MIN } from "./account-fields.schema";
import { MATH_CHECK_MARKER } from "./math-challenge";

/**
 * Sign-in (spec §5): only lengths are checked, so an account created under
 * older rules can still sign in. The math-check marker rides along as
 * `recaptchaToken`, as in the spec's login payload.
 */
export const loginSchema = z.object({
  username: z.string("auth.username.required").trim().min(USERNAME_MIN, "auth.username.min").max(200, "auth.text.tooLong"),
  password: z.string("auth.password.required").min(LOGIN_PASSWORD_MIN, "auth.password.loginMin").max(PASSWORD_MAX, "auth.password.max"),
  recaptchaToken: z.literal(MATH_CHECK_MARKER, "auth.captcha.required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the sign-in form holds; the marker is added when the math check passes. */
export const loginFormSchema = loginSchema.omit({ recaptchaToken: true });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const registerSchema = z.object({
  username: memberUsernameField,
  password: newPasswordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "auth.password.mismatch" });
export type RegisterFormValues = z.input<typeof registerFormSchema>;
