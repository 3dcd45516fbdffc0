import type { Page, Response } from "@playwright/test";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { expectArrival, pathOf } from "./support/journey";
import { languages } from "./support/site";

/**
 * Pages answered from the anonymous page cache (server/page-cache) are the
 * same bytes for every visitor, rendered without a nonce: they must still
 * pass their own Content-Security-Policy (the fixture fails a test on any
 * violation), hydrate, navigate on the client and send their forms; and an
 * edit in the dashboard must show on the next anonymous visit. Runs with the
 * dashboard project (after the public pages' specs), as it edits a text.
 */
test.describe.configure({ timeout: 2 * 60_000 });

/** The spam guard refuses a form sent within 3 s of being shown (on the page's clock, which the test moves on: decision 007). */
const MIN_FILL_MS = 3_000;

/**
 * Loads `path` until the answer comes from the cache: the first visit renders
 * it, and the server keeps it once compressed (in the background), so the
 * next load is retried until it is a hit.
 */
async function openCached(page: Page, path: string): Promise<Response> {
  let response: Response | undefined;
  await expect(async () => {
    response = await open(page, path);
    expect(response.headers()["x-page-cache"], `${path} from the page cache`).toBe("hit");
  }).toPass({ intervals: [100, 250, 500], timeout: 20_000 });
  return response!;
}

for (const lang of languages) {
  test(`${lang.code}: a page from the cache passes its policy, hydrates, navigates and sends the contact form`, async ({ page }) => {
    await page.clock.install();
    const response = await openCached(page, lang.home);
    const headers = response.headers();
    // A page of islands carries no inline script (decision 040): its policy needs neither a nonce nor a hash.
    expect(headers["content-security-policy"]).toMatch(/script-src 'self';/);
    expect(headers["content-security-policy"]).not.toContain("nonce-");
    expect(headers["cache-control"]).toContain("public");
    expect(headers["set-cookie"]).toBeUndefined();
    await expect(page.locator("html")).toHaveAttribute("lang", lang.code);

    // To the blog (a page load now: the home page has no router) and back by the browser's Back.
    await page.locator(`main a[href="${lang.path("/blog")}"]`).filter({ visible: true }).first().click();
    await page.waitForURL((url) => pathOf(url) === lang.path("/blog"));
    await expectArrival(page, lang.path("/blog"));
    await page.goBack();
    await page.waitForURL((url) => pathOf(url) === lang.home);
    await expectArrival(page, lang.home, "back");

    // The contact form on the cached page sends for real (its own client address for the rate limit).
    const form = page.locator("#contact form");
    await form.locator('input[name="fullName"]').fill(lang.code === "ar" ? "نورة العتيبي" : "Noura Al-Otaibi");
    await form.locator('input[name="email"]').fill(`cached-${Date.now()}@example.sa`);
    await form.locator('input[name="company"]').fill("Najd Holding");
    await form.locator('select[name="service"]').selectOption("executive-search");
    await form.locator('textarea[name="message"]').fill(lang.code === "ar" ? "نبحث عن رئيس تنفيذي لشركتنا في الرياض." : "We are looking for a CEO for our Riyadh company.");
    await form.locator('input[name="privacy"]').check();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.252.${test.info().workerIndex % 250}.${lang.code === "ar" ? 2 : 1}` });
    await page.clock.fastForward(MIN_FILL_MS + 2_000);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId("contact-thank-you")).toBeVisible({ timeout: 20_000 });
  });

  test(`${lang.code}: a text edited in the dashboard shows on the next anonymous visit`, async ({ page, browser }) => {
    await openCached(page, lang.home);
    const title = page.locator("#hero-title");
    const original = (await title.innerText()).trim();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const field = lang.code === "ar" ? "contentAr" : "contentEn";
    const edited = `${original} ${Date.now().toString(36)}`;
    try {
      await signInAsAdmin(admin);
      const token = await csrfToken(admin);
      const headers = { "CSRF-Token": token, "X-CSRF-Token": token };
      const before = (await (await admin.request.get("/api/admin/site-content?search=home.hero.title")).json()) as { content: { key: string; contentEn: string; contentAr: string }[] };
      const stored = before.content.find((row) => row.key === "home.hero.title");
      expect(stored, "home.hero.title in the dashboard's site content").toBeDefined();
      try {
        expect((await admin.request.put("/api/admin/site-content/home.hero.title", { headers, data: { [field]: edited } })).status()).toBe(200);
        const fresh = await open(page, lang.home);
        expect(fresh.headers()["x-page-cache"]).toBe("miss");
        await expect(title).toHaveText(edited);
        // … and that page is what the cache gives the next visitor.
        await openCached(page, lang.home);
        await expect(title).toHaveText(edited);
      } finally {
        expect((await admin.request.put("/api/admin/site-content/home.hero.title", { headers, data: { [field]: stored![field] } })).status()).toBe(200);
      }
      await open(page, lang.home);
      await expect(title).toHaveText(original);
    } finally {
      await adminContext.close();
    }
  });
}
