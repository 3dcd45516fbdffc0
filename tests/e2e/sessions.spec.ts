import type { Browser, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { createMember, signIn } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The profile's "Active sessions" (issue 24 item 2, decision 038): the list of
 * the account's browsers, and "Sign out everywhere else" taking effect at once
 * in another browser. Texts written out on purpose, in both languages.
 */
const texts: Record<LangCode, {
  section: string;
  thisDevice: string;
  address: string;
  signOutOthers: string;
  confirmTitle: string;
  confirm: string;
  signedOut: string;
  onlyThis: string;
  signInHeading: RegExp;
}> = {
  en: {
    section: "Active sessions",
    thisDevice: "This device",
    address: "Approximate place (IP address)",
    signOutOthers: "Sign out everywhere else",
    confirmTitle: "Sign out everywhere else?",
    confirm: "Sign out",
    signedOut: "Your other sessions have been signed out.",
    onlyThis: "This is your only active session.",
    signInHeading: /sign in/i,
  },
  ar: {
    section: "الجلسات النشطة",
    thisDevice: "هذا الجهاز",
    address: "الموقع التقريبي (عنوان IP)",
    signOutOthers: "تسجيل الخروج من جميع الأجهزة الأخرى",
    confirmTitle: "هل تريدون تسجيل الخروج من جميع الأجهزة الأخرى؟",
    confirm: "تسجيل الخروج",
    signedOut: "سُجِّل خروج حسابكم من جميع الأجهزة الأخرى.",
    onlyThis: "هذه جلستكم النشطة الوحيدة.",
    signInHeading: /تسجيل الدخول/,
  },
};

/** The other browser: a phone, so its line in the list reads differently from this one's. */
const PHONE_AGENT = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

const toast = (page: Page) => page.locator('ol > li[data-state="open"]');

/** A second browser (its own cookies) signed in as the account, seeded through the API. */
async function otherBrowser(browser: Browser, baseURL: string | undefined, account: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL, userAgent: PHONE_AGENT, viewport: mobile });
  const page = await context.newPage();
  await signIn(page, account.username, account.password);
  return { context, page };
}

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`active sessions (${lang.code})`, () => {
    test.use({ viewport: desktop });
    test.beforeEach(async ({ context, baseURL }) => {
      if (lang.code === "ar") await context.addCookies([{ name: "language", value: "ar", url: baseURL ?? "" }]);
    });

    test("lists this browser and the phone; Sign out everywhere else signs the phone out at once", async ({ page, browser, baseURL }, testInfo) => {
      const account = await createMember({ email: `sessions-${lang.code}-${Date.now()}@example.sa` });
      const phone = await otherBrowser(browser, baseURL, account);
      try {
        await signIn(page, account.username, account.password);
        await open(page, lang.path("/profile#sessions"));
        const section = page.getByRole("region", { name: tx.section });
        await expect(section).toBeVisible();
        const items = section.getByRole("listitem");
        await expect(items).toHaveCount(2);

        // This browser first and marked; the phone named by its browser and system, left to right in both languages.
        await expect(items.first().getByText(tx.thisDevice)).toBeVisible();
        const phoneItem = items.nth(1);
        await expect(phoneItem.locator('bdi[dir="ltr"]', { hasText: "Safari 17" })).toBeVisible();
        await expect(phoneItem.locator('bdi[dir="ltr"]', { hasText: "iOS 17.1" })).toBeVisible();
        await expect(phoneItem.getByText(tx.address)).toBeVisible();
        await expect(phoneItem.getByText(tx.thisDevice)).toHaveCount(0);

        const report = await scanAccessibility(page, testInfo, `sessions-${lang.code}`);
        expect(report.failing, report.text).toEqual([]);

        // The phone is signed in until the click.
        expect((await phone.page.request.get("/api/user")).status()).toBe(200);
        await section.getByRole("button", { name: tx.signOutOthers }).click();
        const dialog = page.getByRole("alertdialog", { name: tx.confirmTitle });
        await dialog.getByRole("button", { name: tx.confirm, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(toast(page).getByText(tx.signedOut)).toBeVisible();
        await expect(items).toHaveCount(1);
        await expect(section.getByText(tx.onlyThis)).toBeVisible();

        // At once, in the other browser: its API calls are refused and its pages ask it to sign in.
        expect((await phone.page.request.get("/api/user")).status()).toBe(401);
        await open(phone.page, lang.path("/profile"));
        await expect(phone.page).toHaveURL(/\/auth\?redirectTo=/);
        // This browser is still signed in.
        expect((await page.request.get("/api/user")).status()).toBe(200);
      } finally {
        await phone.context.close();
      }
    });
  });
}
