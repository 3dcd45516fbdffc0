import type { Route } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { desktop, mobile } from "./support/site";

/**
 * Decision 021 in the browser: Arabic pages carry Western digits only (as the
 * server sends them and after hydration), the consultation dialog asks for its
 * date as day / month / year in Arabic, and the SCORE steps show their English
 * key words beside the Arabic names.
 */
test.describe.configure({ timeout: 60_000 });

const easternDigits = /[\u0660-\u0669\u06f0-\u06f9\u066a]/;

const arabicPages = [
  "/ar",
  "/ar/blog",
  "/ar/blog/hiring-a-c-suite-leader-in-saudi-arabia",
  "/ar/connect",
  "/ar/contact",
  "/ar/hr-assessment",
  "/ar/leadership-assessment",
  "/ar/iqader-platform",
  "/ar/privacy-policy",
  "/ar/terms-of-service",
  "/ar/cookie-policy",
];

test.describe("one digit rule on Arabic pages", () => {
  for (const path of arabicPages) {
    test(`${path}: no Arabic-Indic digit or Arabic percent sign, served or hydrated`, async ({ page, request }) => {
      const served = await request.get(path);
      expect(served.status()).toBe(200);
      const html = await served.text();
      expect(html.match(easternDigits), `server-rendered ${path}`).toBeNull();
      await open(page, path);
      const text = await page.locator("body").innerText();
      expect(text.match(easternDigits), `hydrated ${path}`).toBeNull();
      // Every page shows some number (a year, a date, a duration): the check saw digits.
      expect(text).toMatch(/\d/);
    });
  }

  test("the Arabic article writes its date and reading time with Western digits", async ({ page }) => {
    await open(page, "/ar/blog/hiring-a-c-suite-leader-in-saudi-arabia");
    await expect(page.getByTestId("article-reading-time")).toHaveText(/^مدة القراءة: (\d+ (دقائق|دقيقة)|دقيقة واحدة|دقيقتان)$/);
    await expect(page.getByTestId("article-date")).toHaveText(/^\d{1,2} [\u0600-\u06ff]+ \d{4}$/);
  });
});

test.describe("the consultation dialog's date in Arabic", () => {
  for (const viewport of [desktop, mobile]) {
    test(`reads day / month / year, right to left, and sends an ISO date (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const bodies: Record<string, unknown>[] = [];
      await page.route("**/api/contact", async (route: Route) => {
        bodies.push(route.request().postDataJSON() as Record<string, unknown>);
        await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ submission: { id: 1, createdAt: new Date().toISOString() } }) });
      });
      await page.clock.install();
      await open(page, "/ar");
      await page.locator("#framework").getByRole("button").last().click();
      const dialog = page.getByRole("dialog", { name: "احجزوا استشارتكم المجانية" });
      await expect(dialog).toBeVisible();

      const date = dialog.getByRole("group", { name: "التاريخ المفضل" });
      const day = date.getByRole("combobox", { name: "التاريخ المفضل: اليوم" });
      const month = date.getByRole("combobox", { name: "التاريخ المفضل: الشهر" });
      const year = date.getByRole("combobox", { name: "التاريخ المفضل: السنة" });
      // The label points at the first list, and the field has no mm/dd/yyyy browser control.
      const labelled = await dialog.locator("label", { hasText: "التاريخ المفضل" }).evaluate((label: HTMLLabelElement) => label.control?.getAttribute("data-part"));
      expect(labelled).toBe("day");
      await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
      // Day at the start of the reading direction (the right), then month, then year.
      const [d, m, y] = await Promise.all([day.boundingBox(), month.boundingBox(), year.boundingBox()]);
      expect(d!.x).toBeGreaterThan(m!.x);
      expect(m!.x).toBeGreaterThan(y!.x);
      await expect(month.locator("option")).toHaveText(["الشهر", "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]);
      const nextYear = String(new Date().getFullYear() + 1);

      // Half a date is refused in the page's language.
      await day.selectOption("05");
      await dialog.getByRole("textbox", { name: "الاسم الكامل" }).fill("عمر السبيعي");
      await dialog.getByRole("textbox", { name: "البريد الإلكتروني" }).fill("omar@example.sa");
      await dialog.getByRole("textbox", { name: "رقم الهاتف" }).fill("+966501234567");
      await dialog.getByRole("textbox", { name: "احتياجات عملكم" }).fill("نبحث عن مدير مالي لمجموعة عائلية في الرياض.");
      await page.clock.fastForward(5_000);
      await dialog.getByRole("button", { name: "احجز الاستشارة" }).click();
      await expect(dialog.getByText("يُرجى اختيار تاريخ صحيح.")).toBeVisible();
      expect(bodies).toHaveLength(0);

      await month.selectOption({ label: "مارس" });
      await year.selectOption(nextYear);
      await expect(dialog.getByText("يُرجى اختيار تاريخ صحيح.")).toBeHidden();
      await dialog.getByRole("button", { name: "احجز الاستشارة" }).click();
      await expect(dialog).toBeHidden();
      expect(bodies).toHaveLength(1);
      expect(String(bodies[0].message)).toContain(`التاريخ المفضل: ${nextYear}-03-05`);
    });
  }

  test("English keeps the browser's date field", async ({ page }) => {
    await open(page, "/");
    await page.locator("#framework").getByRole("button").last().click();
    await expect(page.getByRole("dialog").locator('input[type="date"]')).toHaveCount(1);
  });
});

test("SCORE in Arabic: each step shows its English key word left to right", async ({ page }) => {
  await open(page, "/ar");
  const keywords = page.locator("#framework").getByTestId("framework-keyword");
  await expect(keywords).toHaveText(["Strategy", "Culture", "Optimal", "Rigorous", "Embedded"]);
  for (const keyword of await keywords.all()) await expect(keyword).toHaveAttribute("dir", "ltr");
  await expect(page.locator("#framework h2")).toContainText("SCORE");
  await open(page, "/");
  await expect(page.locator("#framework").getByTestId("framework-keyword")).toHaveCount(0);
});

test("the Arabic home title names the firm once", async ({ page }) => {
  await open(page, "/ar");
  const title = await page.title();
  expect(title).toBe("سند للبحث التنفيذي | استقطاب القيادات واستشارات الموارد البشرية");
  expect(title.match(/التنفيذي/g)).toHaveLength(1);
});
