import { describe, expect, it } from "vitest";
import { profileFormSchema, profileUpdateSchema } from "./profile.schema";

const form = {
  username: "reem",
  fullName: "",
  email: "",
  linkedinUrl: "",
  bio: "",
  currentJobTitle: "",
  desiredJobTitle: "",
  location: "",
  gender: "" as const,
  industry: "",
  yearsOfExperience: "",
  receiveJobAlerts: false,
  receiveNewsletter: false,
  professionalSkills: "",
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("profile form (spec §5 password rules)", () => {
  it("accepts an untouched password section and turns empty fields into null", () => {
    const parsed = profileFormSchema.parse(form);
    expect(parsed).toMatchObject({ fullName: null, email: null, gender: null, yearsOfExperience: null, professionalSkills: null });
  });

  it("needs all three password fields once one is filled", () => {
    expect(issues(profileFormSchema.safeParse({ ...form, newPassword: "a new password" }))).toEqual({
      currentPassword: "profile.password.fieldRequired",
      confirmPassword: "profile.password.fieldRequired",
    });
  });

  it("blocks a confirmation that differs, and a short new password", () => {
    expect(issues(profileFormSchema.safeParse({ ...form, currentPassword: "old pass 1", newPassword: "a new password", confirmPassword: "a new passw0rd" }))).toEqual({
      confirmPassword: "profile.password.mismatchBody",
    });
    expect(issues(profileFormSchema.safeParse({ ...form, currentPassword: "old pass 1", newPassword: "short", confirmPassword: "short" }))).toEqual({
      newPassword: "auth.password.newMin",
    });
  });
});

describe("profile update (server)", () => {
  it("leaves absent fields undefined so they are not changed", () => {
    const parsed = profileUpdateSchema.parse({ fullName: "Reem" });
    expect(parsed.fullName).toBe("Reem");
    expect(parsed.bio).toBeUndefined();
    expect(parsed.receiveNewsletter).toBeUndefined();
    expect(parsed.username).toBeUndefined();
  });

  it("normalises skills, e-mail and years", () => {
    const parsed = profileUpdateSchema.parse({ professionalSkills: " Saudization ، Payroll,, saudization,Payroll ", email: " Reem@Example.SA ", yearsOfExperience: "12" });
    expect(parsed.professionalSkills).toBe("Saudization, Payroll");
    expect(parsed.email).toBe("reem@example.sa");
    expect(parsed.yearsOfExperience).toBe(12);
  });

  it("refuses out-of-range years, a LinkedIn address without https, an unknown gender", () => {
    expect(issues(profileUpdateSchema.safeParse({ yearsOfExperience: 61, linkedinUrl: "www.linkedin.com/in/x", gender: "x" }))).toEqual({
      yearsOfExperience: "profile.years.invalid",
      linkedinUrl: "profile.linkedin.invalid",
      gender: "profile.gender.invalid",
    });
    expect(issues(profileUpdateSchema.safeParse({ yearsOfExperience: "2.5" }))).toEqual({ yearsOfExperience: "profile.years.invalid" });
  });
});
