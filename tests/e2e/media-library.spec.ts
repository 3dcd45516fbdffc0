import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { postInList, seedPost } from "./support/posts";
import { ar, desktop, en, mobile, type SiteLang } from "./support/site";
import { reviewShot } from "./support/review-shots";

/**
 * The media library (issue 27 item 6, decision 046): a writer places an
 * image uploaded earlier into a post from the image dialog's library and
 * publishes it, and the article shows it, described, as a <picture> of its
 * variants (decision 044); the Images tab then says where it is shown and
 * will not delete it, while an image no page shows is deleted after a
 * confirmation. English on a laptop, Arabic on a phone.
 */
const texts = {
  en: {
    search: "Search by title, author, category or slug",
    actionsFor: (title: string) => `Actions for “${title}”`,
    edit: "Edit post",
    contentEn: "Content (English)",
    toolbar: "Formatting",
    image: "Image",
    library: "Choose an uploaded image",
    use: (path: string) => new RegExp(`^Use the image uploaded on .+ \\(${path}\\)$`),
    imageAddress: "Image address",
    alt: "Description (alternative text)",
    insertImage: "Insert image",
    status: "Status",
    published: "Published",
    save: "Save post",
    updated: "Post updated",
    inText: "in the text",
    unused: "Not shown anywhere on the site",
    deleteLabel: (path: string) => `Delete the image ${path}`,
    confirm: "Delete image",
    deleted: "Image deleted",
  },
  ar: {
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    actionsFor: (title: string) => `إجراءات المقال «${title}»`,
    edit: "تعديل المقال",
    contentEn: "المحتوى (بالإنجليزية)",
    toolbar: "التنسيق",
    image: "صورة",
    library: "اختيار صورة مرفوعة",
    use: (path: string) => new RegExp(`^استخدام الصورة المرفوعة في .+ \\(${path}\\)$`),
    imageAddress: "عنوان الصورة",
    alt: "الوصف (النص البديل)",
    insertImage: "إدراج الصورة",
    status: "الحالة",
    published: "منشور",
    save: "حفظ المقال",
    updated: "تم تحديث المقال",
    inText: "داخل النص",
    unused: "لا تظهر في أي مكان في الموقع",
    deleteLabel: (path: string) => `حذف الصورة ${path}`,
    confirm: "حذف الصورة",
    deleted: "حُذفت الصورة",
  },
} as const;

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Two images uploaded through the API (the upload's click is the visual editor spec's): one to place, one left unused. */
async function uploadTwo(): Promise<[string, string]> {
  const api = await adminApi();
  try {
    const token = await csrfToken(api);
    const urls: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const res = await api.post("/api/admin/uploads", { headers: { "CSRF-Token": token, "Content-Type": "image/png" }, data: PNG });
      expect(res.status(), await res.text()).toBe(201);
      urls.push(((await res.json()) as { url: string }).url);
    }
    return [urls[0], urls[1]];
  } finally {
    await api.dispose();
  }
}

async function openEditor(page: Page, lang: SiteLang, title: string) {
  const tx = texts[lang.code];
  await open(page, `${lang.path("/admin")}?tab=blog`);
  const panel = page.getByRole("tabpanel");
  await panel.getByPlaceholder(tx.search).fill(title);
  await postInList(panel, title).getByRole("button", { name: tx.actionsFor(title) }).click();
  await page.getByRole("menuitem", { name: tx.edit }).click();
  return page.getByRole("dialog");
}

for (const [lang, viewport] of [
  [en, desktop],
  [ar, mobile],
] as [SiteLang, typeof desktop][]) {
  test(`${lang.code} ${viewport.width} px: an uploaded image is placed again from the library, shown as used in the Images tab, and an unused one is deleted`, async ({ page }, testInfo) => {
    // Two editors' worth of work in one journey: the post's, then the library's.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const tx = texts[lang.code];
    const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
    const post = await seedPost({ slug: `media-${id}`, titleEn: `Boardroom pictures ${id}`, titleAr: `صور قاعة المجلس ${id}` });
    const title = lang.code === "ar" ? post.titleAr : post.titleEn;
    const [placed, unused] = await uploadTwo();
    await signInAsAdmin(page);

    // The post's English text: an image chosen from those already uploaded, described, inserted.
    const dialog = await openEditor(page, lang, title);
    const content = dialog.getByRole("textbox", { name: tx.contentEn, exact: true });
    await content.locator("p").last().click();
    await dialog.getByRole("toolbar", { name: tx.toolbar }).first().getByRole("button", { name: tx.image, exact: true }).click();
    const imageDialog = page.getByRole("dialog", { name: tx.image, exact: true });
    await imageDialog.getByRole("button", { name: tx.library }).click();
    await imageDialog.getByRole("button", { name: tx.use(placed) }).click();
    await expect(imageDialog.getByRole("textbox", { name: tx.imageAddress })).toHaveValue(placed);
    await reviewShot(page, `media-picker-${lang.code}-${viewport.width}`, { fullPage: false });
    await imageDialog.getByRole("textbox", { name: tx.alt }).fill("A boardroom in Riyadh");
    await imageDialog.getByRole("button", { name: tx.insertImage }).click();
    await expect(content.locator(`img[src="${placed}"]`)).toHaveAttribute("alt", "A boardroom in Riyadh");
    await dialog.getByRole("combobox", { name: tx.status, exact: true }).selectOption({ label: tx.published });
    await dialog.getByRole("button", { name: tx.save }).click();
    await expect(dialog).toBeHidden();

    // The public article (its English text, where the image was placed): the image as a <picture> of its variants, with its description and its size reserved.
    await open(page, `/blog/${post.slug}`);
    const picture = page.locator("article picture").filter({ has: page.locator('img[alt="A boardroom in Riyadh"]') });
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", new RegExp(`^${placed}/\\d+\\.avif \\d+w`));
    await expect(picture.locator("img")).toHaveAttribute("width", /\d+/);
    await expect(picture.locator("img")).toHaveAttribute("loading", "lazy");

    // The Images tab: the placed image says where it is shown and cannot be deleted; the unused one can.
    await open(page, `${lang.path("/admin")}?tab=media`);
    const library = page.getByTestId("media-library");
    const placedCard = library.locator(`[data-image-id="${placed.split("/").pop()}"]`);
    await expect(placedCard).toContainText(title);
    await expect(placedCard).toContainText(tx.inText);
    await expect(placedCard.getByRole("button", { name: tx.deleteLabel(placed) })).toBeDisabled();
    const unusedCard = library.locator(`[data-image-id="${unused.split("/").pop()}"]`);
    await expect(unusedCard).toContainText(tx.unused);
    await reviewShot(placedCard, `media-library-${lang.code}-${viewport.width}`);
    const scan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-media-library`);
    expect(scan.failing, scan.text).toEqual([]);

    await unusedCard.getByRole("button", { name: tx.deleteLabel(unused) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: tx.confirm }).click();
    await expect(page.getByText(tx.deleted).first()).toBeVisible();
    await expect(unusedCard).toHaveCount(0);
    expect((await page.request.get(unused)).status()).toBe(404);
  });
}
