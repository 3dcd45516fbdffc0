import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";
import { postInList, seedPost } from "./support/posts";
import { reviewShot } from "./support/review-shots";

/**
 * Linked translations, the side-by-side view and the history (issue 26 items
 * 1–3, decision 042): an English edit flags the Arabic in the posts list; the
 * side-by-side view shows the English changes word by word beside the Arabic
 * to update; saving the Arabic clears the flag; an older revision comes back
 * from the history panel.
 */
const texts = {
  en: {
    search: "Search by title, author, category or slug",
    actionsFor: (title: string) => `Actions for “${title}”`,
    edit: "Edit post",
    save: "Save post",
    updated: "Post updated",
    summaryEn: "Summary (English)",
    summaryAr: "Summary (Arabic)",
    arabicBehind: "Arabic needs update",
    filter: "Translations to update",
    translations: "Translations",
    updateArabic: "Update the Arabic",
    saveFromSide: "Save the post",
    history: "History",
    restoreLabel: (n: number) => `Restore revision ${n}`,
    restore: "Restore",
    restored: "Revision restored",
    choose: (n: number) => `Compare revision ${n}`,
  },
  ar: {
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    actionsFor: (title: string) => `إجراءات المقال «${title}»`,
    edit: "تعديل المقال",
    save: "حفظ المقال",
    updated: "تم تحديث المقال",
    summaryEn: "الملخص (بالإنجليزية)",
    summaryAr: "الملخص (بالعربية)",
    arabicBehind: "العربية تحتاج إلى تحديث",
    filter: "ترجمات تحتاج إلى تحديث",
    translations: "الترجمة",
    updateArabic: "تحديث النص العربي",
    saveFromSide: "حفظ المقال",
    history: "سجل التعديلات",
    restoreLabel: (n: number) => `استعادة النسخة ${n}`,
    restore: "استعادة",
    restored: "تمت استعادة النسخة",
    choose: (n: number) => `مقارنة النسخة ${n}`,
  },
} as const;

const summaryEn = "What boards ask first.";
const summaryAr = "ما تسأل عنه المجالس أولًا.";

/** A draft post made through the API (the clicks under test are the translation's). */
async function seedTranslatedPost(id: string) {
  const post = await seedPost({
    slug: `translations-${id}`,
    titleEn: `Finance chief ${id}`,
    summaryEn,
    contentEn: "Boards ask about the first year.",
    titleAr: `رئيس مالي ${id}`,
    summaryAr,
    contentAr: "تسأل المجالس عن السنة الأولى.",
  });
  return { titleEn: post.titleEn, titleAr: post.titleAr };
}

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: an English edit flags the Arabic, the side-by-side view brings it up to date, and the history restores an older revision`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
      const post = await seedTranslatedPost(id);
      const title = lang.code === "ar" ? post.titleAr : post.titleEn;
      const tx = texts[lang.code];
      const shot = (name: string) => reviewShot(page, `translations-${lang.code}-${viewport.width}-${name}`, { fullPage: false });

      await signInAsAdmin(page);
      await open(page, `${lang.path("/admin")}?tab=blog`);
      const panel = page.getByRole("tabpanel");
      await panel.getByPlaceholder(tx.search).fill(title);
      const row = postInList(panel, title);
      const openEditor = async (page: Page) => {
        await row.getByRole("button", { name: tx.actionsFor(title) }).click();
        await page.getByRole("menuitem", { name: tx.edit }).click();
        return page.getByRole("dialog");
      };

      // Edit the English: the Arabic is flagged in the list, and the filter keeps the post.
      let editor = await openEditor(page);
      await editor.getByLabel(tx.summaryEn).fill("What boards ask in the first hundred days.");
      await editor.getByRole("button", { name: tx.save }).click();
      await expect(page.getByText(tx.updated).first()).toBeVisible();
      await expect(editor).toBeHidden();
      await expect(row.getByText(tx.arabicBehind)).toBeVisible();
      await panel.getByLabel(tx.filter).check();
      await expect(row.getByText(tx.arabicBehind)).toBeVisible();
      await shot("list");

      // The side-by-side view: the English changes word by word, left to right, beside the Arabic.
      editor = await openEditor(page);
      const translations = editor.getByRole("region", { name: tx.translations });
      await expect(translations.getByText(tx.arabicBehind)).toBeVisible();
      await translations.getByRole("button", { name: tx.updateArabic }).click();
      const side = page.getByRole("dialog", { name: tx.updateArabic });
      const changes = side.getByTestId("source-changes");
      await expect(changes.locator('[dir="ltr"][lang="en"] ins')).toContainText("in the first hundred days.");
      await expect(changes.locator('[dir="ltr"][lang="en"] del')).toContainText("first.");
      await expect(side.getByLabel(tx.summaryAr)).toHaveAttribute("dir", "rtl");
      await shot("side-by-side");
      const sideScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-side-by-side`);
      expect(sideScan.failing, sideScan.text).toEqual([]);

      // Update the Arabic and save: the flag clears.
      await side.getByLabel(tx.summaryAr).fill("ما تسأل عنه المجالس في الأيام المئة الأولى.");
      await side.getByRole("button", { name: tx.saveFromSide }).click();
      await expect(page.getByText(tx.updated).first()).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(row).toHaveCount(0);
      await panel.getByLabel(tx.filter).uncheck();
      await expect(row).toBeVisible();
      await expect(row.getByText(tx.arabicBehind)).toHaveCount(0);

      // The history: compare the first and the latest revision, then restore the first.
      editor = await openEditor(page);
      const history = editor.getByRole("region", { name: tx.history });
      await history.getByRole("checkbox", { name: tx.choose(1) }).check();
      await history.getByRole("checkbox", { name: tx.choose(3) }).check();
      const comparison = history.getByTestId("revision-comparison");
      await expect(comparison.locator('[dir="rtl"][lang="ar"] ins')).toContainText("الأيام المئة الأولى.");
      await comparison.scrollIntoViewIfNeeded();
      await shot("history");
      const historyScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-history`);
      expect(historyScan.failing, historyScan.text).toEqual([]);
      await history.getByRole("button", { name: tx.restoreLabel(1) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: tx.restore }).click();
      await expect(page.getByText(tx.restored).first()).toBeVisible();
      await expect(editor.getByLabel(tx.summaryEn)).toHaveValue(summaryEn);
      await expect(editor.getByLabel(tx.summaryAr)).toHaveValue(summaryAr);
      await expect(history.getByTestId("revision-4")).toBeVisible();
    });
  }
}

const siteTexts = {
  en: { search: "Search by key, label or text", edit: (label: string) => `Edit “${label}”`, arabicBehind: "Arabic needs update", filter: "Translations to update", mark: "Mark as up to date", marked: "Marked as up to date" },
  ar: { search: "ابحث بالمفتاح أو الوصف أو النص", edit: (label: string) => `تعديل «${label}»`, arabicBehind: "العربية تحتاج إلى تحديث", filter: "ترجمات تحتاج إلى تحديث", mark: "تأكيد أنها محدَّثة", marked: "تم تأكيد أن الترجمة محدَّثة" },
} as const;

/** A text the test adds (so no page other specs read changes), then its English edited through the API. */
async function seedSiteText(id: string) {
  const api = await adminApi();
  try {
    const token = await csrfToken(api);
    const key = `footer.note${id}`;
    const created = await api.post("/api/admin/site-content", {
      headers: { "CSRF-Token": token },
      data: { key, section: "footer", labelEn: `Note ${id}`, labelAr: `ملاحظة ${id}`, contentEn: "Offices in Riyadh.", contentAr: "مكاتبنا في الرياض." },
    });
    expect(created.status(), await created.text()).toBe(201);
    const edited = await api.put(`/api/admin/site-content/${key}`, { headers: { "CSRF-Token": token }, data: { contentEn: "Offices in Riyadh and Jeddah." } });
    expect(edited.status(), await edited.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return { labelEn: `Note ${id}`, labelAr: `ملاحظة ${id}` };
}

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: a site text's Arabic behind its English is flagged in Site Content, shows the English changes, and is marked up to date from its editor`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
      const text = await seedSiteText(id);
      const label = lang.code === "ar" ? text.labelAr : text.labelEn;
      const tx = siteTexts[lang.code];

      await signInAsAdmin(page);
      // The day strip's link lands here with the filter on.
      await open(page, `${lang.path("/admin")}?tab=content&translations=update`);
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByLabel(tx.filter)).toBeChecked();
      await panel.getByPlaceholder(tx.search).fill(id);
      const row = panel.getByRole("row").filter({ hasText: label });
      await expect(row.getByText(tx.arabicBehind)).toBeVisible();
      await reviewShot(page, `translations-${lang.code}-${viewport.width}-site-texts`, { fullPage: false });

      await row.getByRole("button", { name: tx.edit(label) }).click();
      const dialog = page.getByRole("dialog");
      const notice = dialog.getByTestId("site-text-translation");
      await expect(notice.getByText(tx.arabicBehind)).toBeVisible();
      // The English changes since the Arabic was last reviewed, word by word, left to right, above the two languages' fields.
      await expect(notice.getByTestId("site-text-source-changes").locator('[dir="ltr"][lang="en"] ins')).toContainText("Jeddah.");
      // The text's length is counted live against its limit, as every limited field of the dashboard (issue 26 item 0).
      await expect(dialog.getByTestId("length-count").first()).toContainText(/\d+ \/ 20\D?000/);
      await reviewShot(page, `translations-${lang.code}-${viewport.width}-site-text-notice`, { fullPage: false });
      const scan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-site-text-notice`);
      expect(scan.failing, scan.text).toEqual([]);
      await notice.getByRole("button", { name: tx.mark }).click();
      await expect(page.getByText(tx.marked).first()).toBeVisible();
      await expect(notice).toHaveCount(0);

      // The text's history, the same panel as a post's: the English edit compared, then the first wording restored.
      const t = texts[lang.code];
      const history = dialog.getByRole("region", { name: t.history });
      await history.getByRole("checkbox", { name: t.choose(1) }).check();
      await history.getByRole("checkbox", { name: t.choose(2) }).check();
      await expect(history.getByTestId("revision-comparison").locator('[dir="ltr"][lang="en"] ins')).toContainText("Jeddah.");
      await history.scrollIntoViewIfNeeded();
      await reviewShot(page, `translations-${lang.code}-${viewport.width}-site-text-history`, { fullPage: false });
      const historyScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-site-text-history`);
      expect(historyScan.failing, historyScan.text).toEqual([]);
      await history.getByRole("button", { name: t.restoreLabel(1) }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: t.restore }).click();
      await expect(page.getByText(t.restored).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      const listed = (await (await page.request.get(`/api/admin/site-content?search=${id}`)).json()) as { content: { contentEn: string | null }[] };
      expect(listed.content.map((item) => item.contentEn)).toEqual(["Offices in Riyadh."]);
    });
  }
}

