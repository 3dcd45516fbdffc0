import type { Browser, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * Public registration switched off and on from the dashboard's Users tab
 * (decision 033), in both languages: off, the sign-in page offers no
 * registration and says it is closed, and the register API refuses it in the
 * visitor's language; on again (the spec's default), the form is back. Runs
 * with the dashboard project, after the public specs (auth.spec registers
 * members). Texts are written out, not read from the catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 3 * 60_000 });

const texts: Record<
  LangCode,
  {
    region: string;
    lead: RegExp;
    toggle: string;
    open: string;
    closed: string;
    toastClosed: string;
    toastOpened: string;
    loginTab: string;
    registerTab: string;
    signIn: string;
    closedTitle: string;
    closedBody: string;
    closedAudience: string;
    refused: string;
  }
> = {
  en: {
    region: "Public registration",
    lead: /^On, visitors can open a member account on the sign-in page/,
    toggle: "Visitors may register a member account on the sign-in page",
    open: "Open",
    closed: "Closed",
    toastClosed: "Registration is closed: the sign-in page no longer offers it.",
    toastOpened: "Registration is open: visitors can create member accounts again.",
    loginTab: "Login",
    registerTab: "Register",
    signIn: "Sign in",
    closedTitle: "Registration is closed",
    closedBody: "The firm is not opening new member accounts at the moment. If you work at the firm, ask one of its administrators to create your account.",
    closedAudience: "The firm's team and existing members sign in here.",
    refused: "Registration is closed at the moment. If you work at the firm, ask one of its administrators to create your account.",
  },
  ar: {
    region: "التسجيل العام",
    lead: /^عند تفعيله يستطيع الزوار إنشاء حساب عضوية من صفحة تسجيل الدخول/,
    toggle: "السماح للزوار بإنشاء حساب عضوية من صفحة تسجيل الدخول",
    open: "مفتوح",
    closed: "مغلق",
    toastClosed: "التسجيل مغلق: لم تعد صفحة تسجيل الدخول تعرضه.",
    toastOpened: "التسجيل مفتوح: يستطيع الزوار إنشاء حسابات عضوية من جديد.",
    loginTab: "تسجيل الدخول",
    registerTab: "إنشاء حساب",
    signIn: "تسجيل الدخول",
    closedTitle: "التسجيل مغلق",
    closedBody: "لا تفتح الشركة حسابات عضوية جديدة في الوقت الحالي. إن كنتم من فريق الشركة، فاطلبوا من أحد مسؤوليها إنشاء حسابكم.",
    closedAudience: "يسجّل فريق الشركة والأعضاء الحاليون دخولهم من هنا.",
    refused: "التسجيل مغلق في الوقت الحالي. إن كنتم من فريق الشركة، فاطلبوا من أحد مسؤوليها إنشاء حسابكم.",
  },
};

/** Whatever a failed run left, registration ends open (the default). */
async function reopen(): Promise<void> {
  const admin = await adminApi();
  try {
    const token = await csrfToken(admin);
    const res = await admin.put("/api/admin/registration", { headers: { "CSRF-Token": token, "X-CSRF-Token": token }, data: { open: true } });
    expect(res.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** The sign-in page as an anonymous visitor sees it, in a fresh context. */
async function asVisitor<T>(browser: Browser, path: string, look: (page: Page) => Promise<T>, viewport = mobile): Promise<T> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    await open(page, path);
    return await look(page);
  } finally {
    await context.close();
  }
}

test.afterAll(reopen);

for (const lang of languages) {
  const t = texts[lang.code];

  test(`${lang.code}: an administrator closes registration on the Users tab; the sign-in page says so and the API refuses; reopened, the form is back`, async ({ page, browser }, testInfo) => {
    await reopen();
    await page.setViewportSize(lang.code === "en" ? desktop : mobile);
    await signInAsAdmin(page);
    await open(page, lang.path("/admin?tab=users"));
    const region = page.getByRole("region", { name: t.region });
    await expect(region.getByText(t.lead)).toBeVisible();
    const toggle = region.getByRole("checkbox", { name: t.toggle });
    await expect(toggle).toBeChecked();
    await expect(region.getByText(t.open, { exact: true })).toBeVisible();
    const scan = await scanAccessibility(page, testInfo, `${lang.code}-users-registration`);
    expect(scan.failing, scan.text).toEqual([]);

    await toggle.uncheck();
    await expect(page.locator('ol > li[data-state="open"]').getByText(t.toastClosed)).toBeVisible();
    await expect(region.getByText(t.closed, { exact: true })).toBeVisible();
    await expect(toggle).not.toBeChecked();

    await asVisitor(browser, lang.path("/auth?tab=register"), async (visitor) => {
      await expect(visitor.getByRole("heading", { level: 2, name: t.closedTitle })).toBeVisible();
      await expect(visitor.getByText(t.closedBody, { exact: true })).toBeVisible();
      await expect(visitor.getByText(t.closedAudience, { exact: true })).toBeVisible();
      await expect(visitor.getByRole("tab")).toHaveCount(0);
      await expect(visitor.getByRole("textbox", { name: /confirm|تأكيد/i })).toHaveCount(0);
      // Staff still sign in here.
      await expect(visitor.getByRole("button", { name: t.signIn, exact: true })).toBeVisible();
      const closedScan = await scanAccessibility(visitor, testInfo, `${lang.code}-auth-registration-closed`);
      expect(closedScan.failing, closedScan.text).toEqual([]);
      // A script posting straight to the API is refused too, in the visitor's language.
      const token = await csrfToken(visitor);
      const refused = await visitor.request.post("/api/register", {
        headers: { "X-CSRF-Token": token, "X-Language": lang.code },
        data: { username: `closed${lang.code}${Date.now().toString(36)}`, password: "long enough 1" },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "FORBIDDEN", message: t.refused });
    });

    // Opened again, the switch reads what the server holds.
    await open(page, lang.path("/admin?tab=users"));
    await expect(region.getByRole("checkbox", { name: t.toggle })).not.toBeChecked();
    await region.getByRole("checkbox", { name: t.toggle }).check();
    await expect(page.locator('ol > li[data-state="open"]').getByText(t.toastOpened)).toBeVisible();
    await expect(region.getByText(t.open, { exact: true })).toBeVisible();

    await asVisitor(browser, lang.path("/auth"), async (visitor) => {
      await expect(visitor.getByRole("tab", { name: t.registerTab })).toBeVisible();
      await expect(visitor.getByRole("heading", { name: t.closedTitle })).toHaveCount(0);
    });
  });
}
