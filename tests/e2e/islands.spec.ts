import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { adminApi } from "./support/auth";
import { expect, test, waitForHydration } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";

// A visitor's journey, with the site's motion as most visitors see it (playwright.config.ts turns it off elsewhere).
test.use({ reducedMotion: "no-preference" });

/**
 * Pages of islands (decision 040): the home page, /contact and /connect
 * arrive as HTML with the boot script; their contact form, dialogs and toast
 * area are hydrated by the islands' entry (React DOM, no React Router) when
 * they near the viewport or are first touched. These check what is loaded
 * when, and the paths the deferral could break: a dialog's button pressed
 * before anything has loaded, and the same buttons without JavaScript.
 */
/**
 * Issue 25: first load at most 60 kB of JavaScript (gzipped) — the boot
 * script alone is about 2 kB. Once the contact form has loaded the issue asks
 * for 90 kB; it is about 107 kB (React DOM 65, react-hook-form 17, the class
 * merger and shared UI 11, the form 3): decision 040 records the gap and what
 * would close it. This guards what was reached (it was 187 kB, all hydrated).
 */
const FIRST_LOAD_BUDGET_BYTES = 60 * 1024;
const WITH_ISLANDS_BUDGET_BYTES = 110 * 1024;

const texts = {
  en: { learnMore: "Learn more about Executive Search", inquiryTitle: "Inquire about Executive Search", consult: "Book a Free Consultation", consultationTitle: "Book Your Free Consultation" },
  ar: { learnMore: "اعرف المزيد عن البحث التنفيذي", inquiryTitle: "استفسار عن البحث التنفيذي", consult: "احجز استشارة مجانية", consultationTitle: "احجزوا استشارتكم المجانية" },
};

/** Every script the page asks for, by address, with its gzipped size. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(new URL(response.url()).pathname, response.body().then((body) => gzipSync(body).length));
  });
  return async () => {
    const sizes = await Promise.all([...scripts].map(async ([url, size]) => ({ url, gzipBytes: await size })));
    return { urls: sizes.map((s) => s.url), total: sizes.reduce((sum, s) => sum + s.gzipBytes, 0) };
  };
}

const booted = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.booted === "true");

for (const lang of languages) {
  test.describe(`pages of islands (${lang.code})`, () => {
    for (const path of ["/", "/contact", "/connect"].map((p) => lang.path(p))) {
      test(`${path}: the boot script first, then the islands' entry with no React Router, within budget`, async ({ page }) => {
        await page.setViewportSize(desktop);
        const scripts = recordScripts(page);
        await page.goto(path);
        await booted(page);
        await expect(page.locator("html")).toHaveAttribute("data-hydration", "islands");
        expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
        if (path === lang.home) {
          // Nothing of the islands is near the first screen of the home page: only the boot script.
          await page.waitForLoadState("networkidle");
          const first = await scripts();
          expect(first.urls).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
          expect(first.total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
        }
        // Brought into view, the form wakes the islands by itself.
        await page.locator("form[method=post]").first().scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-islands-live"));
        await page.waitForLoadState("networkidle");
        const all = await scripts();
        for (const url of all.urls) expect(url, "only the site's own scripts: boot and the islands' entry").toMatch(/^\/assets\/(boot|entry)-[\w-]+\.js$/);
        expect(all.total, `JavaScript once the islands are live on ${path}: ${all.total} bytes gzipped`).toBeLessThanOrEqual(WITH_ISLANDS_BUDGET_BYTES);
      });
    }

    for (const viewport of [mobile, desktop]) {
      test(`a dialog's button pressed before anything has loaded opens its dialog (${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(lang.home);
        await booted(page);
        expect(await page.evaluate(() => document.documentElement.hasAttribute("data-islands-live"))).toBe(false);
        await page.getByRole("button", { name: texts[lang.code].learnMore }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("heading").first()).toContainText(texts[lang.code].inquiryTitle);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(page.getByRole("button", { name: texts[lang.code].learnMore })).toBeFocused();
        // Now live: the consultation's button opens its dialog at once.
        await page.getByRole("button", { name: texts[lang.code].consult }).click();
        await expect(page.getByRole("dialog")).toContainText(texts[lang.code].consultationTitle);
      });
    }

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false, viewport: mobile });

      test("a service's button leads to the inquiry form about that service on the contact page", async ({ page }) => {
        await page.goto(lang.home);
        await page.getByRole("button", { name: texts[lang.code].learnMore }).click();
        await expect(page).toHaveURL(`${lang.path("/contact")}?form=inquiry&service=executive-search#contact-form`);
        await expect(page.locator("form[method=post] input[name=form]")).toHaveValue("inquiry");
        await expect(page.locator("form[method=post] input[name=service]")).toHaveValue("executive-search");
      });
    });
  });
}

test("the islands wake when the visitor first touches one, and what was typed before survives", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  await booted(page);
  const name = page.locator("#contact form input[autocomplete=name]");
  await name.scrollIntoViewIfNeeded();
  await name.pressSequentially("Noura Al-Qahtani");
  await waitForHydration(page);
  await expect(name).toHaveValue("Noura Al-Qahtani");
});

test("a lead form the browser sends itself, its island not yet woken, takes the visit's attribution along", async ({ page, pageGuard }) => {
  // The islands' entry never arrives: the boot script is all the page has.
  await page.route("**/assets/entry-*.js", (route) => route.abort());
  pageGuard.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.253.${test.info().workerIndex % 250}.${test.info().retry + 7}` });
  const email = `attribution-${Date.now()}@example.sa`;
  await page.goto("/contact?form=inquiry&service=market-entry&utm_source=linkedin&utm_campaign=board-search");
  const shownAt = Date.now();
  await booted(page);
  const form = page.locator("main form[method=post]");
  await form.locator('input[name="fullName"]').fill("Faisal Al-Harbi");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill("+966 50 123 4567");
  await form.locator('textarea[name="needSummary"]').fill("Entering the Saudi market with a new subsidiary.");
  // The server times the spam guard from the page's signed stamp.
  await page.waitForTimeout(Math.max(0, shownAt + 3_300 - Date.now()));
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get("sent") === "inquiry");

  const api = await adminApi();
  try {
    const { leads } = (await (await api.get(`/api/admin/leads?search=${encodeURIComponent(email)}`)).json()) as { leads: { source: string; attribution: { first?: { utmSource?: string; utmCampaign?: string } } }[] };
    expect(leads).toHaveLength(1);
    expect(leads[0].source).toBe("inquiry");
    expect(leads[0].attribution.first).toMatchObject({ utmSource: "linkedin", utmCampaign: "board-search" });
  } finally {
    await api.dispose();
  }
});
