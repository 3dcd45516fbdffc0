import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";
import { postInList, seedPost } from "./support/posts";
import { reviewShot } from "./support/review-shots";

/**
 * Private preview links (issue 26 item 6, decision 042): an editor makes a
 * link to a draft in the dashboard; someone without an account opens it in
 * either language and sees the article as the public will, marked as a
 * preview, never indexed; ended, the link is the site's 404.
 */
const texts = {
  en: {
    search: "Search by title, author, category or slug",
    actionsFor: (title: string) => `Actions for “${title}”`,
    edit: "Edit post",
    section: "Private preview link",
    create: "Create preview link",
    created: "Preview link created",
    end: "End link",
    ended: "Preview link ended",
  },
  ar: {
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    actionsFor: (title: string) => `إجراءات المقال «${title}»`,
    edit: "تعديل المقال",
    section: "رابط معاينة خاص",
    create: "إنشاء رابط معاينة",
    created: "تم إنشاء رابط المعاينة",
    end: "إيقاف الرابط",
    ended: "تم إيقاف رابط المعاينة",
  },
} as const;

/** A draft made through the API (the click under test is the preview link's, not the post's). */
async function seedDraft(id: string) {
  const post = await seedPost({ slug: `preview-${id}`, titleEn: `Board briefing ${id}`, titleAr: `إحاطة لمجلس الإدارة ${id}` });
  return { titleEn: post.titleEn, titleAr: post.titleAr };
}

async function openEditor(page: Page, lang: (typeof languages)[number], title: string) {
  await signInAsAdmin(page);
  await open(page, `${lang.path("/admin")}?tab=blog`);
  const panel = page.getByRole("tabpanel");
  await panel.getByPlaceholder(texts[lang.code].search).fill(title);
  const row = postInList(panel, title);
  await row.getByRole("button", { name: texts[lang.code].actionsFor(title) }).click();
  await page.getByRole("menuitem", { name: texts[lang.code].edit }).click();
  return page.getByRole("dialog");
}

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: a draft's preview link, made in the dashboard, shows the article signed out in both languages until it is ended`, async ({ page, browser }, testInfo) => {
      await page.setViewportSize(viewport);
      const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
      const draft = await seedDraft(id);
      const tx = texts[lang.code];
      const dialog = await openEditor(page, lang, lang.code === "ar" ? draft.titleAr : draft.titleEn);
      const section = dialog.getByRole("region", { name: tx.section });
      await section.getByRole("button", { name: tx.create }).click();
      await expect(page.getByText(tx.created).first()).toBeVisible();
      const addresses = section.locator("code");
      await expect(addresses).toHaveCount(2);
      const [enUrl, arUrl] = await addresses.allTextContents();
      expect(enUrl).toMatch(/\/preview\/\d+\.[\w-]{43}$/);
      expect(arUrl).toBe(enUrl.replace("/preview/", "/ar/preview/"));
      await section.scrollIntoViewIfNeeded();
      await reviewShot(page, `post-preview-links-${lang.code}-${viewport.width}`, { fullPage: false });
      const dashboardScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-preview-links`);
      expect(dashboardScan.failing, dashboardScan.text).toEqual([]);

      // Someone without an account: the draft as the public will see it, marked as a preview, in either language.
      const visitor = await browser.newContext({ viewport });
      try {
        const reader = await visitor.newPage();
        for (const [url, title, dir] of [
          [enUrl, draft.titleEn, "ltr"],
          [arUrl, draft.titleAr, "rtl"],
        ] as const) {
          const response = await reader.goto(new URL(url).pathname);
          expect(response?.status()).toBe(200);
          expect(response?.headers()["cache-control"]).toContain("no-store");
          expect(response?.headers()["x-robots-tag"]).toContain("noindex");
          await expect(reader.locator("html")).toHaveAttribute("dir", dir);
          await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
          await expect(reader.getByTestId("preview-notice")).toBeVisible();
          await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
          await reviewShot(reader, `post-preview-page-${lang.code}-${viewport.width}-${dir}`, { fullPage: false });
          const pageScan = await scanAccessibility(reader, testInfo, `${lang.code}-${viewport.width}-preview-page-${dir}`);
          expect(pageScan.failing, pageScan.text).toEqual([]);
        }
        // The post itself is still a draft: its public address is not there.
        expect((await reader.goto(`/blog/preview-${id}`))?.status()).toBe(404);

        // Ended in the dashboard: the link is the site's 404.
        await section.getByRole("button", { name: tx.end }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: tx.end }).click();
        await expect(page.getByText(tx.ended).first()).toBeVisible();
        await expect(addresses).toHaveCount(0);
        expect((await reader.goto(new URL(enUrl).pathname))?.status()).toBe(404);
      } finally {
        await visitor.close();
      }
    });
  }
}
