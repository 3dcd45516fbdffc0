import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, signedInLabels } from "./support/site";

/** Spec: the header links Profile and Admin when signed in; the footer shows Admin instead of Login. */
for (const lang of languages) {
  const labels = signedInLabels[lang.code];
  const localized = (p: string) => new RegExp(`^(/ar)?${p}$`);

  test.describe(`signed-in shell (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("header links Profile and Admin; footer shows Admin instead of Login", async ({ page }) => {
      await open(page, lang.home);
      const header = page.locator("header");
      const footer = page.locator("footer");
      await expect(header.getByRole("link", { name: labels.profile, exact: true })).toHaveCount(0);
      await expect(footer.getByRole("link", { name: lang.footer.login, exact: true })).toBeVisible();

      await signInAsAdmin(page);
      await open(page, lang.home);
      await expect(header.getByRole("link", { name: labels.profile, exact: true })).toHaveAttribute("href", localized("/profile"));
      await expect(header.getByRole("link", { name: labels.admin, exact: true })).toHaveAttribute("href", localized("/admin"));
      await expect(footer.getByRole("link", { name: labels.footerAdmin, exact: true })).toHaveAttribute("href", localized("/admin"));
      await expect(footer.getByRole("link", { name: lang.footer.login, exact: true })).toHaveCount(0);
    });
  });

  test.describe(`signed-in mobile menu (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test("the mobile menu links Profile and Admin", async ({ page }) => {
      await signInAsAdmin(page);
      await open(page, lang.home);
      await page.locator('header button[aria-controls="mobile-menu"]').click();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: labels.profile, exact: true })).toHaveAttribute("href", localized("/profile"));
      await expect(menu.getByRole("link", { name: labels.admin, exact: true })).toHaveAttribute("href", localized("/admin"));
    });
  });
}
