import type { Browser, Page } from "@playwright/test";
import { adminApi, csrfToken, signInAsAdmin } from "./support/auth";
import { scanAccessibility } from "./support/a11y";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";

/**
 * Decision 037: an administrator edits the home page's texts where they are
 * read. Runs with the dashboard project (after the public pages' specs), as
 * it changes texts they read. A visitor's page carries nothing of it: no
 * edit-mode words in the HTML, no edit-mode code fetched, no switch.
 */
// Two visitors, an administrator, a reload and an accessibility scan on a busy two-core machine.
test.describe.configure({ timeout: 3 * 60_000 });

const texts = {
  en: {
    switch: "Edit texts",
    help: "How to edit, and the page's other texts",
    hint: "Outlined texts can be edited",
    field: "Content (English)",
    otherField: "Content (Arabic)",
    save: "Save changes",
    updated: "Content updated",
    dialog: "Edit Content",
  },
  ar: {
    switch: "تعديل النصوص",
    help: "طريقة التعديل ونصوص الصفحة الأخرى",
    hint: "النصوص المحاطة بإطار قابلة للتعديل",
    field: "المحتوى (بالعربية)",
    otherField: "المحتوى (بالإنجليزية)",
    save: "حفظ التعديلات",
    updated: "تم تحديث المحتوى",
    dialog: "تعديل المحتوى",
  },
};

/** Each width edits its own home text, so the tests can run side by side. */
const widths = [
  { name: "1280", viewport: desktop, key: "home.cta.title" },
  { name: "390", viewport: mobile, key: "home.hero.subtitle" },
];

const EDIT_MODE_CHUNK = /text-edit-mode[-.][\w-]*\.js/;

/** Opens `path` as a visitor in a fresh context: what loaded, and the HTML the server sent. */
async function visit(browser: Browser, baseURL: string, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await open(page, path);
  const html = await (await context.request.get(path)).text();
  return { context, page, scripts, html };
}

/** Puts the text back: the built-in text saved is stored as no override (decision 027). */
async function restore(key: string, field: "contentEn" | "contentAr", value: string) {
  const api = await adminApi();
  try {
    const token = await csrfToken(api);
    const res = await api.put(`/api/admin/site-content/${key}`, { headers: { "CSRF-Token": token, "X-CSRF-Token": token }, data: { [field]: value } });
    expect(res.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

interface StoredText {
  key: string;
  contentEn: string | null;
  contentAr: string | null;
  builtInEn: string | null;
  builtInAr: string | null;
}

async function storedText(key: string): Promise<StoredText> {
  const api = await adminApi();
  try {
    const body = (await (await api.get("/api/admin/site-content/texts")).json()) as { content: StoredText[] };
    return body.content.find((row) => row.key === key)!;
  } finally {
    await api.dispose();
  }
}

async function expectNoEditMode(page: Page, scripts: string[], html: string) {
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expect(page.locator("[data-text-key]")).toHaveCount(0);
  expect(scripts.filter((url) => EDIT_MODE_CHUNK.test(url)), "edit-mode code fetched by a visitor").toEqual([]);
  expect(html).not.toMatch(EDIT_MODE_CHUNK);
  expect(html).not.toContain("siteContent.");
  expect(html).not.toContain("data-text-key");
}

for (const lang of languages) {
  const t = texts[lang.code];
  for (const width of widths) {
    test(`${lang.code} ${width.name}px: an administrator edits a home text in place; visitors see it at their next load and nothing else`, async ({ browser, page, baseURL }, testInfo) => {
      const field = lang.code === "ar" ? "contentAr" : "contentEn";
      const before = await storedText(width.key);
      const edited = `${lang.code === "ar" ? "نص جديد للاختبار" : "A new text for the test"} ${Date.now().toString(36)}`;

      // A visitor first: no switch, no outline, no edit-mode code or words.
      const visitor = await visit(browser, baseURL!, lang.home, width.viewport);
      try {
        await expectNoEditMode(visitor.page, visitor.scripts, visitor.html);
      } finally {
        await visitor.context.close();
      }

      try {
        await page.setViewportSize(width.viewport);
        const adminScripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") adminScripts.push(request.url());
        });
        await signInAsAdmin(page);
        await open(page, lang.home);
        const editSwitch = page.getByRole("switch", { name: t.switch });
        await expect(editSwitch).toHaveAttribute("aria-checked", "false");
        // The administrator's page fetched the edit mode's own chunk: the one a visitor's must not.
        expect(adminScripts.filter((url) => EDIT_MODE_CHUNK.test(url))).toHaveLength(1);
        await expect(page.locator("[data-text-key]")).toHaveCount(0);
        await editSwitch.click();
        await expect(editSwitch).toHaveAttribute("aria-checked", "true");

        // The bar says the mode is on; on a phone it is one line (the switch, and a button for how to edit), covering little of the page.
        const bar = page.getByTestId("text-edit-bar");
        const help = page.getByTestId("text-edit-help");
        const helpButton = bar.getByRole("button", { name: t.help });
        if (width.viewport === mobile) {
          await expect(help).toBeHidden();
          const barBox = (await bar.boundingBox())!;
          expect(barBox.height, "one line").toBeLessThanOrEqual(60);
          expect(barBox.y + barBox.height).toBeLessThanOrEqual(mobile.height);
          const switchBox = (await editSwitch.boundingBox())!;
          for (const target of [editSwitch, helpButton]) {
            const box = (await target.boundingBox())!;
            expect(Math.min(box.width, box.height), "a target a thumb can hit").toBeGreaterThanOrEqual(44);
          }
          await helpButton.click();
          await expect(helpButton).toHaveAttribute("aria-expanded", "true");
          await expect(help).toContainText(t.hint);
          // It opens above the switch, which stays under the finger.
          expect((await editSwitch.boundingBox())!.y).toBeCloseTo(switchBox.y, 0);
          const helpScan = await scanAccessibility(page, testInfo, `${lang.code}-${width.name}-edit-bar-help`);
          expect(helpScan.failing, helpScan.text).toEqual([]);
          await helpButton.click();
          await expect(help).toBeHidden();
        } else {
          await expect(help).toContainText(t.hint);
          await expect(helpButton).toBeHidden();
        }

        // The text is outlined where it is read; clicking it opens the editor with both languages side by side.
        const target = page.locator(`[data-text-key="${width.key}"]`);
        await expect(target).toHaveCount(1);
        const shownBefore = (await target.innerText()).trim();
        await expect(target).toHaveCSS("outline-style", "dashed");
        await target.click();
        const dialog = page.getByRole("dialog", { name: t.dialog });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("textbox", { name: t.otherField, exact: true })).toBeVisible();
        const textbox = dialog.getByRole("textbox", { name: t.field, exact: true });
        await expect(textbox).toHaveValue(shownBefore);
        const scan = await scanAccessibility(page, testInfo, `${lang.code}-${width.name}-edit-in-place`);
        expect(scan.failing, scan.text).toEqual([]);
        await textbox.fill(edited);
        await dialog.getByRole("button", { name: t.save }).click();
        await expect(page.locator("ol > li").filter({ has: page.getByText(t.updated, { exact: true }) })).toBeVisible();
        await expect(dialog).toBeHidden();
        // The page shows the new words at once, still outlined.
        await expect(page.locator(`[data-text-key="${width.key}"]`)).toHaveText(edited);

        // Reloaded: the new words, and the edit mode still on for this tab.
        await page.reload();
        await expect(page.getByText(edited, { exact: true })).toBeVisible();
        await expect(page.getByRole("switch", { name: t.switch })).toHaveAttribute("aria-checked", "true");
        await page.getByRole("switch", { name: t.switch }).click();
        await expect(page.locator("[data-text-key]")).toHaveCount(0);

        // A visitor's next load shows it (the save emptied the page cache), and still nothing of the edit mode.
        const after = await visit(browser, baseURL!, lang.home, width.viewport);
        try {
          await expect(after.page.getByText(edited, { exact: true })).toBeVisible();
          expect(after.html).toContain(edited);
          await expectNoEditMode(after.page, after.scripts, after.html);
        } finally {
          await after.context.close();
        }
      } finally {
        await restore(width.key, field, before[field] ?? before[lang.code === "ar" ? "builtInAr" : "builtInEn"] ?? "");
      }
    });
  }
}
