import type { APIRequestContext, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { createMember, csrfToken } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/** The profile page (spec §2, §3, §5, §8) in both languages; texts written out on purpose. */
const texts: Record<LangCode, {
  title: string;
  fields: Record<"username" | "email" | "fullName" | "linkedinUrl" | "bio" | "location" | "gender" | "currentJobTitle" | "desiredJobTitle" | "industry" | "yearsOfExperience" | "professionalSkills" | "receiveJobAlerts" | "receiveNewsletter" | "currentPassword" | "newPassword" | "confirmPassword", string>;
  female: string;
  save: string;
  updated: [string, string];
  passwordChanged: string;
  failed: string;
  currentIncorrect: string;
  incomplete: [string, string];
  mismatch: [string, string];
  fieldRequired: string;
  emailInvalid: string;
  articles: string;
}> = {
  en: {
    title: "My profile",
    fields: {
      username: "Username",
      email: "Email",
      fullName: "Full name",
      linkedinUrl: "LinkedIn profile",
      bio: "Short biography",
      location: "Location",
      gender: "Gender",
      currentJobTitle: "Current job title",
      desiredJobTitle: "Desired job title",
      industry: "Industry",
      yearsOfExperience: "Years of experience",
      professionalSkills: "Professional skills",
      receiveJobAlerts: "Receive job alerts",
      receiveNewsletter: "Receive our newsletter",
      currentPassword: "Current password",
      newPassword: "New password",
      confirmPassword: "Confirm new password",
    },
    female: "Female",
    save: "Save changes",
    updated: ["Profile updated", "Your profile has been updated successfully"],
    passwordChanged: "Your profile and password have been updated. Your other devices have been signed out.",
    failed: "Update failed",
    currentIncorrect: "Your current password is incorrect",
    incomplete: ["Password not changed", "All fields are required for changing password"],
    mismatch: ["Password mismatch", "New password and confirmation don't match"],
    fieldRequired: "Required to change your password",
    emailInvalid: "Please enter a valid email address",
    articles: "My articles",
  },
  ar: {
    title: "ملفي الشخصي",
    fields: {
      username: "اسم المستخدم",
      email: "البريد الإلكتروني",
      fullName: "الاسم الكامل",
      linkedinUrl: "حسابكم على لينكدإن",
      bio: "نبذة مختصرة",
      location: "الموقع",
      gender: "الجنس",
      currentJobTitle: "المسمى الوظيفي الحالي",
      desiredJobTitle: "المسمى الوظيفي المنشود",
      industry: "القطاع",
      yearsOfExperience: "سنوات الخبرة",
      professionalSkills: "المهارات المهنية",
      receiveJobAlerts: "تلقّي تنبيهات الوظائف",
      receiveNewsletter: "تلقّي نشرتنا الإخبارية",
      currentPassword: "كلمة المرور الحالية",
      newPassword: "كلمة المرور الجديدة",
      confirmPassword: "تأكيد كلمة المرور الجديدة",
    },
    female: "أنثى",
    save: "حفظ التغييرات",
    updated: ["تم تحديث الملف الشخصي", "حُدِّث ملفكم الشخصي بنجاح"],
    passwordChanged: "حُدِّث ملفكم الشخصي وكلمة مروركم، وسُجِّل خروجكم من أجهزتكم الأخرى.",
    failed: "تعذّر التحديث",
    currentIncorrect: "كلمة المرور الحالية غير صحيحة",
    incomplete: ["لم تُغيَّر كلمة المرور", "جميع الحقول مطلوبة لتغيير كلمة المرور"],
    mismatch: ["كلمتا المرور غير متطابقتين", "أعيدوا كتابة كلمة المرور الجديدة نفسها في حقل التأكيد."],
    fieldRequired: "مطلوب لتغيير كلمة المرور",
    emailInvalid: "يُرجى إدخال بريد إلكتروني صحيح",
    articles: "مقالاتي",
  },
};

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page) => page.locator('ol > li[data-state="open"]');

async function login(api: APIRequestContext, username: string, password: string) {
  return api.post("/api/login", { headers: { "X-CSRF-Token": await csrfToken(api) }, data: { username, password, recaptchaToken: "math-check-passed" } });
}

/** A fresh member (made by the admin through the API) signed in in the page's browser context. */
async function signedInMember(page: Page, password: string): Promise<string> {
  const { username } = await createMember({ username: unique("pro"), password });
  expect((await login(page.request, username, password)).status()).toBe(200);
  return username;
}

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`profile (${lang.code})`, () => {
    test.use({ viewport: desktop });
    test.beforeEach(async ({ context, baseURL }) => {
      if (lang.code === "ar") await context.addCookies([{ name: "language", value: "ar", url: baseURL ?? "" }]);
    });


    test("every field of the profile is saved and shown again after a reload", async ({ page }) => {
      const username = await signedInMember(page, "member password 1");
      await open(page, lang.path("/profile"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tx.title);
      await expect(page.getByRole("textbox", { name: tx.fields.username, exact: true })).toHaveValue(username);
      await expect(page.getByRole("heading", { name: tx.articles })).toBeVisible();

      await page.getByRole("textbox", { name: tx.fields.fullName }).fill("Reem Al-Dosari");
      await page.getByRole("textbox", { name: tx.fields.email }).fill("reem@example.sa");
      await page.getByRole("textbox", { name: tx.fields.linkedinUrl }).fill("https://www.linkedin.com/in/reem");
      await page.getByRole("textbox", { name: tx.fields.location }).fill("Jeddah");
      await page.getByRole("combobox", { name: tx.fields.gender }).selectOption({ label: tx.female });
      await page.getByRole("textbox", { name: tx.fields.bio }).fill("Twenty years in people leadership.");
      await page.getByRole("textbox", { name: tx.fields.currentJobTitle }).fill("HR Director");
      await page.getByRole("textbox", { name: tx.fields.desiredJobTitle }).fill("CHRO");
      await page.getByRole("textbox", { name: tx.fields.industry }).fill("Healthcare");
      await page.getByRole("spinbutton", { name: tx.fields.yearsOfExperience }).fill("20");
      await page.getByRole("textbox", { name: tx.fields.professionalSkills }).fill("Saudization, , Talent acquisition");
      await page.getByRole("checkbox", { name: tx.fields.receiveJobAlerts }).check();
      await page.getByRole("checkbox", { name: tx.fields.receiveNewsletter }).check();
      await page.getByRole("button", { name: tx.save }).click();
      await expect(toast(page).getByText(tx.updated[0])).toBeVisible();
      await expect(toast(page).getByText(tx.updated[1])).toBeVisible();

      await page.reload();
      await expect(page.getByRole("textbox", { name: tx.fields.fullName })).toHaveValue("Reem Al-Dosari");
      await expect(page.getByRole("textbox", { name: tx.fields.email })).toHaveValue("reem@example.sa");
      await expect(page.getByRole("textbox", { name: tx.fields.linkedinUrl })).toHaveValue("https://www.linkedin.com/in/reem");
      await expect(page.getByRole("combobox", { name: tx.fields.gender })).toHaveValue("female");
      await expect(page.getByRole("spinbutton", { name: tx.fields.yearsOfExperience })).toHaveValue("20");
      await expect(page.getByRole("textbox", { name: tx.fields.professionalSkills })).toHaveValue("Saudization, Talent acquisition");
      await expect(page.getByRole("checkbox", { name: tx.fields.receiveJobAlerts })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: tx.fields.receiveNewsletter })).toBeChecked();
      const saved = (await (await page.request.get("/api/profile")).json()) as Record<string, unknown>;
      expect(saved).toMatchObject({ fullName: "Reem Al-Dosari", industry: "Healthcare", yearsOfExperience: 20, gender: "female", receiveJobAlerts: true });
    });

    test("at 1280 px the profile keeps to its 1024 px column, centred", async ({ page }) => {
      await signedInMember(page, "member password 1");
      await open(page, lang.path("/profile"));
      // The page's column is the element around its header (heading, lead, role badge and sign-out).
      const column = page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::header/..");
      const box = await column.boundingBox();
      expect(box?.width).toBe(1024);
      expect(box?.x).toBe((desktop.width - 1024) / 2);
    });

    test("the profile page has no serious accessibility violations", async ({ page }, testInfo) => {
      await signedInMember(page, "member password 1");
      await open(page, lang.path("/profile"));
      const report = await scanAccessibility(page, testInfo, `profile-${lang.code}`);
      expect(report.failing, report.text).toEqual([]);
    });

    test("an invalid email is caught under the field, in the page's language, before anything is sent", async ({ page }) => {
      await signedInMember(page, "member password 1");
      await open(page, lang.path("/profile"));
      let puts = 0;
      page.on("request", (request) => {
        if (request.method() === "PUT" && request.url().endsWith("/api/profile")) puts++;
      });
      await page.getByRole("textbox", { name: tx.fields.email }).fill("not-an-email");
      await page.getByRole("button", { name: tx.save }).click();
      await expect(page.getByText(tx.emailInvalid)).toBeVisible();
      await expect(page.getByRole("textbox", { name: tx.fields.email })).toBeFocused();
      expect(puts).toBe(0);
    });
  });

  test.describe(`password change (${lang.code})`, () => {
    test.use({ viewport: mobile });
    test.beforeEach(async ({ context, baseURL }) => {
      if (lang.code === "ar") await context.addCookies([{ name: "language", value: "ar", url: baseURL ?? "" }]);
    });

    test("all three fields or none, a mismatch blocks, a wrong current password fails, the right one changes it", async ({ page, playwright, baseURL, pageGuard }) => {
      pageGuard.allow(/status of 400/);
      const username = await signedInMember(page, "first password 1");
      await open(page, lang.path("/profile"));
      const current = page.getByRole("textbox", { name: tx.fields.currentPassword });
      const next = page.getByRole("textbox", { name: tx.fields.newPassword, exact: true });
      const confirm = page.getByRole("textbox", { name: tx.fields.confirmPassword });
      const save = page.getByRole("button", { name: tx.save });

      await current.fill("first password 1");
      await save.click();
      await expect(toast(page).getByText(tx.incomplete[0])).toBeVisible();
      await expect(toast(page).getByText(tx.incomplete[1])).toBeVisible();
      await expect(page.getByText(tx.fieldRequired)).toHaveCount(2);

      await next.fill("second password 2");
      await confirm.fill("second password 3");
      await save.click();
      await expect(toast(page).getByText(tx.mismatch[0])).toBeVisible();
      await expect(toast(page).getByText(tx.mismatch[1])).toBeVisible();

      await current.fill("not my password");
      await confirm.fill("second password 2");
      await save.click();
      await expect(toast(page).getByText(tx.failed)).toBeVisible();
      await expect(toast(page).getByText(tx.currentIncorrect)).toBeVisible();
      await expect(page.getByText(tx.currentIncorrect).first()).toBeVisible();

      await current.fill("first password 1");
      await save.click();
      await expect(toast(page).getByText(tx.updated[0])).toBeVisible();
      await expect(toast(page).getByText(tx.passwordChanged)).toBeVisible();
      await expect(current).toHaveValue("");
      // Still signed in here; the new password works for the next sign-in.
      expect((await page.request.get("/api/user")).status()).toBe(200);
      const fresh = await playwright.request.newContext({ baseURL });
      expect((await login(fresh, username, "second password 2")).status()).toBe(200);
      await fresh.dispose();
    });
  });
}
