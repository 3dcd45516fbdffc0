import "~/lib/zod-jitless";
import { z } from "zod";
import { NEW_PASSWORD_MIN, optionalEmailField, optionalText, PASSWORD_MAX, usernameField } from "~/features/auth/account-fields.schema";

/** Spec §3 Profile entity; gender "" means "prefer not to say". */
export const genders = ["male", "female"] as const;
export const YEARS_OF_EXPERIENCE_MAX = 60;

const yearsOfExperience = z
  .union([z.number(), z.string()], "profile.years.invalid")
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = value === null ? "" : String(value).trim();
    if (text === "") return null;
    const years = Number(text);
    if (!Number.isInteger(years) || years < 0 || years > YEARS_OF_EXPERIENCE_MAX) {
      ctx.addIssue({ code: "custom", message: "profile.years.invalid" });
      return z.NEVER;
    }
    return years;
  });

const linkedinUrl = optionalText(300).refine((value) => value == null || isWebAddress(value), "profile.linkedin.invalid");

/** Trims each skill, drops empty ones and repeats (in any case): "a, ,b,A" → "a, b". Arabic commas count too. */
const professionalSkills = optionalText(1000).transform((value) => {
  if (value == null) return value;
  const skills = new Map<string, string>();
  for (const skill of value.split(/[,،]/).map((s) => s.trim())) {
    if (skill && !skills.has(skill.toLowerCase())) skills.set(skill.toLowerCase(), skill);
  }
  return skills.size > 0 ? [...skills.values()].join(", ") : null;
});

/** The profile fields; on update an absent field is left as it is. */
export const profileFieldsSchema = z.object({
  username: usernameField.optional(),
  fullName: optionalText(120),
  email: optionalEmailField,
  linkedinUrl,
  bio: optionalText(2000),
  currentJobTitle: optionalText(120),
  desiredJobTitle: optionalText(120),
  location: optionalText(120),
  gender: z
    .enum(["", ...genders], "profile.gender.invalid")
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  industry: optionalText(120),
  yearsOfExperience,
  receiveJobAlerts: z.boolean().optional(),
  receiveNewsletter: z.boolean().optional(),
  professionalSkills,
});

/**
 * `PUT /api/profile`. The password fields come together or not at all
 * (the page sends them only when both are filled).
 */
export const profileUpdateSchema = profileFieldsSchema
  .extend({
    currentPassword: z.string().max(PASSWORD_MAX, "auth.password.max").optional(),
    newPassword: z.string().max(PASSWORD_MAX, "auth.password.max").optional(),
  })
  .superRefine((value, ctx) => {
    const current = value.currentPassword ?? "";
    const next = value.newPassword ?? "";
    if (current === "" && next === "") return;
    if (current === "") ctx.addIssue({ code: "custom", path: ["currentPassword"], message: "profile.password.fieldRequired" });
    if (next === "") ctx.addIssue({ code: "custom", path: ["newPassword"], message: "profile.password.fieldRequired" });
    else if (next.length < NEW_PASSWORD_MIN) ctx.addIssue({ code: "custom", path: ["newPassword"], message: "auth.password.newMin" });
  });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * The page's form: every field as the inputs hold it, plus the confirmation.
 * Spec §5: all three password fields or none; a mismatch blocks the submit.
 */
export const profileFormSchema = profileFieldsSchema
  .extend({
    username: usernameField,
    currentPassword: z.string().max(PASSWORD_MAX, "auth.password.max"),
    newPassword: z.string().max(PASSWORD_MAX, "auth.password.max"),
    confirmPassword: z.string().max(PASSWORD_MAX, "auth.password.max"),
  })
  .superRefine((value, ctx) => {
    const fields = ["currentPassword", "newPassword", "confirmPassword"] as const;
    const filled = fields.filter((field) => value[field] !== "");
    if (filled.length === 0) return;
    if (filled.length < fields.length) {
      for (const field of fields) {
        if (value[field] === "") ctx.addIssue({ code: "custom", path: [field], message: "profile.password.fieldRequired" });
      }
      return;
    }
    if (value.newPassword.length < NEW_PASSWORD_MIN) ctx.addIssue({ code: "custom", path: ["newPassword"], message: "auth.password.newMin" });
    if (value.newPassword !== value.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "profile.password.mismatchBody" });
  });
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}
