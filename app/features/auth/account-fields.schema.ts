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

/**
 * Names only the firm's administrators may hold: a member who registered
 * `Admin` would look like the firm in the dashboard and in articles. Compared
 * by skeleton, so look-alikes (`ADMIN`, `adm1n`, `a.d.m.i.n`, full-width
 * `ａｄｍｉｎ`) count too.
 */
export const RESERVED_USERNAMES = ["admin", "administrator", "root", "superuser", "sysadmin", "webmaster", "support"] as const;

const LOOK_ALIKES: Record<string, string> = { "0": "o", "1": "i", l: "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** A username reduced to what a reader sees: NFKC, lower case, no separators, digits and symbols read as the letters they imitate. */
export function usernameSkeleton(username: string): string {
  return username
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[._\-\s]/g, "")
    .replace(/[013457l@$]/g, (c) => LOOK_ALIKES[c] ?? c);
}

const reservedSkeletons = new Set<string>(RESERVED_USERNAMES.map(usernameSkeleton));

export function isReservedUsername(username: string): boolean {
  return reservedSkeletons.has(usernameSkeleton(username));
}

/** Letters from one alphabet only, Latin or Arabic (the site's two languages): no Cyrillic `с` in `сhief`. */
export function isSingleScript(username: string): boolean {
  const letters = username.match(/\p{L}/gu) ?? [];
  return letters.every((c) => /\p{Script=Latin}/u.test(c)) || letters.every((c) => /\p{Script=Arabic}/u.test(c));
}

/** Why a name a member chooses (registration, renaming) cannot be theirs: a catalog key, or null. */
export function memberUsernameProblem(username: string): string | null {
  if (!isSingleScript(username)) return "auth.username.mixedScript";
  if (isReservedUsername(username)) return "auth.username.reserved";
  return null;
}

/** Usernames are checked and stored in NFKC, so full-width and other compatibility forms become their plain letters. */
export const usernameField = z
  .string("auth.username.required")
  .trim()
  .normalize("NFKC")
  .min(USERNAME_MIN, "auth.username.min")
  .max(USERNAME_MAX, "auth.username.max")
  .regex(/^[\p{L}\p{N}._-]+$/u, "auth.username.pattern");

/** A name a member chooses for themselves: the usual rules, one alphabet, and not a reserved name. */
export const memberUsernameField = usernameField.superRefine((value, ctx) => {
  const problem = memberUsernameProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

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
