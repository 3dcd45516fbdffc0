import "~/lib/zod-jitless";
import { z } from "zod";

/**
 * Field rules shared by every account form (sign-in, registration, profile,
 * the admin's user dialogs) and by the server. Messages are catalog keys: the
 * browser shows them with `t()`, the API's error handler translates them.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
/** Spec §5/§9: the login form accepts 6; new passwords need 8. */
export const LOGIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
/** argon2 hashes any length; the cap keeps one request from costing seconds. */
export const PASSWORD_MAX = 200;

/** The account the spec protects from demotion and deletion. */
export const PROTECTED_ADMIN_USERNAME = "admin";

export function isProtectedAdmin(username: string): boolean {
  return username.toLowerCase() === PROTECTED_ADMIN_USERNAME;
}

export const usernameField = z
  .string("auth.username.required")
  .trim()
  .min(USERNAME_MIN, "auth.username.min")
  .max(USERNAME_MAX, "auth.username.max")
  .regex(/^[\p{L}\p{N}._-]+$/u, "auth.username.pattern");

export const newPasswordField = z
  .string("auth.password.required")
  .min(NEW_PASSWORD_MIN, "auth.password.newMin")
  .max(PASSWORD_MAX, "auth.password.max");

/**
 * Optional free text: `undefined` stays undefined (an update leaves the field
 * alone), while `null`, `""` and blanks become `null` (the field is cleared).
 */
export function optionalText(max: number) {
  return z
    .string()
    .max(max, "auth.text.tooLong")
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null));
}

const emailCheck = z.email();

export const optionalEmailField = z
  .string("auth.email.invalid")
  .max(254, "auth.email.invalid")
  .nullish()
  .transform((value) => (value === undefined ? undefined : value?.trim().toLowerCase() || null))
  .refine((value) => value == null || emailCheck.safeParse(value).success, "auth.email.invalid");
