import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, languageCookie, open, test, venturesMenu } from "./support/fixtures";
import { desktop, languages, mobile, MISSING_PATH, type SiteLang } from "./support/site";

/**
 * Pages that need no React (decision 040): the legal pages, the career
 * platform, articles and the 404 page arrive as HTML with one small plain
 * script (app/islands/boot.ts). These check that nothing else is loaded, and
 * that what the script and the browser do in React's place works: the
 * header's menus by mouse and keyboard (with and without script), the
 * language switch, the copy link, attribution on arrival, a menu on a slow
 * network the moment it is visible.
 */
const ARTICLE = "hiring-a-c-suite-leader-in-saudi-arabia";
const STATIC_PATHS = ["/privacy-policy", "/terms-of-service", "/cookie-policy", "/iqader-platform", "/blog", "/blog?category=Leadership&q=saudi", `/blog/${ARTICLE}`, MISSING_PATH];
/** Issue 25: at most 10 kB of JavaScript, gzipped, on a static page's first load. */
const STATIC_JS_BUDGET_BYTES = 10 * 1024;

const copy = {
  en: { copyLink: "Copy link", copied: "Link copied" },
  ar: { copyLink: "نسخ الرابط", copied: "تم نسخ الرابط" },
};

/** Every script the page asks for until it is live, with its gzipped size. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; gzipBytes: number }[]> {
  const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length })));
  });
  await open(page, path);
  await page.waitForLoadState("networkidle");
  return Promise.all(pending);
}

for (const lang of languages) {
  test.describe(`static pages (${lang.code})`, () => {
    for (const path of STATIC_PATHS.map((p) => lang.path(p))) {
      test(`${path} loads the boot script only: no React, at most 10 kB of JavaScript`, async ({ page, pageGuard }) => {
        if (path.endsWith(MISSING_PATH)) pageGuard.allowNotFoundResponses();
        const scripts = await scriptsOf(page, path);
        expect(scripts.map((s) => s.url)).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
        const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
        expect(total, `JavaScript on ${path}: ${total} bytes gzipped`).toBeLessThanOrEqual(STATIC_JS_BUDGET_BYTES);
        await expect(page.locator("html")).toHaveAttribute("data-hydration", "none");
        // Nothing of React Router's in the document: no route manifest, no hydration data.
        expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      });
    }

    test.describe("the header at 390 px", () => {
      test.use({ viewport: mobile });

      test("the menu opens and closes by touch and keyboard; a link in it is followed", async ({ page }) => {
        await open(page, lang.path("/privacy-policy"));
        const button = page.locator('header button[aria-controls="mobile-menu"]');
        const menu = page.locator("#mobile-menu");
        await expect(button).toHaveAccessibleName(lang.openMenu);
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await button.click();
        await expect(menu).toBeVisible();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(button).toHaveAccessibleName(lang.closeMenu);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAccessibleName(lang.openMenu);
        // Keyboard: open with Enter, then an outside tap closes it.
        await page.keyboard.press("Enter");
        await expect(menu).toBeVisible();
        await page.mouse.click(200, 700);
        await expect(menu).toBeHidden();
        await button.click();
        await menu.getByRole("link", { name: lang.nav[0].label }).click();
        await expect(page).toHaveURL(new RegExp(`${lang.path("/")}#${lang.nav[0].anchor}$`.replace("//", "/")));
        await expect(page.locator(`#${lang.nav[0].anchor}`)).toBeInViewport();
      });

      test("on a slow phone network the menu and the language switch work the moment they are visible", async ({ page }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Network.enable");
        // Chromium's "Slow 3G" preset.
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 2000, downloadThroughput: (500 * 1024) / 8, uploadThroughput: (500 * 1024) / 8 });
        await page.goto(lang.path(`/blog/${ARTICLE}`), { waitUntil: "commit" });
        const button = page.locator('header button[aria-controls="mobile-menu"]');
        await expect(button).toBeVisible({ timeout: 20_000 });
        await button.click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await page.keyboard.press("Escape");
        await page.locator("header").getByRole("link", { name: lang.switchToOther }).click();
        await expect(page).toHaveURL(new RegExp(`${lang.other().path(`/blog/${ARTICLE}`)}$`), { timeout: 30_000 });
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      });
    });

    test.describe("the header at 1280 px", () => {
      test.use({ viewport: desktop });

      test("Ventures opens by keyboard, leads into its link, closes on Escape and on an outside click", async ({ page }) => {
        await open(page, lang.path("/terms-of-service"));
        const { trigger, panel } = await venturesMenu(page, lang);
        await trigger.focus();
        await page.keyboard.press("Enter");
        await expect(panel).toBeVisible();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        // Under its button, not somewhere else on the screen.
        const [at, under] = [await trigger.boundingBox(), await panel.boundingBox()];
        expect(under!.y).toBeGreaterThanOrEqual(at!.y + at!.height);
        expect(under!.y).toBeLessThan(at!.y + at!.height + 24);
        await page.keyboard.press("Tab");
        await expect(panel.getByRole("link", { name: new RegExp(lang.careerPlatform) })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
        await expect(trigger).toBeFocused();
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
        await trigger.click();
        await expect(panel).toBeVisible();
        await page.locator("main h1").first().click();
        await expect(panel).toBeHidden();
        await trigger.click();
        await panel.getByRole("link", { name: new RegExp(lang.careerPlatform) }).click();
        await expect(page).toHaveURL(new RegExp(`${lang.path("/iqader-platform")}$`));
      });

      test("the language switch is a link that remembers the choice, and the copy link says what it did beside it", async ({ page, context }) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        const article = lang.path(`/blog/${ARTICLE}`);
        await open(page, article);
        const share = page.locator("[data-share-bar]");
        await share.getByRole("button", { name: copy[lang.code].copyLink }).click();
        await expect(share.getByRole("status")).toHaveText(copy[lang.code].copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${article}$`));

        await page.locator("header").getByRole("link", { name: lang.switchToOther }).click();
        const other = lang.other();
        await expect(page).toHaveURL(new RegExp(`${other.path(`/blog/${ARTICLE}`)}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", other.code);
        expect(await languageCookie(page)).toBe(other.code);
        await page.waitForFunction((code) => localStorage.getItem("language") === code, other.code);
        // The other page's status region is its own: nothing said there.
        await expect(page.locator("[data-share-bar]").getByRole("status")).toHaveText("");
      });

      test("an article a visitor lands on from a campaign link records where they came from", async ({ page }) => {
        await open(page, `${lang.path(`/blog/${ARTICLE}`)}?utm_source=newsletter&utm_medium=email`);
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("lead-attribution") ?? "{}") as { first?: Record<string, string> });
        expect(stored.first).toMatchObject({ utmSource: "newsletter", utmMedium: "email", landingPage: lang.path(`/blog/${ARTICLE}`), language: lang.code });
      });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false, viewport: mobile });

      test("the menu still opens and closes, the switch still changes the language, no dead copy button", async ({ page }) => {
        await page.goto(lang.path(`/blog/${ARTICLE}`));
        const button = page.locator('header button[aria-controls="mobile-menu"]');
        await button.click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.locator("#mobile-menu")).toBeHidden();
        await expect(page.locator("[data-share-bar]").getByRole("button")).toHaveCount(0);
        await switchLanguageByLink(page, lang);
      });
    });
  });
}

async function switchLanguageByLink(page: Page, lang: SiteLang) {
  await page.locator("header").getByRole("link", { name: lang.switchToOther }).click();
  const other = lang.other();
  await expect(page).toHaveURL(new RegExp(`${other.path(`/blog/${ARTICLE}`)}$`));
  await expect(page.locator("html")).toHaveAttribute("dir", other.dir);
  expect(await languageCookie(page)).toBe(other.code);
}
