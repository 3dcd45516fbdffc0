import { scanAccessibility } from "./support/a11y";
import { expect, open, test, venturesMenu } from "./support/fixtures";
import { desktop, languages, mobile, MISSING_PATH } from "./support/site";

/** Fails on serious or critical axe violations; lesser ones are printed only. */
for (const lang of languages) {
  const pages = [
    { name: "home", path: lang.home },
    { name: "not-found", path: lang.path(MISSING_PATH) },
    // The consultation's form where its button leads without script (the Arabic page's date as three lists).
    { name: "contact-consultation", path: `${lang.path("/contact")}?form=consultation` },
  ];
  for (const viewport of [desktop, mobile]) {
    test.describe(`accessibility (${lang.code}, ${viewport.width} px)`, () => {
      test.use({ viewport });

      for (const target of pages) {
        test(`${target.name} (${target.path}) has no serious or critical violations`, async ({ page, pageGuard }, testInfo) => {
          pageGuard.allowNotFoundResponses();
          await open(page, target.path);
          const report = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-${target.name}`);
          expect(report.failing, `axe found serious or critical violations on ${target.path} at ${viewport.width} px:\n${report.text}`).toEqual([]);
        });
      }

      if (viewport === mobile) {
        test("home with the mobile menu open has no serious or critical violations", async ({ page }, testInfo) => {
          await open(page, lang.home);
          await page.locator('header button[aria-controls="mobile-menu"]').click();
          await expect(page.locator("#mobile-menu")).toBeVisible();
          const report = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-mobile-menu`);
          expect(report.failing, `axe found serious or critical violations with the mobile menu open on ${lang.home}:\n${report.text}`).toEqual([]);
        });
      } else {
        test("home with the Ventures dropdown open has no serious or critical violations", async ({ page }, testInfo) => {
          await open(page, lang.home);
          const { trigger, panel } = await venturesMenu(page, lang);
          await trigger.click();
          await expect(panel).toBeVisible();
          const report = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-ventures`);
          expect(report.failing, `axe found serious or critical violations with the Ventures menu open on ${lang.home}:\n${report.text}`).toEqual([]);
        });
      }
    });
  }
}
