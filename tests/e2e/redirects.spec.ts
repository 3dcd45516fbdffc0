import type { Locator, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { postInList, seedPost } from "./support/posts";
import { desktop, languages, mobile } from "./support/site";
import { reviewShot } from "./support/review-shots";

/**
 * Old addresses (issue 27 item 3, decision 043): an editor changes a
 * published post's address in the dashboard, and a reader following the old
 * link lands on the article; the Redirects tab lists the old address with the
 * visit counted; a redirect added there by hand sends its visitors on; a post
 * deleted without a place to send its readers answers "This article was
 * removed" (410) in the reader's language.
 */
const texts = {
  en: {
    tab: "Redirects",
    search: "Search by title, author, category or slug",
    actionsFor: (title: string) => `Actions for “${title}”`,
    edit: "Edit post",
    delete: "Delete post",
    advanced: "Advanced",
    slug: "Slug",
    save: "Save post",
    saved: "Post updated",
    searchRedirects: "Search old and new addresses",
    redirect301: "Redirect · 301",
    add: "Add a redirect",
    from: "Old address",
    to: "New address",
    saveRedirect: "Save the redirect",
    added: "Redirect added",
    sendTo: "Send visitors to",
    deleteYes: "Yes",
    deleted: "Post deleted",
    goneTitle: "This article was removed",
    removed410: "Removed · 410",
    twoRows: "Showing 1–2 of 2",
  },
  ar: {
    tab: "إعادة التوجيه",
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    actionsFor: (title: string) => `إجراءات المقال «${title}»`,
    edit: "تعديل المقال",
    delete: "حذف المقال",
    advanced: "خيارات متقدّمة",
    slug: "المعرّف في الرابط (Slug)",
    save: "حفظ المقال",
    saved: "تم تحديث المقال",
    searchRedirects: "ابحثوا في العناوين القديمة والجديدة",
    redirect301: "إعادة توجيه · 301",
    add: "إضافة إعادة توجيه",
    from: "العنوان القديم",
    to: "العنوان الجديد",
    saveRedirect: "حفظ إعادة التوجيه",
    added: "أُضيفت إعادة التوجيه",
    sendTo: "توجيه الزوار إلى",
    deleteYes: "نعم",
    deleted: "تم حذف المقال",
    goneTitle: "حُذف هذا المقال",
    removed410: "محذوفة · 410",
    twoRows: "عرض 1–2 من أصل 2",
  },
} as const;

/** A post in the Blog Posts tab: its row on a wide screen, its card on a phone. */
function postRow(page: Page, title: string): Locator {
  return postInList(page.getByRole("tabpanel"), title);
}

/** A redirect's row in the Redirects tab, by its old address: the table's row on a wide screen, its card on a phone. */
function redirectRow(page: Page, from: string): Locator {
  const panel = page.getByRole("tabpanel");
  const rows = page.viewportSize()!.width < 640 ? panel.getByRole("listitem") : panel.getByRole("row");
  return rows.filter({ has: page.getByText(from, { exact: true }) });
}

async function openPostMenu(page: Page, tx: (typeof texts)["en" | "ar"], title: string) {
  await page.getByRole("tabpanel").getByPlaceholder(tx.search).fill(title);
  await postRow(page, title).getByRole("button", { name: tx.actionsFor(title) }).click();
}

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: a post's old address follows it, the Redirects tab counts the visit and takes one by hand, and a deleted post says it was removed`, async ({ page, browser }, testInfo) => {
      // Four visits to the dashboard, two readers, two accessibility scans and the hits written within seconds: on a loaded two-core machine about a minute and a half.
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const tx = texts[lang.code];
      const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
      const post = await seedPost({ slug: `moving-${id}`, titleEn: `Succession at the board ${id}`, titleAr: `التعاقب في مجلس الإدارة ${id}`, status: "published" });
      const title = lang.code === "ar" ? post.titleAr : post.titleEn;
      const oldPath = lang.path(`/blog/moving-${id}`);
      const newPath = lang.path(`/blog/moved-${id}`);

      // The editor changes the published post's address.
      await signInAsAdmin(page);
      await open(page, `${lang.path("/admin")}?tab=blog`);
      await openPostMenu(page, tx, title);
      await page.getByRole("menuitem", { name: tx.edit }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: new RegExp(tx.advanced) }).click();
      await dialog.getByRole("textbox", { name: tx.slug, exact: true }).fill(`moved-${id}`);
      await dialog.getByRole("button", { name: tx.save }).click();
      await expect(page.getByText(tx.saved).first()).toBeVisible();
      await expect(dialog).toBeHidden();

      // A reader with the old link lands on the article at its new address.
      const visitor = await browser.newContext({ viewport });
      try {
        const reader = await visitor.newPage();
        const response = await reader.goto(oldPath);
        expect(response?.status()).toBe(200);
        expect(new URL(reader.url()).pathname).toBe(newPath);
        expect((await response!.request().redirectedFrom()?.response())?.status()).toBe(301);
        await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
      } finally {
        await visitor.close();
      }

      // The Redirects tab shows the old address, where it leads and the visit (counted in the database within seconds).
      await open(page, `${lang.path("/admin")}?tab=redirects`);
      await expect(page.getByRole("tab", { name: tx.tab, selected: true })).toBeVisible();
      await page.getByRole("tabpanel").getByPlaceholder(tx.searchRedirects).fill(`moving-${id}`);
      const row = redirectRow(page, oldPath);
      await expect(row).toContainText(newPath);
      await expect(row).toContainText(tx.redirect301);
      // Hits reach the database within seconds (added in batches); then the list shows the visit.
      await expect
        .poll(async () => {
          const res = await page.request.get(`/api/admin/redirects?search=${encodeURIComponent(oldPath)}`);
          const rows = ((await res.json()) as { redirects: { fromPath: string; hits: number }[] }).redirects;
          return rows.find((redirect) => redirect.fromPath === oldPath)?.hits;
        }, { timeout: 20_000 })
        .toBe(1);
      await page.reload();
      await page.getByRole("tabpanel").getByPlaceholder(tx.searchRedirects).fill(`moving-${id}`);
      await expect(redirectRow(page, oldPath).getByTestId("redirect-hits")).toHaveText("1");
      await expect(page.getByText(tx.twoRows)).toBeVisible();
      await page.getByRole("heading", { name: tx.tab, level: 2 }).scrollIntoViewIfNeeded();
      await reviewShot(page, `redirects-list-${lang.code}-${viewport.width}`, { fullPage: false });
      const listScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-redirects`);
      expect(listScan.failing, listScan.text).toEqual([]);

      // A redirect added by hand.
      await page.getByRole("button", { name: tx.add }).click();
      const form = page.getByRole("dialog", { name: tx.add });
      await form.getByRole("textbox", { name: tx.from }).fill(`/old-campaign-${id}`);
      await form.getByRole("textbox", { name: tx.to }).fill(newPath);
      await reviewShot(page, `redirects-dialog-${lang.code}-${viewport.width}`, { fullPage: false });
      const dialogScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-redirect-dialog`);
      expect(dialogScan.failing, dialogScan.text).toEqual([]);
      await form.getByRole("button", { name: tx.saveRedirect }).click();
      await expect(page.getByText(tx.added).first()).toBeVisible();
      await expect(form).toBeHidden();
      const followed = await page.request.get(`/old-campaign-${id}`, { maxRedirects: 0 });
      expect(followed.status()).toBe(301);
      expect(followed.headers().location).toBe(newPath);

      // The post deleted with nowhere to send its readers: both its addresses say it was removed.
      await open(page, `${lang.path("/admin")}?tab=blog`);
      await openPostMenu(page, tx, title);
      await page.getByRole("menuitem", { name: tx.delete }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm.getByRole("combobox", { name: tx.sendTo })).toBeVisible();
      await reviewShot(page, `post-delete-${lang.code}-${viewport.width}`, { fullPage: false });
      await confirm.getByRole("button", { name: tx.deleteYes }).click();
      await expect(page.getByText(tx.deleted).first()).toBeVisible();

      const reader = await browser.newContext({ viewport });
      try {
        const gonePage = await reader.newPage();
        for (const path of [newPath, oldPath]) {
          const gone = await gonePage.goto(path);
          expect(gone?.status(), path).toBe(410);
          await expect(gonePage.getByRole("heading", { level: 1 })).toHaveText(tx.goneTitle);
          await expect(gonePage.locator("html")).toHaveAttribute("dir", lang.dir);
        }
        await reviewShot(gonePage, `gone-${lang.code}-${viewport.width}`);
      } finally {
        await reader.close();
      }
      await open(page, `${lang.path("/admin")}?tab=redirects`);
      await page.getByRole("tabpanel").getByPlaceholder(tx.searchRedirects).fill(id);
      await expect(redirectRow(page, newPath)).toContainText(tx.removed410);
    });
  }
}
