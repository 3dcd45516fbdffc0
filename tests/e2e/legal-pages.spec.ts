import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { ar, desktop, en, mobile, type SiteLang } from "./support/site";

/**
 * The legal pages in both languages. Texts are written out here (not read
 * from the app) so a missing translation fails the test.
 */
const legal = {
  en: {
    lastUpdated: "Last updated: April 14, 2025",
    // The privacy policy has versions (decision 032): version 2 added the paragraph on first-party attribution.
    privacyUpdated: "Version 2 · Last updated: November 25, 2026",
    toc: "On this page",
    returnHome: "Return to home",
    contactForm: "contact form",
    pages: {
      privacy: { path: "/privacy-policy", title: "Privacy Policy", sections: 14 },
      terms: { path: "/terms-of-service", title: "Terms of Service", sections: 14 },
      cookies: { path: "/cookie-policy", title: "Cookie Policy", sections: 8 },
    },
    cookiePolicyLink: "Cookie Policy",
    privacyPolicyLink: "Privacy Policy",
    governingLaw: "governed by and construed in accordance with the laws of the Kingdom of Saudi Arabia",
    jurisdiction: "The courts in Riyadh, Kingdom of Saudi Arabia, have exclusive jurisdiction",
    pdpl: "Personal Data Protection Law",
    cookieCategories: ["Strictly necessary cookies", "Analytics (performance) cookies", "Functionality cookies", "Targeting (advertising) cookies"],
    thirdPartyHeading: "Third-party analytics and social plugins",
  },
  ar: {
    lastUpdated: "آخر تحديث: 14 أبريل 2025",
    privacyUpdated: "الإصدار 2 · آخر تحديث: 25 نوفمبر 2026",
    toc: "محتويات الصفحة",
    returnHome: "العودة إلى الصفحة الرئيسية",
    contactForm: "نموذج التواصل",
    pages: {
      privacy: { path: "/privacy-policy", title: "سياسة الخصوصية", sections: 14 },
      terms: { path: "/terms-of-service", title: "شروط الخدمة", sections: 14 },
      cookies: { path: "/cookie-policy", title: "سياسة ملفات تعريف الارتباط", sections: 8 },
    },
    cookiePolicyLink: "سياسة ملفات تعريف الارتباط",
    privacyPolicyLink: "سياسة الخصوصية",
    governingLaw: "لأنظمة المملكة العربية السعودية وتُفسَّر وفقًا لها",
    jurisdiction: "وتختص المحاكم في مدينة الرياض بالمملكة العربية السعودية اختصاصًا حصريًا",
    pdpl: "نظام حماية البيانات الشخصية",
    cookieCategories: ["ملفات تعريف الارتباط الضرورية تمامًا", "ملفات التحليلات (الأداء)", "ملفات الوظائف", "ملفات الاستهداف (الإعلانات)"],
    thirdPartyHeading: "أدوات التحليلات والإضافات الاجتماعية التابعة لأطراف أخرى",
  },
} as const;

const main = (page: Page) => page.locator("main");
const article = (page: Page) => page.locator("main article");

for (const lang of [en, ar] as SiteLang[]) {
  const texts = legal[lang.code];

  test.describe(`legal pages (${lang.code})`, () => {
    test.use({ viewport: desktop });

    for (const [name, info] of Object.entries(texts.pages)) {
      test(`${name}: title, last-updated date, table of contents and return home`, async ({ page }) => {
        const response = await open(page, lang.path(info.path));
        expect(response.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang.code);
        await expect(page.locator("html")).toHaveAttribute("dir", lang.dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title);
        await expect(page).toHaveTitle(new RegExp(`^${info.title} \\| `));

        const updated = page.getByTestId("last-updated");
        await expect(updated).toHaveText(name === "privacy" ? texts.privacyUpdated : texts.lastUpdated);
        await expect(updated.locator("time")).toHaveAttribute("datetime", name === "privacy" ? "2026-11-25" : "2025-04-14");

        const toc = page.getByRole("navigation", { name: texts.toc }).filter({ visible: true });
        const tocLinks = toc.getByRole("link");
        await expect(tocLinks).toHaveCount(info.sections);
        await expect(article(page).locator("section[id]")).toHaveCount(info.sections);

        // The last entry leads to the last section.
        const last = tocLinks.last();
        const target = (await last.getAttribute("href"))!;
        expect(target).toMatch(/^#[a-z-]+$/);
        await last.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator(target)).toBeInViewport();

        await main(page).getByRole("link", { name: texts.returnHome }).click();
        await expect(page).toHaveURL((url) => url.pathname === lang.home);
      });
    }

    test("privacy policy links to the cookie policy and the contact form, and names the PDPL", async ({ page }) => {
      await open(page, lang.path("/privacy-policy"));
      await expect(article(page)).toContainText(texts.pdpl);
      await expect(article(page).getByRole("link", { name: texts.contactForm }).first()).toHaveAttribute("href", lang.path("/#contact"));

      await article(page).locator("section").getByRole("link", { name: texts.cookiePolicyLink, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${lang.path("/cookie-policy")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.pages.cookies.title);
    });

    test("terms of service: Saudi law, courts of Riyadh, links to the privacy policy and the contact form", async ({ page }) => {
      await open(page, lang.path("/terms-of-service"));
      const law = page.locator("#governing-law");
      await expect(law).toContainText(texts.governingLaw);
      await expect(law).toContainText(texts.jurisdiction);
      await expect(article(page).getByRole("link", { name: texts.contactForm }).first()).toHaveAttribute("href", lang.path("/#contact"));

      await article(page).locator("section").getByRole("link", { name: texts.privacyPolicyLink, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${lang.path("/privacy-policy")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.pages.privacy.title);
    });

    test("cookie policy: the cookies the site sets, the four categories, third-party analytics and social plugins", async ({ page, context }) => {
      await open(page, lang.path("/cookie-policy"));
      const table = article(page).getByRole("table");
      await expect(table.getByRole("rowheader")).toHaveText(["csrf_id", "__Host-sid", "language"]);
      for (const category of texts.cookieCategories) {
        await expect(article(page).locator("dt", { hasText: category })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: texts.thirdPartyHeading })).toBeVisible();

      // What the policy says is true: a visitor who reads the pages gets no cookie beyond those listed.
      const names = (await context.cookies()).map((cookie) => cookie.name);
      for (const name of names) expect(["csrf_id", "__Host-sid", "language"]).toContain(name);
    });

    test("the contact link opens the home page's contact section address", async ({ page }) => {
      await open(page, lang.path("/privacy-policy"));
      await article(page).locator("#contact").getByRole("link", { name: texts.contactForm }).click();
      await expect(page).toHaveURL((url) => url.pathname + url.hash === lang.path("/#contact"));
    });

    test("the language switch keeps the legal page", async ({ page }) => {
      await open(page, lang.path("/terms-of-service"));
      const other = lang.other();
      await page.locator("header").getByRole("link", { name: lang.switchToOther }).click();
      await expect(page).toHaveURL(new RegExp(`${other.path("/terms-of-service")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal[other.code].pages.terms.title);
      await expect(page.getByTestId("last-updated")).toHaveText(legal[other.code].lastUpdated);
    });
  });

  test.describe(`legal pages on a phone (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test("the table of contents folds away and its links reach the sections", async ({ page }) => {
      await open(page, lang.path("/cookie-policy"));
      const summary = page.locator("details summary", { hasText: texts.toc });
      await expect(summary).toBeVisible();
      // One landmark for the contents at every width; on a phone its links fold away under the summary.
      const links = page.getByRole("navigation", { name: texts.toc }).getByRole("link").filter({ visible: true });
      await expect(links).toHaveCount(0);
      await summary.click();
      await expect(links).toHaveCount(texts.pages.cookies.sections);
      await links.nth(2).click();
      await expect(page).toHaveURL(/#cookies-we-set$/);
      await expect(page.locator("#cookies-we-set")).toBeInViewport();
      // On a phone the cookie table becomes one card per cookie.
      await expect(page.locator("#cookies-we-set dl")).toHaveCount(3);
    });

    test("nothing is wider than the screen", async ({ page }) => {
      for (const path of ["/privacy-policy", "/terms-of-service", "/cookie-policy"]) {
        await open(page, lang.path(path));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}
