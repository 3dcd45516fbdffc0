import { scanAccessibility } from "./support/a11y";
import { appCode, createMember, forgetSession, signIn, submitSignInForm, type SignInNames } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The second factor (decision 038) in the browser, in both languages, each
 * test with an account of its own: the authenticator app set up on the
 * profile with a code computed here from the key the page shows, then a
 * sign-in with a code and one with a recovery code; a passkey added on the
 * profile and used as the second step through Chromium's virtual
 * authenticator. No global switch is touched here (second-factor-enforced.spec.ts).
 */

/** The texts, written out (not read from the catalogs), so a missing or untranslated one fails. */
const texts: Record<LangCode, SignInNames & Record<string, string>> = {
  en: {
    username: "Username",
    password: "Password",
    signIn: "Sign in",
    section: "Sign-in security",
    setUp: "Set up the app",
    qr: "QR code for adding this account to your authenticator app",
    code: "Code from the app",
    turnOn: "Turn on",
    on: "On",
    codesTitle: "Save your recovery codes now",
    codesList: "Your recovery codes",
    saved: "I have saved them",
    step: "Second step",
    verify: "Verify and sign in",
    useRecovery: "Use a recovery code",
    recoveryCode: "Recovery code",
    passkeyName: "Name for a new passkey",
    addPasskey: "Add a passkey",
    usePasskey: "Use a passkey",
    passkeyAdded: "The passkey “Test laptop” is added.",
  },
  ar: {
    username: "اسم المستخدم",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    section: "أمان تسجيل الدخول",
    setUp: "إعداد التطبيق",
    qr: "رمز QR لإضافة هذا الحساب إلى تطبيق المصادقة",
    code: "الرمز من التطبيق",
    turnOn: "تفعيل",
    on: "مفعّل",
    codesTitle: "احفظوا رموز الاسترداد الآن",
    codesList: "رموز الاسترداد الخاصة بكم",
    saved: "حفظتها",
    step: "الخطوة الثانية",
    verify: "تحقّق وسجّل الدخول",
    useRecovery: "استخدام رمز استرداد",
    recoveryCode: "رمز الاسترداد",
    passkeyName: "اسم مفتاح المرور الجديد",
    addPasskey: "إضافة مفتاح مرور",
    usePasskey: "استخدام مفتاح مرور",
    passkeyAdded: "تمت إضافة مفتاح المرور «Test laptop».",
  },
};

/** Signing in hashes the password on purpose slowly (argon2); on a loaded machine the page may move on after 5 s. */
const SIGN_IN_TIMEOUT = { timeout: 20_000 };

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`second factor (${lang.code})`, () => {
    test.use({ viewport: lang.code === "en" ? desktop : mobile });
    // Each test signs in three or four times (argon2 on purpose), which a loaded two-core machine takes its time over.
    test.describe.configure({ timeout: 120_000 });

    test("the authenticator app: set up on the profile with a code from the key shown, then a sign-in with a code and one with a recovery code", async ({ page }, testInfo) => {
      const { username, password } = await createMember();
      await signIn(page, username, password);
      await open(page, lang.path("/profile"));
      const section = page.getByRole("region", { name: tx.section });
      await section.getByRole("button", { name: tx.setUp }).click();
      await expect(section.getByRole("img", { name: tx.qr })).toBeVisible();
      const shown = section.getByTestId("totp-secret");
      await expect(shown).toHaveAttribute("dir", "ltr");
      // The key in groups of four, as apps show a typed key.
      await expect(shown).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      const secret = ((await shown.textContent()) ?? "").replace(/\s+/g, "");
      const setUpCode = section.getByRole("textbox", { name: tx.code });
      await expect(setUpCode).toHaveAttribute("autocomplete", "one-time-code");
      await setUpCode.fill(appCode(secret));
      await section.getByRole("button", { name: tx.turnOn, exact: true }).click();

      const shownCodes = section.getByRole("region", { name: tx.codesTitle });
      const codes = shownCodes.getByRole("list", { name: tx.codesList }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      const recovery = await codes.allTextContents();
      for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // The section itself (the profile's other parts have tests of their own).
      const a11y = await scanAccessibility(page, testInfo, `second-factor-codes-${lang.code}`, { include: "#sign-in-security" });
      expect(a11y.failing, a11y.text).toEqual([]);
      await shownCodes.getByRole("button", { name: tx.saved }).click();
      await expect(shownCodes).toHaveCount(0);
      await expect(section.getByText(tx.on, { exact: true })).toBeVisible();

      // Signed out, the password alone no longer signs in: the second step shows in place.
      await forgetSession(page);
      await open(page, lang.path("/auth"));
      await submitSignInForm(page, tx, username, password);
      const step = page.getByRole("region", { name: tx.step });
      const code = step.getByRole("textbox", { name: tx.code });
      await expect(code).toBeVisible(SIGN_IN_TIMEOUT);
      await expect(code).toHaveAttribute("autocomplete", "one-time-code");
      await expect(code).toHaveAttribute("inputmode", "numeric");
      await expect(code).toHaveAttribute("dir", "ltr");
      await expect(code).toBeFocused();
      const stepA11y = await scanAccessibility(page, testInfo, `second-factor-step-${lang.code}`);
      expect(stepA11y.failing, stepA11y.text).toEqual([]);
      // The set-up's own code is spent: the app's next one (one step of skew is accepted).
      await code.fill(appCode(secret, 1));
      await step.getByRole("button", { name: tx.verify }).click();
      await expect(page).toHaveURL(lang.path("/profile"), SIGN_IN_TIMEOUT);

      await forgetSession(page);
      await open(page, lang.path("/auth"));
      await submitSignInForm(page, tx, username, password);
      await step.getByRole("button", { name: tx.useRecovery }).click(SIGN_IN_TIMEOUT);
      await step.getByRole("textbox", { name: tx.recoveryCode }).fill(recovery[0].toUpperCase());
      await step.getByRole("button", { name: tx.verify }).click();
      await expect(page).toHaveURL(lang.path("/profile"), SIGN_IN_TIMEOUT);
    });

    test("a passkey: added on the profile under a name, then the second step of a sign-in (Chromium's virtual authenticator)", async ({ page, baseURL }) => {
      // Browsers refuse an IP address as a passkey's site: this test opens the site as localhost.
      const site = (baseURL ?? "").replace("127.0.0.1", "localhost");
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      });
      const { username, password } = await createMember();
      // Signed in on localhost through the API, as the site's request layer does (the click is not under test here).
      const token = ((await (await page.request.get(`${site}/api/csrf-token`)).json()) as { csrfToken: string }).csrfToken;
      const login = await page.request.post(`${site}/api/login`, {
        headers: { "X-CSRF-Token": token },
        data: { username, password, recaptchaToken: "math-check-passed" },
      });
      expect(login.status(), await login.text()).toBe(200);

      await open(page, `${site}${lang.path("/profile")}`);
      const section = page.getByRole("region", { name: tx.section });
      await section.getByRole("textbox", { name: tx.passkeyName }).fill("Test laptop");
      await section.getByRole("button", { name: tx.addPasskey }).click();
      await expect(page.getByText(tx.passkeyAdded, { exact: true })).toBeVisible();
      await expect(section.getByRole("listitem").filter({ hasText: "Test laptop" })).toBeVisible();
      // The first factor brings the recovery codes.
      await section.getByRole("region", { name: tx.codesTitle }).getByRole("button", { name: tx.saved }).click();

      await forgetSession(page);
      await open(page, `${site}${lang.path("/auth")}`);
      await submitSignInForm(page, tx, username, password);
      const step = page.getByRole("region", { name: tx.step });
      await step.getByRole("button", { name: tx.usePasskey }).click(SIGN_IN_TIMEOUT);
      await expect(page).toHaveURL(`${site}${lang.path("/profile")}`, SIGN_IN_TIMEOUT);
      expect((await page.request.get(`${site}/api/user`)).status()).toBe(200);
    });
  });
}
