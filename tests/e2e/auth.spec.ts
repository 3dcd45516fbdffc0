import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { answerMathCheck, createMember, signIn } from "./support/auth";
import { e2eAdmin } from "./support/server-env";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/** Signing in or setting a password hashes it on purpose slowly (argon2); with two browser workers signing in at once on two cores, the page may move on after Playwright's default 5 s. */
const SIGN_IN_WAIT_MS = 20_000;

/**
 * Sign-in, registration and sign-out (spec §2, §5, §8), in both languages.
 * The texts are written out so a missing translation fails here.
 */
const texts: Record<LangCode, {
  brand: string;
  portal: string;
  secureTitle: string;
  secureBody: RegExp;
  features: string[];
  loginTab: string;
  registerTab: string;
  username: string;
  password: string;
  confirmPassword: string;
  signIn: string;
  loggingIn: string;
  createAccount: string;
  newQuestion: string;
  verified: string;
  captchaTitle: string;
  captchaBody: string;
  loginSuccess: [string, (u: string) => string];
  loginFailed: [string, string];
  registerSuccess: [string, (u: string) => string];
  registerFailed: string;
  usernameTaken: string;
  mismatch: string;
  usernameMin: string;
  passwordMin: string;
  logout: [string, string];
  signOut: string;
  backToWebsite: string;
  noAccessTitle: string;
  goToProfile: string;
  profileTitle: string;
}> = {
  en: {
    brand: "Sanad Executive Partners",
    portal: "Admin Portal",
    secureTitle: "Secure, private access",
    secureBody: /Passwords are never stored in readable form/,
    features: ["Create and manage blog posts", "Manage bilingual content", "Control featured articles"],
    loginTab: "Login",
    registerTab: "Register",
    username: "Username",
    password: "Password",
    confirmPassword: "Confirm password",
    signIn: "Sign in",
    loggingIn: "Logging in...",
    createAccount: "Create account",
    newQuestion: "New question",
    verified: "Verified",
    captchaTitle: "CAPTCHA Verification Failed",
    captchaBody: "Please solve the math problem correctly to verify you're human.",
    loginSuccess: ["Login successful", (u) => `Welcome back, ${u}!`],
    loginFailed: ["Login failed", "Invalid username or password"],
    registerSuccess: ["Registration successful", (u) => `Welcome, ${u}!`],
    registerFailed: "Registration failed",
    usernameTaken: "This username is already taken. Please choose another one.",
    mismatch: "Passwords don't match",
    usernameMin: "Username must be at least 3 characters",
    passwordMin: "Password must be at least 6 characters",
    logout: ["Logout successful", "You have been logged out"],
    signOut: "Sign out",
    backToWebsite: "Back to website",
    noAccessTitle: "This page is for administrators",
    goToProfile: "Go to my profile",
    profileTitle: "My profile",
  },
  ar: {
    brand: "سند للبحث التنفيذي",
    portal: "بوابة الإدارة",
    secureTitle: "دخول آمن يحفظ خصوصيتكم",
    secureBody: /لا تُحفظ كلمات المرور بصيغة مقروءة/,
    features: ["إنشاء المقالات وإدارتها", "إدارة المحتوى باللغتين", "التحكم في المقالات المميزة"],
    loginTab: "تسجيل الدخول",
    registerTab: "إنشاء حساب",
    username: "اسم المستخدم",
    password: "كلمة المرور",
    confirmPassword: "تأكيد كلمة المرور",
    signIn: "تسجيل الدخول",
    loggingIn: "جارٍ تسجيل الدخول...",
    createAccount: "إنشاء الحساب",
    newQuestion: "سؤال جديد",
    verified: "تم التحقق",
    captchaTitle: "فشل التحقق الأمني",
    captchaBody: "يُرجى حلّ المسألة الحسابية بشكل صحيح، للتحقق من أن الطلب لا يصدر عن برنامج آلي.",
    loginSuccess: ["تم تسجيل الدخول بنجاح", (u) => `مرحبًا بعودتكم، ${u}!`],
    loginFailed: ["تعذّر تسجيل الدخول", "اسم المستخدم أو كلمة المرور غير صحيحة"],
    registerSuccess: ["تم إنشاء الحساب بنجاح", (u) => `أهلًا بكم، ${u}!`],
    registerFailed: "تعذّر إنشاء الحساب",
    usernameTaken: "اسم المستخدم هذا محجوز لحساب آخر. يُرجى اختيار اسم مختلف.",
    mismatch: "كلمتا المرور غير متطابقتين",
    usernameMin: "يجب ألا يقل اسم المستخدم عن 3 أحرف",
    passwordMin: "يجب ألا تقل كلمة المرور عن 6 أحرف",
    logout: ["تم تسجيل الخروج", "تم تسجيل خروجكم بنجاح."],
    signOut: "تسجيل الخروج",
    backToWebsite: "العودة إلى الموقع",
    noAccessTitle: "هذه الصفحة مخصّصة للمسؤولين",
    goToProfile: "الانتقال إلى ملفي الشخصي",
    profileTitle: "ملفي الشخصي",
  },
};

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The toast on screen (one at a time, spec §9). */
function toast(page: Page) {
  return page.locator('ol > li[data-state="open"]');
}

/** The two numbers of the security question, read from its label. */
async function mathQuestion(page: Page): Promise<[number, number]> {
  const text = (await page.locator("form fieldset label").first().textContent()) ?? "";
  const [a, b] = (text.match(/\d+/g) ?? []).map(Number);
  return [a, b];
}

async function answerBox(page: Page) {
  return page.locator("form fieldset input");
}

for (const lang of languages) {
  const tx = texts[lang.code];

  const loginForm = (page: Page) => page.getByRole("tabpanel", { name: tx.loginTab });
  const registerForm = (page: Page) => page.getByRole("tabpanel", { name: tx.registerTab });

  test.describe(`accounts (${lang.code})`, () => {
  // A visitor who chose Arabic carries the `language` cookie, which also sets the language of the API's messages.
  test.beforeEach(async ({ context, baseURL }) => {
    if (lang.code === "ar") await context.addCookies([{ name: "language", value: "ar", url: baseURL ?? "" }]);
  });

  test.describe(`sign-in page (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("shows the firm's name, Admin Portal, the secure-access notice and the three portal features, without a credentials hint", async ({ page }) => {
      await open(page, lang.path("/auth"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tx.portal);
      await expect(page.getByText(tx.brand, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(tx.secureTitle)).toBeVisible();
      await expect(page.getByText(tx.secureBody)).toBeVisible();
      // Anyone may register here: nothing may say the page is for authorized personnel only.
      await expect(page.locator("body")).not.toContainText(/authori[sz]ed personnel|المخوَّلين/);
      for (const feature of tx.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
      await expect(page.getByRole("tab", { name: tx.loginTab })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("link", { name: tx.backToWebsite })).toHaveAttribute("href", lang.home);
      // No default credentials anywhere on the page.
      await expect(page.locator("body")).not.toContainText(e2eAdmin.password);
      await expect(page.locator("body")).not.toContainText(/default (admin|credentials)|admin123|password:/i);
    });

    test("says whom each form is for: sign-in for the firm's team and members, registration for visitors (a member account, not the dashboard)", async ({ page }) => {
      const audience = {
        en: {
          page: "The firm's team signs in here. Visitors may also open a member account.",
          login: "For the firm's team and for members who already have an account: sign in with your username and password.",
          registerTitle: "Create a member account",
          register: "For visitors: a member account keeps a profile with your career details and lets you submit articles for our Insights. It does not open the admin dashboard.",
        },
        ar: {
          page: "يسجّل فريق الشركة دخوله من هنا، ويمكن للزوار أيضًا إنشاء حساب عضوية.",
          login: "لفريق الشركة وللأعضاء الذين لديهم حساب: سجّلوا الدخول باسم المستخدم وكلمة المرور.",
          registerTitle: "إنشاء حساب عضوية",
          register: "للزوار: يحفظ حساب العضوية ملفًا يضم بياناتكم المهنية، ويتيح لكم إرسال مقالاتكم للنشر في قسم الرؤى. ولا يفتح لوحة الإدارة.",
        },
      }[lang.code];
      await open(page, lang.path("/auth"));
      await expect(page.getByText(audience.page, { exact: true })).toBeVisible();
      await expect(page.getByRole("tabpanel", { name: tx.loginTab }).getByText(audience.login, { exact: true })).toBeVisible();
      await page.getByRole("tab", { name: tx.registerTab }).click();
      const register = registerForm(page);
      await expect(register.getByRole("heading", { level: 2 })).toHaveText(audience.registerTitle);
      await expect(register.getByText(audience.register, { exact: true })).toBeVisible();
    });

    test("the sign-in and registration forms have no serious accessibility violations", async ({ page }, testInfo) => {
      await open(page, lang.path("/auth"));
      const login = await scanAccessibility(page, testInfo, `auth-login-${lang.code}`);
      expect(login.failing, login.text).toEqual([]);
      await page.getByRole("tab", { name: tx.registerTab }).click();
      const register = await scanAccessibility(page, testInfo, `auth-register-${lang.code}`);
      expect(register.failing, register.text).toEqual([]);
    });

    test("the submit button waits for the math check; New draws another question and resets it", async ({ page }) => {
      await open(page, lang.path("/auth"));
      const form = loginForm(page);
      const submit = form.getByRole("button", { name: tx.signIn, exact: true });
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(e2eAdmin.username);
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill(e2eAdmin.password);
      await expect(submit).toBeDisabled();

      const [a, b] = await mathQuestion(page);
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(10);
      await (await answerBox(page)).fill(String(a + b + 1));
      await expect(submit).toBeDisabled();
      await (await answerBox(page)).fill(String(a + b));
      await expect(form.getByText(tx.verified, { exact: true })).toBeVisible();
      await expect(submit).toBeEnabled();

      await form.getByRole("button", { name: tx.newQuestion }).click();
      await expect(await answerBox(page)).toHaveValue("");
      await expect(form.getByText(tx.verified, { exact: true })).toHaveCount(0);
      await expect(submit).toBeDisabled();
    });

    test("a wrong answer at submit shows the CAPTCHA toast and a new question; nothing is sent", async ({ page }) => {
      await open(page, lang.path("/auth"));
      let loginCalls = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/login")) loginCalls++;
      });
      const form = loginForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(e2eAdmin.username);
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill(e2eAdmin.password);
      const [a, b] = await mathQuestion(page);
      const answer = await answerBox(page);
      await answer.fill(String(a + b + 3));
      await answer.press("Enter");
      await expect(toast(page).getByText(tx.captchaTitle)).toBeVisible();
      await expect(toast(page).getByText(tx.captchaBody)).toBeVisible();
      await expect(answer).toHaveValue("");
      expect(loginCalls).toBe(0);
    });

    test("field rules: username at least 3 and password at least 6, in the page's language", async ({ page }) => {
      await open(page, lang.path("/auth"));
      const form = loginForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill("ab");
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill("12345");
      await answerMathCheck(page);
      await form.getByRole("button", { name: tx.signIn, exact: true }).click();
      await expect(form.getByText(tx.usernameMin)).toBeVisible();
      await expect(form.getByText(tx.passwordMin)).toBeVisible();
    });

    test("a wrong password shows 'Login failed' with the server's message", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 401/);
      await open(page, lang.path("/auth"));
      const form = loginForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(e2eAdmin.username);
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill("not-the-password");
      await answerMathCheck(page);
      await form.getByRole("button", { name: tx.signIn, exact: true }).click();
      await expect(toast(page).getByText(tx.loginFailed[0])).toBeVisible();
      await expect(toast(page).getByText(tx.loginFailed[1])).toBeVisible();
      // A fresh question for the next attempt.
      await expect(await answerBox(page)).toHaveValue("");
      await expect(page).toHaveURL(lang.path("/auth"));
    });

    test("signing in as the admin: toast, then the dashboard; /auth then sends the admin on", async ({ page }) => {
      await open(page, lang.path("/auth"));
      const form = loginForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(e2eAdmin.username);
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill(e2eAdmin.password);
      await answerMathCheck(page);
      await form.getByRole("button", { name: tx.signIn, exact: true }).click();
      await expect(toast(page).getByText(tx.loginSuccess[0])).toBeVisible();
      await expect(toast(page).getByText(tx.loginSuccess[1](e2eAdmin.username))).toBeVisible();
      await expect(page).toHaveURL(lang.path("/admin"), { timeout: SIGN_IN_WAIT_MS });

      await page.goto(lang.path("/auth"));
      await expect(page).toHaveURL(lang.path("/admin"));
    });

    test("a protected page sends a signed-out visitor to sign in and back again", async ({ page }) => {
      await page.goto(lang.path("/profile"));
      await expect(page).toHaveURL(`${lang.path("/auth")}?redirectTo=${encodeURIComponent(lang.path("/profile"))}`);
      await open(page, page.url());
      const form = loginForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(e2eAdmin.username);
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill(e2eAdmin.password);
      await answerMathCheck(page);
      await form.getByRole("button", { name: tx.signIn, exact: true }).click();
      await expect(page).toHaveURL(lang.path("/profile"), { timeout: SIGN_IN_WAIT_MS });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tx.profileTitle);
    });

    test("a redirectTo that normalises to another site: the visitor signs in and stays on the site", async ({ page, baseURL }) => {
      // Issue 21 item 1: `/ar/../..//evil.example/x` normalises to `//evil.example/x`, which the browser followed.
      const offSite: string[] = [];
      await page.route((url) => url.hostname === "evil.example", (route) => {
        offSite.push(route.request().url());
        return route.abort();
      });
      await open(page, `${lang.path("/auth")}?redirectTo=/ar/../..//evil.example/x`);
      const form = loginForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(e2eAdmin.username);
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill(e2eAdmin.password);
      await answerMathCheck(page);
      await form.getByRole("button", { name: tx.signIn, exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}${lang.path("/admin")}`, { timeout: SIGN_IN_WAIT_MS });
      // Signed in, the same link is answered by the server's redirect: still the dashboard.
      await page.goto(`${lang.path("/auth")}?redirectTo=${encodeURIComponent("/%2e%2e//evil.example/x")}`);
      await expect(page).toHaveURL(`${baseURL}${lang.path("/admin")}`);
      expect(offSite).toEqual([]);
    });
  });

  test.describe(`registration and sign-out (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test("registers a member who lands on their profile, signed in, and signs out again", async ({ page }) => {
      const username = unique(`member${lang.code}`);
      await open(page, lang.path("/auth"));
      await page.getByRole("tab", { name: tx.registerTab }).click();
      const form = registerForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(username);
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill("member password 1");
      await form.getByRole("textbox", { name: tx.confirmPassword, exact: true }).fill("member password 2");
      await form.getByRole("button", { name: tx.createAccount }).click();
      await expect(form.getByText(tx.mismatch)).toBeVisible();

      await form.getByRole("textbox", { name: tx.confirmPassword, exact: true }).fill("member password 1");
      await form.getByRole("button", { name: tx.createAccount }).click();
      await expect(toast(page).getByText(tx.registerSuccess[0])).toBeVisible();
      await expect(toast(page).getByText(tx.registerSuccess[1](username))).toBeVisible();
      await expect(page).toHaveURL(lang.path("/profile"), { timeout: SIGN_IN_WAIT_MS });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tx.profileTitle);
      const me = await page.request.get("/api/user");
      expect(((await me.json()) as { username: string; role: string })).toMatchObject({ username, role: "user" });

      await page.getByRole("button", { name: tx.signOut }).click();
      await expect(toast(page).getByText(tx.logout[0])).toBeVisible();
      await expect(toast(page).getByText(tx.logout[1])).toBeVisible();
      await expect(page).toHaveURL(lang.path("/auth"));
      expect((await page.request.get("/api/user")).status()).toBe(401);
    });

    test("a taken username: 'Registration failed' with the reason, under the field too", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 409/);
      const username = unique(`taken${lang.code}`);
      await createMember({ username, password: "some password 1" });

      await open(page, lang.path("/auth"));
      await page.getByRole("tab", { name: tx.registerTab }).click();
      const form = registerForm(page);
      await form.getByRole("textbox", { name: tx.username, exact: true }).fill(username.toUpperCase());
      await form.getByRole("textbox", { name: tx.password, exact: true }).fill("member password 1");
      await form.getByRole("textbox", { name: tx.confirmPassword, exact: true }).fill("member password 1");
      await form.getByRole("button", { name: tx.createAccount }).click();
      await expect(toast(page).getByText(tx.registerFailed)).toBeVisible();
      await expect(toast(page).getByText(tx.usernameTaken)).toBeVisible();
      await expect(form.getByText(tx.usernameTaken)).toBeVisible();
    });
  });

  test.describe(`no access for members (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("a signed-in member opening /admin sees the no-access page, not the dashboard", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 403/);
      const username = unique(`reader${lang.code}`);
      // Signed in through the API: the form's sign-in, and a member landing on /profile, are the tests above and journey-session.spec.ts.
      await createMember({ username, password: "reader password 1" });
      await signIn(page, username, "reader password 1");

      const response = await page.goto(lang.path("/admin"));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tx.noAccessTitle);
      await expect(page.getByText(username)).toBeVisible();
      expect((await page.request.get("/api/admin/users")).status()).toBe(403);
      await page.getByRole("link", { name: tx.goToProfile }).click();
      await expect(page).toHaveURL(lang.path("/profile"));
    });
  });
  });
}
