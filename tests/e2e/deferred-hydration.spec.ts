import type { Page } from "@playwright/test";
import { answerMathCheck, createMember } from "./support/auth";
import { expect, open, tagsIn, test, waitForHydration } from "./support/fixtures";
import { languages } from "./support/site";

// A visitor's journey, with the site's motion as most visitors see it (playwright.config.ts turns it off elsewhere).
test.use({ reducedMotion: "no-preference" });

/**
 * Pages arrive with their scripts held back until the first paint
 * (app/lib/defer-hydration.server.ts): no module preloads in the markup, the
 * route module script under a type the browser does not run, and a boot
 * script that brings both back after the first frame. These check the paths
 * that could leave a page without its scripts: the usual frame, a page whose
 * frames never come, a background tab, and a signed-out form page with a
 * per-response nonce.
 */

/**
 * What the page carries once booted: the preloads back in the head, React's
 * module script running (inline; the site's own boot script, a module with a
 * `src`, is never held back: decision 040).
 */
async function bootedState(page: Page) {
  return page.evaluate(() => ({
    preloads: document.querySelectorAll('head link[rel="modulepreload"]').length,
    waiting: document.querySelectorAll('script[type="text/x-deferred-module"]').length,
    modules: document.querySelectorAll('script[type="module"]:not([src])').length,
  }));
}

/** A page React hydrates whole for every visitor (decision 040): the leadership assessment. */
const fullPage = (lang: (typeof languages)[number]) => lang.path("/leadership-assessment");

for (const lang of languages) {
  test(`${lang.code}: the page arrives without module preloads and hydrates after its first paint`, async ({ page }) => {
    const html = await (await page.request.get(fullPage(lang), { headers: { accept: "text/html" } })).text();
    expect(tagsIn(html, "link").filter((l) => l.rel === "modulepreload")).toEqual([]);
    expect(tagsIn(html, "script").filter((s) => s.type === "module")).toEqual([{ type: "module", src: expect.stringMatching(/^\/assets\/boot-/) }]);
    expect(tagsIn(html, "script").filter((s) => s.type === "text/x-deferred-module")).toHaveLength(1);
    // The stylesheet is the first thing the head asks for.
    expect(tagsIn(html, "link")[0]).toMatchObject({ rel: "stylesheet" });

    await open(page, fullPage(lang));
    const state = await bootedState(page);
    expect(state.waiting).toBe(0);
    expect(state.modules).toBe(1);
    expect(state.preloads).toBeGreaterThan(5);
    // Hydrated for real: the mobile menu button opens the menu on a phone-width page.
    await page.setViewportSize({ width: 390, height: 844 });
    const button = page.locator('header button[aria-controls="mobile-menu"]');
    await expect(button).toHaveAccessibleName(lang.openMenu);
    await button.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
  });
}

test("a page whose frames never come still hydrates (the boot's timer)", async ({ page }) => {
  // No animation frame is ever granted: only the boot script's own timer can start the scripts.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto("/leadership-assessment");
  // Playwright polls on animation frames by default, which this page never gets: poll on a timer.
  await page.waitForFunction(() => document.querySelectorAll('script[type="text/x-deferred-module"]').length === 0, null, { polling: 100 });
  // The fixture's hydration check needs frames; look for React's fibers directly.
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll("header button")).some((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))),
    null,
    { polling: 100 },
  );
  expect((await bootedState(page)).modules).toBe(1);
});

test("a page opened in a background tab starts its scripts at once", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    // Frames and timers of a hidden tab may never come; the boot must not wait for either.
    window.requestAnimationFrame = () => 0;
  });
  const started = await page.goto("/ar/hr-assessment").then(() => page.evaluate(() => document.querySelectorAll('script[type="text/x-deferred-module"]').length));
  expect(started).toBe(0);
});

test("a signed-out form page with a per-response nonce boots under its policy", async ({ page }) => {
  const response = await open(page, "/auth");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  const state = await bootedState(page);
  expect(state).toMatchObject({ waiting: 0, modules: 1 });
  // The re-created module script carries the nonce (the fixture fails the test on a CSP violation).
  await waitForHydration(page);
  await page.getByRole("tab").last().click();
  await expect(page.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
});

test("a sign-in sent before React is there is held, never sent as a GET with its fields in the address; once live it signs in", async ({ page }) => {
  const member = await createMember();
  // React's modules are held back until the form has been filled in and sent; the boot script is not.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") addresses.push(request.url());
  });
  // Not "load": that waits for the held modules.
  await page.goto("/auth", { waitUntil: "commit" });
  await page.waitForFunction(() => document.documentElement.dataset.booted === "true");
  await page.getByRole("textbox", { name: "Username", exact: true }).fill(member.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(member.password);
  await answerMathCheck(page);
  await page.getByRole("textbox", { name: "Password", exact: true }).press("Enter");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Held, not sent as a GET: still /auth, with what was typed — the arithmetic answer too, which now counts (the question is the loader's, the same).
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByRole("textbox", { name: "Username", exact: true })).toHaveValue(member.username);
  await expect(page.getByText("Verified")).toBeVisible();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/profile");
  for (const address of addresses) expect(address, "no field in an address").not.toMatch(/password|username/i);
});
