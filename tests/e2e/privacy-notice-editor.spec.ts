import { scanAccessibility } from "./support/a11y";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { ar, desktop, en, mobile, type SiteLang } from "./support/site";
import { reviewShot } from "./support/review-shots";

/**
 * The privacy notice is written in the site's one article editor (issue 26,
 * decision 042): the administrator opens the Privacy tab, edits the policy in
 * the visual editor (its section headings shown as headings, the Arabic
 * right to left), publishes a new version, and the public page says what
 * was written. English on a laptop, Arabic on a phone.
 */
const texts = {
  en: {
    edit: "Edit the policy",
    field: "Policy in English",
    note: "What changed",
    publish: /^Publish version \d+$/,
    confirm: "Publish",
    published: /^Version \d+ published$/,
    added: "We answer every privacy question within five working days.",
  },
  ar: {
    edit: "تعديل السياسة",
    field: "السياسة بالعربية",
    note: "ما الذي تغيّر",
    publish: /^نشر الإصدار \d+$/,
    confirm: "نشر",
    published: /^نُشر الإصدار \d+$/,
    added: "نجيب عن كل سؤال يتعلق بالخصوصية خلال خمسة أيام عمل.",
  },
} as const;

// Both publish a version of one notice: one after the other.
test.describe.configure({ mode: "default" });

for (const [lang, viewport] of [
  [en, desktop],
  [ar, mobile],
] as [SiteLang, typeof desktop][]) {
  test(`${lang.code} ${viewport.width} px: the administrator edits the privacy notice in the visual editor and publishes it`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const tx = texts[lang.code];
    await signInAsAdmin(page);
    await open(page, lang.path("/admin?tab=privacy"));

    const card = page.getByTestId("privacy-notice-editor");
    await card.getByRole("button", { name: tx.edit }).click();

    // The policy in its language's editor: the visual one, its sections as headings, written in the language's direction.
    const editor = card.getByRole("textbox", { name: tx.field, exact: true });
    await expect(editor).toHaveAttribute("dir", lang.code === "ar" ? "rtl" : "ltr");
    await expect(editor.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(editor.getByRole("heading", { level: 2 }).first()).toContainText("{#");

    // A sentence added at the end of the summary, by clicking into it and typing.
    const summary = editor.locator("p").first();
    await summary.click();
    // The caret at the paragraph's end (End alone only reaches the end of a wrapped line).
    await summary.evaluate((paragraph) => {
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      range.collapse(false);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    });
    await page.keyboard.type(` ${tx.added}`);
    await expect(summary).toContainText(tx.added);

    await reviewShot(page, `privacy-editor-${lang.code}-${viewport.width}`, { fullPage: false });
    const scan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-privacy-editor`, { include: '[data-testid="privacy-notice-editor"]' });
    expect(scan.failing, scan.text).toEqual([]);

    await card.getByLabel(tx.note).fill("e2e: a sentence on answering questions");
    await card.getByRole("button", { name: tx.publish }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: tx.confirm, exact: true }).click();
    await expect(page.getByText(tx.published).first()).toBeVisible();

    // The public page shows the sentence, in the summary above the sections, and its sections still have their anchors.
    await open(page, lang.path("/privacy-policy"));
    await expect(page.getByRole("main")).toContainText(tx.added);
    await expect(page.locator("main h2[id]").first()).toBeVisible();
  });
}
