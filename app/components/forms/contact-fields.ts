import "~/lib/zod-jitless";
import { z } from "zod";

/**
 * The contact fields of the public forms (the three lead forms and both
 * assessments' contact steps) and their lengths, shared with the server.
 */
export const LEAD_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 30,
  companyMax: 160,
  serviceMax: 160,
  textMin: 10,
  textMax: 5_000,
  /** A composed inquiry or consultation message: phone, date and the visitor's text. */
  messageMax: 6_000,
} as const;

/**
 * Field rules with catalog keys as messages: the browser translates them with
 * `t()`, the API's error handler in the request's language.
 */
export const fullNameField = (tooShortKey: string) =>
  z
    .string({ error: tooShortKey })
    .trim()
    .min(LEAD_LIMITS.nameMin, tooShortKey)
    .max(LEAD_LIMITS.nameMax, "leads.validation.nameTooLong");

export const emailField = (invalidKey: string) =>
  z.string({ error: invalidKey }).trim().max(LEAD_LIMITS.emailMax, "leads.validation.emailTooLong").email(invalidKey);

/** Digits (Western or Arabic-Indic), spaces, brackets, dots, dashes and a leading +: `+966 50 123 4567`. */
const PHONE_PATTERN = /^\+?[\p{Nd}\s().-]+$/u;

export const phoneField = () =>
  z
    .string({ error: "leads.validation.phone" })
    .trim()
    .min(LEAD_LIMITS.phoneMin, "leads.validation.phone")
    .max(LEAD_LIMITS.phoneMax, "leads.validation.phone")
    .regex(PHONE_PATTERN, "leads.validation.phone");

export const companyField = () => z.string().trim().max(LEAD_LIMITS.companyMax, "leads.validation.companyTooLong");

export const longTextField = (tooShortKey: string, max: number = LEAD_LIMITS.textMax, tooLongKey = "leads.validation.textTooLong") =>
  z.string({ error: tooShortKey }).trim().min(LEAD_LIMITS.textMin, tooShortKey).max(max, tooLongKey);
