import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { formatViolations } from "./support/a11y";
import { signInAsAdmin, signInAsNewMember } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, signedInLabels } from "./support/site";

/**
 * Issue 9: Profile, Dashboard (administrators only) and Sign out live in one
 * account menu in the header (and in the mobile menu); members never see a
 * link to the dashboard; the footer links the dashboard for administrators
 * and the profile for members.
 */
// Each test signs in, drives the menu at two widths and signs out: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const lang of languages) {
  const labels = signedInLabels[lang.code];
  const localized = (p: string) => new RegExp(`^(/ar)?${p}$`);

  const accountButton = (page: Page) => page.locator("header").getByRole("button", { name: labels.account, exact: true });
  const accountMenu = (page: Page) => page.getByRole("menu", { name: labels.account });
  const item = (menu: Locator, name: string) => menu.getByRole("menuitem", { name, exact: true });
  const toast = (page: Page) => page.locator('ol > li[data-state="open"]');

  /** Nothing on the page leads to the dashboard: no link to /admin, none named Dashboard. */
  async function expectNoDashboardLink(page: Page) {
    await expect(page.locator('a[href$="/admin"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: labels.dashboard })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: labels.dashboard })).toHaveCount(0);
  }

  test.describe(`account menu (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("signed out: no account menu, the footer offers Login", async ({ page }) => {
      await open(page, lang.home);
      await expect(accountButton(page)).toHaveCount(0);
      await expect(page.locator("footer").getByRole("link", { name: lang.footer.login, exact: true })).toHaveAttribute("href", localized("/auth"));
    });

    test("a member gets Profile and Sign out, never a way to the dashboard; the keyboard runs the menu; Sign out works", async ({ page }) => {
      const username = await signInAsNewMember(page, `hdr${lang.code}`);
      await open(page, lang.home);
      const button = accountButton(page);
      const menu = accountMenu(page);
      await expect(button).toHaveAttribute("aria-haspopup", "menu");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expectNoDashboardLink(page);
      await expect(page.locator("footer").getByRole("link", { name: labels.footerProfile, exact: true })).toHaveAttribute("href", localized("/profile"));
      await expect(page.locator("footer").getByRole("link", { name: lang.footer.login, exact: true })).toHaveCount(0);

      // Enter opens the menu on its first entry; the arrows move and wrap; Escape closes it and returns focus.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("menuitem")).toHaveText([labels.profile, labels.signOut]);
      // (The mobile menu, closed and hidden, holds the same words.)
      await expect(page.locator("header").getByText(username).filter({ visible: true })).toBeVisible();
      await expect(page.locator("header").getByText(labels.signedInAs).filter({ visible: true })).toBeVisible();
      await expect(item(menu, labels.profile)).toHaveAttribute("href", localized("/profile"));
      await expect(item(menu, labels.profile)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(item(menu, labels.signOut)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(item(menu, labels.profile)).toBeFocused();
      await page.keyboard.press("End");
      await expect(item(menu, labels.signOut)).toBeFocused();
      await expectNoDashboardLink(page);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button, "focus returns to the account button").toBeFocused();

      // Space and ArrowDown open it too; ArrowUp opens it on the last entry.
      await page.keyboard.press("Space");
      await expect(item(menu, labels.profile)).toBeFocused();
      await page.keyboard.press("Escape");
      await page.keyboard.press("ArrowDown");
      await expect(item(menu, labels.profile)).toBeFocused();
      await page.keyboard.press("Escape");
      await page.keyboard.press("ArrowUp");
      await expect(item(menu, labels.signOut)).toBeFocused();
      await page.keyboard.press("Escape");

      // It opens towards the page's inline end: its end edge lines up with the button's, mirrored in Arabic.
      await button.click();
      await expect(menu).toBeVisible();
      const [buttonBox, panelBox] = [await button.boundingBox(), await menu.locator("..").boundingBox()];
      if (!buttonBox || !panelBox) throw new Error("no boxes for the account menu");
      if (lang.dir === "ltr") expect(Math.abs(panelBox.x + panelBox.width - (buttonBox.x + buttonBox.width))).toBeLessThan(2);
      else expect(Math.abs(panelBox.x - buttonBox.x)).toBeLessThan(2);

      // An outside click closes it.
      await page.mouse.click(desktop.width / 2, desktop.height - 120);
      await expect(menu).toBeHidden();

      // The mobile menu lists the same entries, still without the dashboard.
      await page.setViewportSize(mobile);
      await page.locator('header button[aria-controls="mobile-menu"]').click();
      const mobileMenu = page.locator("#mobile-menu");
      await expect(mobileMenu.getByRole("link", { name: labels.profile, exact: true })).toHaveAttribute("href", localized("/profile"));
      await expect(mobileMenu.getByRole("button", { name: labels.signOut, exact: true })).toBeVisible();
      await expectNoDashboardLink(page);
      await page.keyboard.press("Escape");
      await page.setViewportSize(desktop);

      // Sign out from the menu: still on the public page, now signed out; the toast in the page's language; the session is gone.
      await button.click();
      await item(menu, labels.signOut).click();
      await expect(toast(page).getByText(labels.signedOut[0])).toBeVisible();
      await expect(toast(page).getByText(labels.signedOut[1])).toBeVisible();
      await expect(page).toHaveURL(lang.home);
      await expect(accountButton(page)).toHaveCount(0);
      await expect(page.locator("footer").getByRole("link", { name: lang.footer.login, exact: true })).toBeVisible();
      expect((await page.request.get("/api/user")).status()).toBe(401);
    });

    test("an administrator also gets Dashboard, in the header, the mobile menu and the footer, and signs out from the mobile menu", async ({ page }) => {
      // A session of its own: signing out ends it, and the worker's shared admin session stays.
      await signInAsAdmin(page, { ownSession: true });
      await open(page, lang.path("/blog"));
      const button = accountButton(page);
      const menu = accountMenu(page);
      await expect(page.locator("footer").getByRole("link", { name: labels.footerDashboard, exact: true })).toHaveAttribute("href", localized("/admin"));

      await button.focus();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem")).toHaveText([labels.profile, labels.dashboard, labels.signOut]);
      await expect(item(menu, labels.dashboard)).toHaveAttribute("href", localized("/admin"));
      // The open menu passes axe (roles, names, contrast); only the header is scanned, to stay quick.
      const axe = await new AxeBuilder({ page }).include("body > header").withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"]).analyze();
      const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious, formatViolations(serious)).toEqual([]);
      await page.keyboard.press("ArrowDown");
      await expect(item(menu, labels.dashboard)).toBeFocused();
      await page.keyboard.press("Home");
      await expect(item(menu, labels.profile)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(item(menu, labels.signOut)).toBeFocused();
      // Tab leaves the menu and closes it.
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();

      await page.setViewportSize(mobile);
      await expect(button, "the account button gives way to the menu button on phones").toBeHidden();
      await page.locator('header button[aria-controls="mobile-menu"]').click();
      const mobileMenu = page.locator("#mobile-menu");
      await expect(mobileMenu.getByRole("link", { name: labels.profile, exact: true })).toHaveAttribute("href", localized("/profile"));
      await expect(mobileMenu.getByRole("link", { name: labels.dashboard, exact: true })).toHaveAttribute("href", localized("/admin"));
      await mobileMenu.getByRole("button", { name: labels.signOut, exact: true }).click();
      await expect(toast(page).getByText(labels.signedOut[0])).toBeVisible();
      await expect(page).toHaveURL(lang.path("/blog"));
      expect((await page.request.get("/api/user")).status()).toBe(401);
    });
  });
}
