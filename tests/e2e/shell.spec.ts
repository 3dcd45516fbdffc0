import type { Page } from "@playwright/test";
import { expect, languageCookie, open, scrollToY, tagsIn, test, venturesMenu } from "./support/fixtures";
import { desktop, en, languages, mobile, MISSING_PATH, type SiteLang } from "./support/site";

/** The raw `<html>` tag's attributes, as the server sent them. */
function htmlTag(html: string) {
  const tag = tagsIn(html, "html")[0];
  if (!tag) throw new Error("no <html> tag in the response");
  return tag;
}

async function expectLanguage(page: Page, lang: SiteLang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang.code);
  await expect(page.locator("html")).toHaveAttribute("dir", lang.dir);
}

for (const lang of languages) {
  const other = lang.other();
  const missing = lang.path(MISSING_PATH);

  test.describe(`shell (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test(`server HTML of ${lang.home} sets lang="${lang.code}" dir="${lang.dir}"`, async ({ request }) => {
      const response = await request.get(lang.home, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(htmlTag(html)).toMatchObject({ lang: lang.code, dir: lang.dir });
    });

    for (const [name, pathname] of [["home", "/"], ["not-found page", MISSING_PATH]] as const) {
      test(`server HTML of the ${name} carries hreflang alternates and a canonical link`, async ({ request, baseURL }) => {
        const response = await request.get(lang.path(pathname), { maxRedirects: 0 });
        const links = tagsIn(await response.text(), "link");
        const hrefsOf = (rel: string, hreflang?: string) =>
          links.filter((l) => l.rel === rel && (hreflang === undefined || l.hreflang === hreflang)).map((l) => l.href);
        const canonical = hrefsOf("canonical");
        expect(canonical).toHaveLength(1);
        // Absolute addresses on the site's public origin (the test server's own unless E2E_BASE_URL points elsewhere).
        const origin = new URL(canonical[0]).origin;
        if (!process.env.E2E_BASE_URL) expect(origin).toBe(new URL(baseURL ?? "").origin);
        expect(canonical).toEqual([origin + lang.path(pathname)]);
        expect(hrefsOf("alternate", "en")).toEqual([origin + en.path(pathname)]);
        expect(hrefsOf("alternate", "ar")).toEqual([origin + en.other().path(pathname)]);
        expect(hrefsOf("alternate", "x-default")).toEqual([origin + en.path(pathname)]);
      });
    }

    test("the page has lang and dir after hydration too, and a toast region", async ({ page }) => {
      await open(page, lang.home);
      await expectLanguage(page, lang);
      await expect(page.getByRole("region", { name: lang.toastRegion })).toBeAttached();
    });

    test("header is fixed and gains a shadow after more than 20 px of scroll", async ({ page }) => {
      await open(page, lang.home);
      const header = page.locator("body > header").first();
      await expect(header).toHaveCSS("position", "fixed");
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(scrollable, "the home page must be taller than the window to test scrolling").toBeGreaterThan(40);

      await expect(header).toHaveAttribute("data-scrolled", "false");
      await expect(header).toHaveCSS("box-shadow", "none");

      await scrollToY(page, 10);
      await expect(header).toHaveAttribute("data-scrolled", "false");

      await scrollToY(page, 20);
      await expect(header).toHaveAttribute("data-scrolled", "false");

      await scrollToY(page, 30);
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expect(header).not.toHaveCSS("box-shadow", "none");
      expect((await header.boundingBox())?.y, "the header stays at the top").toBe(0);

      await scrollToY(page, 0);
      await expect(header).toHaveAttribute("data-scrolled", "false");
    });

    test("nav lists the home sections as anchors on the home page", async ({ page }) => {
      await open(page, lang.home);
      const nav = page.locator("header").getByRole("navigation", { name: lang.primaryNav });
      await expect(nav).toBeVisible();
      const links = nav.getByRole("link");
      await expect(links).toHaveText(lang.nav.map((n) => n.label));
      for (const item of lang.nav) {
        await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", `#${item.anchor}`);
      }
    });

    test(`nav links point to ${lang.path("/")}#… on other pages`, async ({ page, pageGuard }) => {
      pageGuard.allowNotFoundResponses();
      await open(page, missing);
      const nav = page.locator("header").getByRole("navigation", { name: lang.primaryNav });
      await expect(nav.getByRole("link")).toHaveText(lang.nav.map((n) => n.label));
      for (const item of lang.nav) {
        await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", lang.path(`/#${item.anchor}`));
      }
    });

    test("Ventures dropdown opens, links the career platform, closes on Escape and on an outside click", async ({ page }) => {
      await open(page, lang.home);
      const { trigger, panel } = await venturesMenu(page, lang);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");

      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      const link = panel.getByRole("link", { name: lang.careerPlatform }).or(panel.getByRole("menuitem", { name: lang.careerPlatform }));
      await expect(link).toHaveAttribute("href", lang.path("/iqader-platform"));

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger, "focus returns to the button").toBeFocused();

      await trigger.click();
      await expect(panel).toBeVisible();
      // A point in the hero, away from the panel and the header.
      const viewport = page.viewportSize() ?? desktop;
      await page.mouse.click(viewport.width / 2, viewport.height - 120);
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(page).toHaveURL(lang.home);
    });

    test("footer has service anchors, company and legal links, and Login", async ({ page }) => {
      await open(page, lang.home);
      const footer = page.locator("footer");
      for (const label of lang.footer.services) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "#services");
      }
      for (const { label, href } of lang.footer.company) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href.startsWith("#") ? href : lang.path(href));
      }
      for (const { label, href } of lang.footer.legal) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", lang.path(href));
      }
      // The sign-in screen is at /auth (an Arabic /ar/auth is fine too).
      await expect(footer.getByRole("link", { name: lang.footer.login, exact: true })).toHaveAttribute("href", /^(\/ar)?\/auth$/);
    });

    test("footer section anchors point to the home page from other pages", async ({ page, pageGuard }) => {
      pageGuard.allowNotFoundResponses();
      await open(page, missing);
      const footer = page.locator("footer");
      for (const label of lang.footer.services) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", lang.path("/#services"));
      }
      const about = lang.footer.company[0];
      await expect(footer.getByRole("link", { name: about.label, exact: true })).toHaveAttribute("href", lang.path(`/${about.href}`));
    });

    // The header's switch is the only one (decision 015: no floating side toggle over the content).
    for (const [name, pathname] of [["home", "/"], ["not-found page", MISSING_PATH]] as const) {
      test(`the header toggle switches the ${name} to ${other.code} and remembers it`, async ({ page, pageGuard }) => {
        pageGuard.allowNotFoundResponses();
        await open(page, lang.path(pathname));
        await expect(page.getByRole("link", { name: lang.switchToOther }), "one language switch on the page").toHaveCount(1);
        const button = page.locator("header").getByRole("link", { name: lang.switchToOther });
        await expect(button).toBeVisible();
        await button.click();
        await expect(page).toHaveURL(other.path(pathname));
        await expectLanguage(page, other);
        expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(other.code);
        expect(await languageCookie(page)).toBe(other.code);
        if (pathname === MISSING_PATH) await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.notFoundTitle);
      });
    }

    test(`an unknown path is a real 404 titled "${lang.notFoundTitle}" inside the shell`, async ({ page, request, pageGuard }) => {
      pageGuard.allowNotFoundResponses();
      const raw = await request.get(missing, { maxRedirects: 0 });
      expect(raw.status()).toBe(404);
      expect(htmlTag(await raw.text())).toMatchObject({ lang: lang.code, dir: lang.dir });

      const response = await open(page, missing);
      expect(response.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.notFoundTitle);
      await expect(page).toHaveTitle(new RegExp(lang.notFoundTitle));
      await expect(page.locator("header")).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      // A static page (decision 040): nothing on it shows a toast, so it has no toast area.
      await expect(page.locator("html")).toHaveAttribute("data-hydration", "none");
      await expect(page.getByRole("region", { name: lang.toastRegion })).toHaveCount(0);
    });
  });

  test.describe(`mobile shell (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test("on a phone the nav is hidden and the menu button opens the mobile menu", async ({ page }) => {
      await open(page, lang.home);
      const header = page.locator("header");
      await expect(header.locator("nav").filter({ visible: true })).toHaveCount(0);
      const button = header.locator('button[aria-controls="mobile-menu"]');
      await expect(button).toHaveAccessibleName(lang.openMenu);
      await expect(button).toHaveAttribute("aria-expanded", "false");

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(button).toHaveAccessibleName(lang.closeMenu);
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      for (const item of lang.nav) {
        await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", `#${item.anchor}`);
      }
      await expect(menu.getByRole("link", { name: lang.careerPlatform })).toHaveAttribute("href", lang.path("/iqader-platform"));

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");

      // Choosing a section closes the menu too.
      await button.click();
      await menu.getByRole("link", { name: lang.nav[0].label, exact: true }).click();
      await expect(menu).toBeHidden();
    });

    test("on other pages the mobile menu links to the home sections", async ({ page, pageGuard }) => {
      pageGuard.allowNotFoundResponses();
      await open(page, missing);
      await page.locator('header button[aria-controls="mobile-menu"]').click();
      const menu = page.locator("#mobile-menu");
      for (const item of lang.nav) {
        await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", lang.path(`/#${item.anchor}`));
      }
    });

    test("the header toggle switches language on a phone too", async ({ page }) => {
      await open(page, lang.home);
      await page.locator("header").getByRole("link", { name: lang.switchToOther }).click();
      await expect(page).toHaveURL(other.home);
      await expectLanguage(page, other);
    });
  });
}

test.describe("remembered language", () => {
  test("a visitor with the cookie language=ar is redirected by the server (302)", async ({ request }) => {
    for (const [from, to] of [
      ["/", "/ar"],
      [MISSING_PATH, `/ar${MISSING_PATH}`],
      ["/?ref=x", "/ar?ref=x"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0, headers: { cookie: "language=ar", accept: "text/html" } });
      expect(response.status(), from).toBe(302);
      expect(response.headers().location, from).toBe(to);
    }
    // English is the default: no cookie, or language=en, is not redirected.
    expect((await request.get("/", { maxRedirects: 0, headers: { cookie: "language=en" } })).status()).toBe(200);
    expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
    // The Arabic pages are never sent back to English.
    expect((await request.get("/ar", { maxRedirects: 0, headers: { cookie: "language=en" } })).status()).toBe(200);
  });

  test("a browser with the cookie language=ar opening / lands on /ar", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: "ar", url: baseURL ?? "" }]);
    await open(page, "/");
    await expect(page).toHaveURL("/ar");
    await expectLanguage(page, languages[1]);
  });

  test("a browser with only localStorage language=ar opening / ends up on /ar", async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => localStorage.setItem("language", "ar"));
    expect(await languageCookie(page)).toBeUndefined();
    await open(page, "/");
    await expect(page).toHaveURL("/ar");
    await expectLanguage(page, languages[1]);
    // The choice is copied to the cookie, so the server redirects from now on.
    expect(await languageCookie(page)).toBe("ar");
  });
});
