import type { Page } from "@playwright/test";
import { answerMathCheck, createMember } from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { collectLinks, expectArrival, follow, goBack, pathOf, type FoundLink } from "./support/journey";
import { e2eAdmin } from "./support/server-env";
import { languages, type SiteLang } from "./support/site";

// A visitor's journey, with the site's motion as most visitors see it (playwright.config.ts turns it off elsewhere).
test.use({ reducedMotion: "no-preference" });

/**
 * Signing in midway and out again, as visitors do it: from a public page to
 * the sign-in page by a link, back to the public pages by clicks, to the
 * dashboard through the account menu, out, and on browsing; and Back/Forward
 * across five pages with a change of language in the middle. Every arrival
 * must show the page's own texts in the page's language.
 */
test.describe.configure({ timeout: 3 * 60_000 });

const texts = {
  en: { dashboard: "Dashboard", signOut: "Sign out", profile: "Profile", account: "Account", dashboardHeading: /Dashboard|Admin/ },
  ar: { dashboard: "لوحة الإدارة", signOut: "تسجيل الخروج", profile: "الملف الشخصي", account: "حسابي", dashboardHeading: /لوحة|الإدارة/ },
} as const;

/** The sign-in form, as a person fills it: name, password, the arithmetic question, Enter. */
async function signInWithForm(page: Page, username: string, password: string) {
  // The sign-in page came by a page load: its button comes alive with React, which checks the arithmetic answer (a send before is held).
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.locator('input[name="password"]') }).first();
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await answerMathCheck(form);
  await form.locator('button[type="submit"]').click();
}

async function linkTo(page: Page, target: string): Promise<FoundLink> {
  const link = (await collectLinks(page)).find((l) => l.target === target);
  expect(link, `a link to ${target} on ${pathOf(page.url())}`).toBeTruthy();
  return link!;
}

async function clickTo(page: Page, target: string) {
  await follow(page, await linkTo(page, target));
  await expectArrival(page, target);
}

/** Opens the account entries: the account menu on a laptop, the mobile menu on a phone. */
async function openAccountEntries(page: Page, lang: SiteLang) {
  const accountButton = page.locator('header button[aria-haspopup="menu"]').filter({ visible: true });
  if (await accountButton.count()) {
    await accountButton.first().click();
    await expect(page.getByRole("menu")).toBeVisible();
    return page.getByRole("menu");
  }
  await page.getByRole("button", { name: lang.openMenu }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  return page.locator("#mobile-menu");
}

async function expectSignedOutHeader(page: Page, lang: SiteLang) {
  await expect(page.locator('header button[aria-haspopup="menu"]')).toHaveCount(0);
  await expect(page.locator(`a[href="${lang.path("/admin")}"]`)).toHaveCount(0);
  await expect(page.locator(`footer a[href="${lang.path("/auth")}"]`)).toBeVisible();
}

for (const lang of languages) {
  for (const width of [390, 1280]) {
    test(`${lang.code} ${width} px: a member signs in midway, browses, never sees the dashboard, signs out and browses on`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const member = await createMember({ username: `journey${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` });
      await open(page, lang.path("/blog"));
      await follow(page, await linkTo(page, lang.path("/auth")));
      await signInWithForm(page, member.username, member.password);
      await page.waitForURL((url) => url.pathname === lang.path("/profile"));
      await expectArrival(page, lang.path("/profile"));

      await clickTo(page, lang.home);
      await clickTo(page, lang.path("/blog"));
      const post = (await collectLinks(page)).find((l) => l.target.startsWith(lang.path("/blog/")));
      await follow(page, post!);
      await expectArrival(page, post!.target);
      await expect(page.locator(`a[href="${lang.path("/admin")}"]`), "no way to the dashboard for a member").toHaveCount(0);
      const entries = await openAccountEntries(page, lang);
      await expect(entries.getByRole("menuitem", { name: texts[lang.code].dashboard }).or(entries.getByRole("link", { name: texts[lang.code].dashboard }))).toHaveCount(0);
      await entries.getByRole("menuitem", { name: texts[lang.code].signOut }).or(entries.getByRole("button", { name: texts[lang.code].signOut })).first().click();

      await expectSignedOutHeader(page, lang);
      await clickTo(page, lang.path("/blog"));
      await clickTo(page, lang.home);
      const me = await page.request.get("/api/user");
      expect(me.status(), "the session ended on the server").toBe(401);
    });
  }

  test(`${lang.code}: the administrator signs in midway, goes between site and dashboard, signs out and browses on`, async ({ page }) => {
    await open(page, lang.path("/privacy-policy"));
    await follow(page, await linkTo(page, lang.path("/auth")));
    await signInWithForm(page, e2eAdmin.username, e2eAdmin.password);
    await page.waitForURL((url) => url.pathname === lang.path("/admin"));
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang.code);

    // From the dashboard back to the site by its own link, then on by clicks.
    await page.locator(`a[href="${lang.home}"]`).first().click();
    await page.waitForURL((url) => pathOf(url) === lang.home);
    await expectArrival(page, lang.home);
    await clickTo(page, lang.path("/contact"));

    const entries = await openAccountEntries(page, lang);
    await entries.getByRole("menuitem", { name: texts[lang.code].dashboard }).click();
    await page.waitForURL((url) => url.pathname === lang.path("/admin"));
    await expect(page.locator("h1").first()).toBeVisible();
    await goBack(page, lang.path("/contact"));
    await expectArrival(page, lang.path("/contact"), "back");

    const again = await openAccountEntries(page, lang);
    await again.getByRole("menuitem", { name: texts[lang.code].signOut }).click();
    await expectSignedOutHeader(page, lang);
    await clickTo(page, lang.path("/privacy-policy"));
    await clickTo(page, lang.path("/blog"));
    // The dashboard is closed again: reached by Back/Forward or a link it sends to sign-in.
    await page.goto(lang.path("/admin"));
    await page.waitForURL((url) => url.pathname === lang.path("/auth"));
  });

  test(`${lang.code}: Back and Forward across five pages, with a change of language on the way, keep each page's language and texts`, async ({ page }) => {
    await open(page, lang.home);
    const other = lang.other();
    const trail: string[] = [lang.home];
    for (const target of [lang.path("/blog"), lang.path("/contact"), lang.path("/iqader-platform")]) {
      await clickTo(page, target);
      trail.push(target);
    }
    // The header's language switch: the same page in the other language.
    await page.getByRole("link", { name: lang.switchToOther }).filter({ visible: true }).first().click();
    const switched = other.path("/iqader-platform");
    await page.waitForURL((url) => pathOf(url) === switched);
    await expectArrival(page, switched);
    trail.push(switched);
    await clickTo(page, other.path("/privacy-policy"));
    trail.push(other.path("/privacy-policy"));

    for (let i = trail.length - 2; i >= 1; i--) {
      await goBack(page, trail[i]);
      await expectArrival(page, trail[i], "back");
    }
    // Every page above was reached from the site, so Back shows it as it was (server/middleware/language-redirect.ts).
    // The first was typed: Back to it is, to the server, that address typed again, which follows the remembered
    // choice — the English home becomes the Arabic one (where the browser keeps the page in its back/forward cache,
    // it shows the English page without asking). The Arabic home stays itself: English is never imposed.
    const first = lang.code === "en" ? other.home : lang.home;
    await goBack(page, first);
    await expectArrival(page, first, "back");
    for (let i = 1; i < trail.length; i++) {
      const before = pathOf(page.url());
      await page.goForward();
      await page.waitForURL((url) => pathOf(url) === trail[i] && pathOf(url) !== before);
      await expectArrival(page, trail[i], "back");
    }
  });
}
