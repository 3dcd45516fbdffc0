import type { Locator, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, signInAsAdmin, signInAsNewMember } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";
import { postInList, seedPost } from "./support/posts";
import { reviewShot } from "./support/review-shots";

/**
 * The post editor for writers (issue 26 item 0, decision 042): titles first,
 * the address made from the English title under "Advanced", the cover as a
 * picture, and each language's content written in the visual editor (a
 * heading, a list, a link, an image with its description), right to left in
 * Arabic. The same structure is on the public article in both languages; the
 * Markdown source is a switch away and keeps what the visual editor cannot
 * show.
 */
const texts = {
  en: {
    create: "Create New Post",
    english: "English",
    arabic: "Arabic",
    titleEn: "Title (English)",
    titleAr: "Title (Arabic)",
    author: "Author",
    authorAr: "Author in Arabic",
    cover: "Cover image",
    coverAltEn: "Cover description (English)",
    coverAltAr: "Cover description (Arabic)",
    upload: "Upload image",
    replace: "Replace",
    remove: "Remove",
    categoryEn: "Category (English)",
    categoryAr: "Category (Arabic)",
    summaryEn: "Summary (English)",
    summaryAr: "Summary (Arabic)",
    contentEn: "Content (English)",
    contentAr: "Content (Arabic)",
    toolbar: "Formatting",
    heading: "Section heading",
    heading3: "Subheading",
    bulletList: "Bulleted list",
    link: "Link",
    image: "Image",
    source: "Markdown",
    address: "Address",
    textShown: "Text shown",
    applyLink: "Apply link",
    imageAddress: "Image address",
    alt: "Description (alternative text)",
    insertImage: "Insert image",
    advanced: "Advanced",
    slug: "Slug",
    save: "Save post",
    published: "Post published",
    kept: "formatting the visual editor cannot show",
    search: "Search by title, author, category or slug",
    actionsFor: (title: string) => `Actions for “${title}”`,
    edit: "Edit post",
    updated: "Post updated",
    write: "Write an article",
    imageAddressRefused: "Upload the picture, or give the address of an image on this site",
    required: "This field is required.",
  },
  ar: {
    create: "إنشاء مقال جديد",
    english: "الإنجليزية",
    arabic: "العربية",
    titleEn: "العنوان (بالإنجليزية)",
    titleAr: "العنوان (بالعربية)",
    author: "الكاتب",
    authorAr: "اسم الكاتب بالعربية",
    cover: "صورة الغلاف",
    coverAltEn: "وصف صورة الغلاف (بالإنجليزية)",
    coverAltAr: "وصف صورة الغلاف (بالعربية)",
    upload: "رفع صورة",
    replace: "استبدال",
    remove: "إزالة",
    categoryEn: "التصنيف (بالإنجليزية)",
    categoryAr: "التصنيف (بالعربية)",
    summaryEn: "الملخص (بالإنجليزية)",
    summaryAr: "الملخص (بالعربية)",
    contentEn: "المحتوى (بالإنجليزية)",
    contentAr: "المحتوى (بالعربية)",
    toolbar: "التنسيق",
    heading: "عنوان قسم",
    heading3: "عنوان فرعي",
    bulletList: "قائمة نقطية",
    link: "رابط",
    image: "صورة",
    source: "ماركداون",
    address: "العنوان",
    textShown: "النص الظاهر",
    applyLink: "تطبيق الرابط",
    imageAddress: "عنوان الصورة",
    alt: "الوصف (النص البديل)",
    insertImage: "إدراج الصورة",
    advanced: "خيارات متقدّمة",
    slug: "المعرّف في الرابط (Slug)",
    save: "حفظ المقال",
    published: "نُشر المقال",
    kept: "تنسيقًا لا يستطيع المحرّر المرئي عرضه",
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    actionsFor: (title: string) => `إجراءات المقال «${title}»`,
    edit: "تعديل المقال",
    updated: "تم تحديث المقال",
    write: "اكتب مقالًا",
    imageAddressRefused: "ارفعوا الصورة، أو أدخلوا عنوان صورة على هذا الموقع",
    required: "هذا الحقل مطلوب.",
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** What each language's article says, written with the toolbar. */
const article = {
  en: { heading: "Start early", items: ["The board", "The successor"], before: "Read ", linkText: "our guide", href: "https://example.sa/guide", alt: "A boardroom in Riyadh" },
  ar: { heading: "ابدأ مبكرًا", items: ["مجلس الإدارة", "الخليفة المرشّح"], before: "اقرأ ", linkText: "دليلنا", href: "https://example.sa/ar/guide", alt: "قاعة اجتماعات في الرياض" },
} as const;

/** Writes one language's content with the visual editor's toolbar, the keyboard and its two dialogs. */
async function writeContent(page: Page, section: Locator, tx: Texts, name: string, words: (typeof article)["en" | "ar"]) {
  const editor = section.getByRole("textbox", { name, exact: true });
  const toolbar = section.getByRole("toolbar", { name: tx.toolbar });
  await editor.click();
  await toolbar.getByRole("button", { name: tx.heading, exact: true }).click();
  await expect(toolbar.getByRole("button", { name: tx.heading, exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type(words.heading);
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: tx.bulletList, exact: true }).click();
  await page.keyboard.type(words.items[0]);
  await page.keyboard.press("Enter");
  await page.keyboard.type(words.items[1]);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(toolbar.getByRole("button", { name: tx.bulletList, exact: true })).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(words.before);

  await toolbar.getByRole("button", { name: tx.link, exact: true }).click();
  const linkDialog = page.getByRole("dialog", { name: tx.link, exact: true });
  await linkDialog.getByRole("textbox", { name: tx.address, exact: true }).fill(words.href);
  await linkDialog.getByRole("textbox", { name: tx.textShown }).fill(words.linkText);
  await reviewShot(linkDialog, `visual-editor-link-dialog-${name}`);
  await linkDialog.getByRole("button", { name: tx.applyLink }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator(`a[href="${words.href}"]`)).toHaveText(words.linkText);
  await page.keyboard.press("Enter");

  await toolbar.getByRole("button", { name: tx.image, exact: true }).click();
  const imageDialog = page.getByRole("dialog", { name: tx.image, exact: true });
  // The description is required: an image is never inserted without one.
  await imageDialog.locator("input[type=file]").setInputFiles({ name: "boardroom.png", mimeType: "image/png", buffer: PNG });
  await expect(imageDialog.getByRole("textbox", { name: tx.imageAddress })).toHaveValue(/^\/uploads\/[a-f0-9]{32}$/);
  await imageDialog.getByRole("button", { name: tx.insertImage }).click();
  await expect(imageDialog.getByText(tx.required)).toBeVisible();
  await imageDialog.getByRole("textbox", { name: tx.alt }).fill(words.alt);
  await reviewShot(imageDialog, `visual-editor-image-dialog-${name}`);
  await imageDialog.getByRole("button", { name: tx.insertImage }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.locator(`img[alt="${words.alt}"]`)).toHaveCount(1);
  await expect(editor.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
  // The stored Markdown's length, counted live against the schema's limit.
  await expect(section.getByTestId("length-count").last()).toContainText(/[1-9]\d* \/ 50,000/);
}

/** The Markdown behind what was written, and back: nothing changes on the way. */
async function sourceRoundTrip(section: Locator, tx: Texts, name: string, words: (typeof article)["en" | "ar"]) {
  const toolbar = section.getByRole("toolbar", { name: tx.toolbar });
  const sourceSwitch = toolbar.getByRole("button", { name: tx.source, exact: true });
  await sourceSwitch.click();
  await expect(sourceSwitch).toHaveAttribute("aria-pressed", "true");
  // The source is the same field (its label, its count), as a plain text area.
  const textarea = section.getByRole("textbox", { name, exact: true });
  expect(await textarea.evaluate((element) => element.tagName)).toBe("TEXTAREA");
  const markdown = await textarea.inputValue();
  expect(markdown).toContain(`## ${words.heading}`);
  expect(markdown).toContain(`- ${words.items[0]}\n- ${words.items[1]}`);
  expect(markdown).toContain(`[${words.linkText}](${words.href})`);
  expect(markdown).toMatch(new RegExp(`!\\[${words.alt}\\]\\(/uploads/[a-f0-9]{32}\\)`));

  // A table is more than the visual editor can show: the source stays, says why, and keeps it.
  const table = "\n\n| a | b |\n|---|---|\n| 1 | 2 |";
  await textarea.fill(markdown + table);
  await sourceSwitch.click();
  await expect(section.getByRole("note")).toContainText(tx.kept);
  await expect(textarea).toHaveValue(markdown + table);
  await expect(sourceSwitch).toHaveAttribute("aria-pressed", "true");

  // Without it, back to the visual editor, with the same text.
  await textarea.fill(markdown);
  await sourceSwitch.click();
  await expect(sourceSwitch).toHaveAttribute("aria-pressed", "false");
  const editor = section.getByRole("textbox", { name, exact: true });
  await expect(editor.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
  await expect(editor.locator("li")).toHaveText([...words.items]);
  await sourceSwitch.click();
  await expect(section.getByRole("textbox", { name, exact: true })).toHaveValue(markdown);
  await sourceSwitch.click();
}

/** The public article shows what the editor showed. */
async function expectPublishedStructure(page: Page, path: string, words: (typeof article)["en" | "ar"]) {
  await open(page, path);
  const body = page.getByTestId("article-body");
  await expect(body.locator("h2", { hasText: words.heading })).toHaveCount(1);
  await expect(body.locator("ul > li")).toHaveText([...words.items]);
  await expect(body.locator(`a[href="${words.href}"]`)).toHaveText(words.linkText);
  await expect(body.locator(`img[alt="${words.alt}"]`)).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}$/);
}

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: a post written in the visual editor, in English and Arabic, is published with the same structure`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const tx = texts[lang.code];
      const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
      await signInAsAdmin(page);
      await open(page, `${lang.path("/admin")}?tab=blog`);
      await page.getByRole("button", { name: tx.create }).click();
      const dialog = page.getByRole("dialog", { name: tx.create });

      // Titles first; the address follows the English title, folded under "Advanced".
      const titleEn = `Visual editor ${id}`;
      await dialog.getByRole("textbox", { name: tx.titleEn, exact: true }).fill(titleEn);
      await dialog.getByRole("textbox", { name: tx.titleAr, exact: true }).fill(`المحرّر المرئي ${id}`);
      const advanced = dialog.getByRole("button", { name: new RegExp(tx.advanced) });
      await expect(advanced).toHaveAttribute("aria-expanded", "false");
      await expect(advanced).toContainText(`/blog/visual-editor-${id}`);
      await expect(dialog.getByRole("textbox", { name: tx.slug, exact: true })).toBeHidden();

      await dialog.getByRole("textbox", { name: tx.author, exact: true }).fill("Noura Al-Qahtani");
      await dialog.getByRole("textbox", { name: tx.authorAr, exact: true }).fill("نورة القحطاني");
      // The cover is a picture with Replace and Remove, never its stored address.
      const cover = dialog.getByRole("group", { name: tx.cover });
      await cover.locator("input[type=file]").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
      await expect(cover.locator("img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}$/);
      await expect(cover.getByRole("button", { name: tx.replace })).toBeVisible();
      await expect(cover.getByRole("button", { name: tx.remove })).toBeVisible();
      await expect(cover).not.toContainText("/uploads/");
      // Described in both languages: a post is not published with an undescribed picture (decision 045).
      await dialog.getByRole("textbox", { name: tx.coverAltEn, exact: true }).fill("Three generations of a family business around a table");
      await dialog.getByRole("textbox", { name: tx.coverAltAr, exact: true }).fill("ثلاثة أجيال من شركة عائلية حول طاولة واحدة");
      await dialog.getByRole("textbox", { name: tx.titleEn, exact: true }).scrollIntoViewIfNeeded();
      await reviewShot(page, `post-form-${lang.code}-${viewport.width}-top`, { fullPage: false });
      await cover.scrollIntoViewIfNeeded();
      await reviewShot(page, `post-form-${lang.code}-${viewport.width}-cover`, { fullPage: false });

      const english = dialog.getByRole("region", { name: tx.english, exact: true });
      const arabic = dialog.getByRole("region", { name: tx.arabic, exact: true });
      await english.getByRole("textbox", { name: tx.categoryEn }).fill("Leadership");
      await english.getByRole("textbox", { name: tx.summaryEn }).fill("How boards prepare the next generation.");
      await arabic.getByRole("textbox", { name: tx.categoryAr }).fill("القيادة");
      await arabic.getByRole("textbox", { name: tx.summaryAr }).fill("كيف تُعدّ مجالس الإدارة الجيل القادم.");

      await writeContent(page, english, tx, tx.contentEn, article.en);
      await writeContent(page, arabic, tx, tx.contentAr, article.ar);
      // Arabic is written right to left, its toolbar mirrored with it.
      await expect(arabic.getByRole("textbox", { name: tx.contentAr, exact: true })).toHaveAttribute("dir", "rtl");
      await expect(arabic.getByRole("toolbar", { name: tx.toolbar })).toHaveAttribute("dir", "rtl");
      await expect(english.getByRole("toolbar", { name: tx.toolbar })).toHaveAttribute("dir", "ltr");

      await sourceRoundTrip(english, tx, tx.contentEn, article.en);
      await sourceRoundTrip(arabic, tx, tx.contentAr, article.ar);

      await english.getByRole("textbox", { name: tx.contentEn, exact: true }).scrollIntoViewIfNeeded();
      await reviewShot(page, `visual-editor-${lang.code}-${viewport.width}-en`, { fullPage: false });
      await arabic.getByRole("textbox", { name: tx.contentAr, exact: true }).scrollIntoViewIfNeeded();
      await reviewShot(page, `visual-editor-${lang.code}-${viewport.width}-ar`, { fullPage: false });
      const scan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-visual-editor`);
      expect(scan.failing, scan.text).toEqual([]);

      await advanced.click();
      await expect(dialog.getByRole("textbox", { name: tx.slug, exact: true })).toHaveValue(`visual-editor-${id}`);
      await advanced.scrollIntoViewIfNeeded();
      await reviewShot(page, `post-form-${lang.code}-${viewport.width}-advanced`, { fullPage: false });
      await dialog.getByRole("button", { name: tx.save }).click();
      await expect(page.getByText(tx.published).first()).toBeVisible();
      await expect(dialog).toBeHidden();

      await expectPublishedStructure(page, `/blog/visual-editor-${id}`, article.en);
      await expectPublishedStructure(page, `/ar/blog/visual-editor-${id}`, article.ar);
    });
  }
}

/** A draft post with the given English content, made through the API. */
async function seedPostWith(id: string, contentEn: string) {
  const post = await seedPost({
    slug: `kept-${id}`,
    titleEn: `Table kept ${id}`,
    summaryEn: "A table in Markdown.",
    contentEn,
    titleAr: `جدول محفوظ ${id}`,
    summaryAr: "جدول بصيغة ماركداون.",
  });
  return post.id;
}

for (const lang of languages) {
  test(`${lang.code}: a post with Markdown the visual editor cannot show opens in the source view, says why, and is saved unchanged`, async ({ page }) => {
    const tx = texts[lang.code];
    const id = `${lang.code}${Date.now().toString(36)}`;
    const contentEn = "## Fees\n\n| Role | Weeks |\n|---|---|\n| CEO | 12 |\n\nText <b>in HTML</b>.";
    const postId = await seedPostWith(id, contentEn);
    const title = lang.code === "ar" ? `جدول محفوظ ${id}` : `Table kept ${id}`;
    await signInAsAdmin(page);
    await open(page, `${lang.path("/admin")}?tab=blog`);
    const panel = page.getByRole("tabpanel");
    await panel.getByPlaceholder(tx.search).fill(title);
    await postInList(panel, title).getByRole("button", { name: tx.actionsFor(title) }).click();
    await page.getByRole("menuitem", { name: tx.edit }).click();
    const dialog = page.getByRole("dialog");

    const english = dialog.getByRole("region", { name: tx.english, exact: true });
    await expect(english.getByRole("note")).toContainText(tx.kept);
    const source = english.getByRole("textbox", { name: tx.contentEn, exact: true });
    await expect(source).toHaveValue(contentEn);
    await expect(english.getByRole("button", { name: tx.source, exact: true })).toHaveAttribute("aria-pressed", "true");
    // The Arabic text is plain Markdown: the visual editor shows it.
    const arabic = dialog.getByRole("region", { name: tx.arabic, exact: true });
    await expect(arabic.getByRole("textbox", { name: tx.contentAr, exact: true }).getByRole("heading", { level: 2 })).toHaveText("قبل الاعتماد");

    // The toolbar is one tab stop; the arrow keys move along it in the text's direction.
    const toolbar = arabic.getByRole("toolbar", { name: tx.toolbar });
    await toolbar.getByRole("button", { name: tx.heading, exact: true }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(toolbar.getByRole("button", { name: texts[lang.code].heading3, exact: true })).toBeFocused();
    await page.keyboard.press("End");
    await expect(toolbar.getByRole("button", { name: tx.source, exact: true })).toBeFocused();

    await dialog.getByRole("button", { name: tx.save }).click();
    await expect(page.getByText(tx.updated).first()).toBeVisible();
    const api = await adminApi();
    try {
      const saved = (await (await api.get(`/api/admin/blog/${postId}`)).json()) as { post: { contentEn: string; contentAr: string } };
      expect(saved.post.contentEn).toBe(contentEn);
      expect(saved.post.contentAr).toBe("## قبل الاعتماد\n\nيقرؤه الشريك أولًا.");
    } finally {
      await api.dispose();
    }
  });
}

for (const lang of languages) {
  test(`${lang.code}: a member's article has the same editor; its image is one already on the site, described`, async ({ page }, testInfo) => {
    const tx = texts[lang.code];
    await signInAsNewMember(page, "writer");
    await open(page, lang.path("/profile"));
    await page.getByRole("button", { name: tx.write }).click();
    const dialog = page.getByRole("dialog", { name: tx.write });
    const english = dialog.getByRole("region", { name: tx.english, exact: true });
    const editor = english.getByRole("textbox", { name: tx.contentEn, exact: true });
    await editor.click();
    await page.keyboard.type("Lessons from onboarding.");
    await english.getByRole("toolbar", { name: tx.toolbar }).getByRole("button", { name: tx.image, exact: true }).click();
    const imageDialog = page.getByRole("dialog", { name: tx.image, exact: true });
    // A member cannot upload (the upload is staff's): the address of an image on the site, as for the cover.
    await expect(imageDialog.locator("input[type=file]")).toHaveCount(0);
    await imageDialog.getByRole("textbox", { name: tx.imageAddress }).fill("https://elsewhere.example/x.png");
    await imageDialog.getByRole("textbox", { name: tx.alt }).fill("A chart");
    await imageDialog.getByRole("button", { name: tx.insertImage }).click();
    await expect(imageDialog.getByText(tx.imageAddressRefused)).toBeVisible();
    await imageDialog.getByRole("textbox", { name: tx.imageAddress }).fill("/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg");
    const scan = await scanAccessibility(page, testInfo, `${lang.code}-member-image-dialog`);
    expect(scan.failing, scan.text).toEqual([]);
    await imageDialog.getByRole("button", { name: tx.insertImage }).click();
    await expect(imageDialog).toBeHidden();
    // The article's form is still open: the dialog's submit did not send it.
    await expect(dialog).toBeVisible();
    await expect(editor.locator('img[alt="A chart"]')).toHaveAttribute("src", "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg");
    const source = english.getByRole("button", { name: tx.source, exact: true });
    await source.click();
    await expect(english.getByRole("textbox", { name: tx.contentEn, exact: true })).toHaveValue(
      "Lessons from onboarding.![A chart](/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg)",
    );
  });
}
