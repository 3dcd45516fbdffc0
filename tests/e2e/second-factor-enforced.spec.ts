import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { appCode, createMember, csrfToken, signIn, submitSignInForm, type SignInNames } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The firm requires a second sign-in step of its administrators (decision
 * 038), in both languages: an administrator with one switches the
 * requirement on in the Users tab; another, without one, signs in, is sent
 * from the dashboard to the set-up page, is refused by the administrators'
 * API meanwhile, sets up the authenticator app there and goes on to the
 * dashboard. The requirement is switched off again in the same test, whatever
 * happens. It holds for every administrator, the e2e admin whose session the
 * other specs share included: this spec runs alone, after all the others (the
 * `exclusive` project of playwright.config.ts, one worker).
 */

const texts: Record<LangCode, SignInNames & Record<string, string>> = {
  en: {
    username: "Username",
    password: "Password",
    signIn: "Sign in",
    switchTitle: "Second sign-in step for administrators",
    switchLabel: "Require a second sign-in step for administrators",
    required: "Required",
    switchedOn: "A second sign-in step is now required for every administrator.",
    pageTitle: "Set up a second sign-in step",
    setUp: "Set up the app",
    code: "Code from the app",
    turnOn: "Turn on",
    saved: "I have saved them",
    codesTitle: "Save your recovery codes now",
    done: "Your second step is set up.",
    continue: "Continue to the dashboard",
    refused: "The firm requires administrators to use a second sign-in step. Set one up on your profile to continue.",
  },
  ar: {
    username: "اسم المستخدم",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    switchTitle: "الخطوة الثانية لتسجيل دخول المسؤولين",
    switchLabel: "اشتراط خطوة ثانية لتسجيل دخول المسؤولين",
    required: "مشترطة",
    switchedOn: "صارت الخطوة الثانية لتسجيل الدخول مشترطة على جميع المسؤولين.",
    pageTitle: "إعداد خطوة ثانية لتسجيل الدخول",
    setUp: "إعداد التطبيق",
    code: "الرمز من التطبيق",
    turnOn: "تفعيل",
    saved: "حفظتها",
    codesTitle: "احفظوا رموز الاسترداد الآن",
    done: "تم إعداد الخطوة الثانية.",
    continue: "المتابعة إلى لوحة التحكم",
    refused: "تشترط الشركة على المسؤولين استخدام خطوة ثانية لتسجيل الدخول. فعّلوها من ملفكم الشخصي للمتابعة.",
  },
};

const SIGN_IN_TIMEOUT = { timeout: 20_000 };

/** A mutating API call with the context's CSRF token (for seeding, where the click is not under test). */
async function send(page: Page, method: "post" | "put", url: string, data: object = {}) {
  const token = await csrfToken(page);
  const res = await page.request[method](url, { headers: { "X-CSRF-Token": token }, data });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

for (const lang of languages) {
  const tx = texts[lang.code];

  test(`required for administrators: one without a second step is sent to set it up before the dashboard (${lang.code})`, async ({ page, browser, baseURL }, testInfo) => {
    // Both administrators exist before the requirement: the e2e admin who makes accounts has no second step.
    const secured = await createMember({ role: "admin" });
    const newcomer = await createMember({ role: "admin" });
    await page.setViewportSize(desktop);
    await signIn(page, secured.username, secured.password);
    const setUp = await send(page, "post", "/api/profile/second-factor/totp");
    await send(page, "post", "/api/profile/second-factor/totp/confirm", { code: appCode(String(setUp.secret)) });

    const other = await browser.newContext({ baseURL, viewport: lang.code === "en" ? desktop : mobile });
    try {
      await open(page, lang.path("/admin?tab=users"));
      const switchCard = page.getByRole("region", { name: tx.switchTitle });
      await switchCard.getByRole("checkbox", { name: tx.switchLabel }).check();
      await expect(page.getByText(tx.switchedOn, { exact: true })).toBeVisible();
      await expect(switchCard.getByText(tx.required, { exact: true })).toBeVisible();

      const newPage = await other.newPage();
      await open(newPage, lang.path("/auth"));
      await submitSignInForm(newPage, tx, newcomer.username, newcomer.password);
      // The dashboard sends them on to the set-up page, which brings them back.
      await expect(newPage).toHaveURL(`${lang.path("/second-factor")}?redirectTo=${encodeURIComponent(lang.path("/admin"))}`, SIGN_IN_TIMEOUT);
      await expect(newPage.getByRole("heading", { level: 1 })).toHaveText(tx.pageTitle);
      const refused = await newPage.request.get("/api/admin/users", { headers: { "X-Language": lang.code } });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "SECOND_FACTOR_REQUIRED", message: tx.refused });
      const a11y = await scanAccessibility(newPage, testInfo, `second-factor-enforced-${lang.code}`);
      expect(a11y.failing, a11y.text).toEqual([]);

      await newPage.getByRole("button", { name: tx.setUp }).click();
      const secret = ((await newPage.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
      await newPage.getByRole("textbox", { name: tx.code }).fill(appCode(secret));
      await newPage.getByRole("button", { name: tx.turnOn, exact: true }).click();
      await newPage.getByRole("region", { name: tx.codesTitle }).getByRole("button", { name: tx.saved }).click();
      await expect(newPage.getByText(tx.done)).toBeVisible();
      await newPage.getByRole("link", { name: tx.continue }).click();
      await expect(newPage).toHaveURL(lang.path("/admin"));
      expect((await newPage.request.get("/api/admin/users")).status()).toBe(200);
    } finally {
      await other.close();
      // Off again whatever happened: the other specs' administrator has no second step.
      await send(page, "put", "/api/admin/second-factor-required", { required: false });
    }
  });
}
