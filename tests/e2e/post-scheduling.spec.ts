import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";
import { postInList, seedPost } from "./support/posts";
import { reviewShot } from "./support/review-shots";

/**
 * Scheduled publishing (issue 26 item 5, decision 042): an editor times a
 * draft "a minute ahead" in the post editor, in Riyadh time; the posts list
 * says "Scheduled" with the time; once the time comes the post is on /blog and
 * /ar/blog, the page cache having been emptied by the scheduler.
 *
 * The server's clock cannot be moved, the browser's can (`page.clock`): the
 * browser is set a minute minus a few seconds behind, so "a minute ahead" by
 * its clock is a few seconds ahead of the server's. The e2e server runs the
 * scheduler every second (POST_SCHEDULE_CHECK_SECONDS=1 in
 * playwright.config.ts, validated at boot like every setting), so the test
 * waits those few seconds, not a minute. The time goes into the field with
 * its seconds, which the field keeps (an editor's picker offers minutes).
 */
const texts = {
  en: {
    search: "Search by title, author, category or slug",
    actionsFor: (title: string) => `Actions for “${title}”`,
    edit: "Edit post",
    status: "Status",
    scheduled: "Scheduled",
    publishAt: "Publish on (Riyadh time)",
    unpublishAt: /Take off the site on \(Riyadh time\)/,
    save: "Save post",
    saved: "Post updated",
    riyadh: "Riyadh time",
    closeToast: "Close",
  },
  ar: {
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    actionsFor: (title: string) => `إجراءات المقال «${title}»`,
    edit: "تعديل المقال",
    status: "الحالة",
    scheduled: "مجدول",
    publishAt: "موعد النشر (بتوقيت الرياض)",
    unpublishAt: /موعد إلغاء النشر \(بتوقيت الرياض\)/,
    save: "حفظ المقال",
    saved: "تم تحديث المقال",
    riyadh: "بتوقيت الرياض",
    closeToast: "إغلاق",
  },
} as const;

/** How far ahead of the server's clock "a minute ahead" on the browser's lands: enough to see "Scheduled" in the list first. */
const LEAD_MS = 10_000;

/** A draft made through the API (the click under test is the schedule's, not the post's). */
async function seedDraft(id: string) {
  const post = await seedPost({
    slug: `scheduled-${id}`,
    titleEn: `Sunday briefing ${id}`,
    summaryEn: "Out at the time the firm chose.",
    contentEn: "## On time\n\nPublished by the scheduler.",
    titleAr: `إحاطة الأحد ${id}`,
    summaryAr: "يُنشر في الموعد الذي اختارته الشركة.",
    contentAr: "## في موعده\n\nنشرته الجدولة.",
  });
  return { en: post.titleEn, ar: post.titleAr };
}

/** Riyadh's wall clock (UTC+3 all year) as `<input type="datetime-local">` reads it, with seconds. */
const riyadhWallClock = (ms: number) => new Date(ms + 3 * 60 * 60_000).toISOString().slice(0, 19);

async function postRow(page: Page, code: "en" | "ar", title: string) {
  const panel = page.getByRole("tabpanel");
  await panel.getByPlaceholder(texts[code].search).fill(title);
  return postInList(panel, title);
}

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: a draft scheduled a minute ahead in the editor is "Scheduled" in the list, then on /blog and /ar/blog`, async ({ page, browser }, testInfo) => {
      await page.setViewportSize(viewport);
      const tx = texts[lang.code];
      const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
      const titles = await seedDraft(id);
      const title = titles[lang.code];
      await page.clock.install();

      await signInAsAdmin(page);
      await open(page, `${lang.path("/admin")}?tab=blog`);
      const row = await postRow(page, lang.code, title);
      await row.getByRole("button", { name: tx.actionsFor(title) }).click();
      await page.getByRole("menuitem", { name: tx.edit }).click();
      const dialog = page.getByRole("dialog");

      await dialog.getByLabel(tx.status).selectOption({ label: tx.scheduled });
      const publishAt = dialog.getByLabel(tx.publishAt);
      await expect(publishAt).toBeVisible();
      await expect(dialog.getByLabel(tx.unpublishAt)).toBeVisible();
      // Saving without a time is refused at the field.
      await dialog.getByRole("button", { name: tx.save }).click();
      await expect(publishAt).toHaveAttribute("aria-invalid", "true");

      // The browser's clock a minute minus LEAD_MS behind: "a minute ahead" on it is LEAD_MS ahead of the server.
      const scheduleAMinuteAhead = async () => {
        await page.clock.setSystemTime(Date.now() - 60_000 + LEAD_MS);
        const aMinuteAhead = (await page.evaluate(() => Date.now())) + 60_000;
        await publishAt.fill(riyadhWallClock(aMinuteAhead));
        return aMinuteAhead;
      };
      await scheduleAMinuteAhead();
      // A minute ahead by the browser's clock: not yet passed, so no "passed" note.
      await expect(dialog.getByTestId("schedule-passed")).toHaveCount(0);
      await expect(publishAt).not.toHaveAttribute("aria-invalid", "true");
      await dialog.getByTestId("schedule-fields").scrollIntoViewIfNeeded();
      await reviewShot(page, `post-scheduling-${lang.code}-${viewport.width}-editor`, { fullPage: false });
      const editorScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-schedule-editor`);
      expect(editorScan.failing, editorScan.text).toEqual([]);

      // Timed again just before the save, so the list is seen before the server's clock gets there.
      const aMinuteAhead = await scheduleAMinuteAhead();
      await dialog.getByRole("button", { name: tx.save }).click();
      await expect(page.getByText(tx.saved).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      // In the list: "Scheduled" and the time, in Riyadh time.
      await expect(row.getByText(tx.scheduled, { exact: true })).toBeVisible();
      await expect(row.getByText(tx.riyadh)).toBeVisible();
      await page.getByRole("region", { name: lang.toastRegion }).getByRole("button", { name: tx.closeToast }).click();
      await row.getByText(tx.riyadh).scrollIntoViewIfNeeded();
      await reviewShot(page, `post-scheduling-${lang.code}-${viewport.width}-list`, { fullPage: false });
      const listScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-schedule-list`);
      expect(listScan.failing, listScan.text).toEqual([]);

      // A visitor, signed out: the post appears on the blog in both languages once the server's clock reaches the time.
      const visitor = await browser.newContext({ viewport });
      try {
        const reader = await visitor.newPage();
        for (const [path, heading] of [
          ["/blog", titles.en],
          ["/ar/blog", titles.ar],
        ] as const) {
          await expect
            .poll(
              async () => {
                await reader.goto(path);
                return reader.getByRole("heading", { name: heading }).count();
              },
              { timeout: LEAD_MS + 20_000, intervals: [500] },
            )
            .toBeGreaterThan(0);
        }
        // Not before its time (the field keeps whole seconds).
        expect(Date.now()).toBeGreaterThanOrEqual(Math.floor(aMinuteAhead / 1000) * 1000);
      } finally {
        await visitor.close();
      }
      // And the list says Published.
      await page.reload();
      const published = await postRow(page, lang.code, title);
      await expect(published.getByText(lang.code === "ar" ? "منشور" : "Published", { exact: true })).toBeVisible();
    });
  }
}
