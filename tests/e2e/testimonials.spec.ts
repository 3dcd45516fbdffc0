import type { Browser, Locator, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";

/**
 * Testimonials (issue 12, item 9): the firm adds one in both languages in
 * the dashboard, publishes it, and anonymous visitors see it on /connect in
 * their language (and on the home page once marked for it); unpublished or
 * deleted, it is gone, with no empty heading left behind. Runs with the
 * dashboard project, after the public pages' specs, since it changes what
 * /connect and the home page show. Texts are written out, not read from the
 * catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 3 * 60_000 });

const texts = {
  en: {
    tab: "Testimonials",
    emptyTitle: "No testimonials yet",
    add: "Add testimonial",
    createTitle: "Add a testimonial",
    editTitle: "Edit testimonial",
    english: "English",
    arabic: "Arabic",
    quote: "Quote",
    name: "Name",
    jobTitle: "Job title",
    company: "Company or sector",
    save: "Save testimonial",
    required: "This field is required.",
    quoteTooLong: "Keep the quote to 600 characters or fewer.",
    created: "Testimonial added",
    notPublished: "Not published",
    published: "Published",
    onHome: "On the home page",
    togglePublished: "Published on the website",
    toggleHome: "Show on the home page",
    moveUp: "Move up",
    deleteFor: "Delete the testimonial from",
    editFor: "Edit the testimonial from",
    deleteTitle: "Delete this testimonial?",
    deleteConfirm: "Delete",
    deleted: "Testimonial deleted",
    sectionTitle: "What clients say",
    formPublished: "Publish on the advisor’s page (/connect)",
    formHome: "Also show on the home page",
    whereShown: "Published testimonials appear on the advisor’s page (/connect) in the order below, and on the home page when marked for it.",
  },
  ar: {
    tab: "شهادات العملاء",
    emptyTitle: "لا توجد شهادات بعد",
    add: "إضافة شهادة",
    createTitle: "إضافة شهادة",
    editTitle: "تعديل الشهادة",
    english: "الإنجليزية",
    arabic: "العربية",
    quote: "نص الشهادة",
    name: "الاسم",
    jobTitle: "المسمى الوظيفي",
    company: "الشركة أو القطاع",
    save: "حفظ الشهادة",
    required: "هذا الحقل مطلوب.",
    quoteTooLong: "اجعلوا نص الشهادة في حدود 600 حرف.",
    created: "أُضيفت الشهادة",
    notPublished: "غير منشورة",
    published: "منشورة",
    onHome: "في الصفحة الرئيسية",
    togglePublished: "منشورة في الموقع",
    toggleHome: "تظهر في الصفحة الرئيسية",
    moveUp: "نقل إلى أعلى",
    deleteFor: "حذف شهادة",
    editFor: "تعديل شهادة",
    deleteTitle: "حذف هذه الشهادة؟",
    deleteConfirm: "حذف",
    deleted: "حُذفت الشهادة",
    sectionTitle: "ما يقوله العملاء",
    formPublished: "نشرها في صفحة المستشار الشخصية",
    formHome: "إظهارها أيضًا في الصفحة الرئيسية",
    whereShown: "تظهر الشهادات المنشورة بالترتيب أدناه في صفحة المستشار الشخصية، وفي الصفحة الرئيسية إذا اخترتم إظهارها فيها.",
  },
} as const;

interface Sample {
  quoteEn: string;
  quoteAr: string;
  nameEn: string;
  nameAr: string;
  titleEn: string;
  titleAr: string;
  companyEn: string;
  companyAr: string;
}

/** Clearly test data, never shipped: the product seeds no testimonials. */
const sample = (tag: string): Sample => ({
  quoteEn: `Test quote ${tag}: they found our chief executive in eight weeks.`,
  quoteAr: `شهادة تجريبية ${tag}: وجدوا رئيسنا التنفيذي في ثمانية أسابيع.`,
  nameEn: `Test Client ${tag}`,
  nameAr: `عميل تجريبي ${tag}`,
  titleEn: "Board Chair",
  titleAr: "رئيس مجلس الإدارة",
  companyEn: "Family holding",
  companyAr: "شركة قابضة عائلية",
});

/** A retried run starts from an empty list too. */
async function deleteAllTestimonials(page: Page): Promise<void> {
  const list = (await (await page.request.get("/api/admin/testimonials")).json()) as { testimonials: { id: number }[] };
  const token = await csrfToken(page);
  for (const { id } of list.testimonials) {
    const res = await page.request.delete(`/api/admin/testimonials/${id}`, { headers: { "CSRF-Token": token } });
    expect(res.status()).toBe(204);
  }
}

/** What an anonymous visitor sees at `path` (a fresh context: no session, no language cookie). */
async function visit<T>(browser: Browser, path: string, look: (page: Page) => Promise<T>, viewport = desktop): Promise<T> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    return await look(page);
  } finally {
    await context.close();
  }
}

/** The testimonial as a figure: its blockquote and its caption. */
function figureOf(page: Page, name: string): Locator {
  return page.locator("#testimonials figure").filter({ has: page.locator("figcaption", { hasText: name }) });
}

async function expectShown(page: Page, lang: "en" | "ar", item: Sample): Promise<void> {
  const section = page.getByRole("region", { name: texts[lang].sectionTitle });
  await expect(section.getByRole("heading", { level: 2, name: texts[lang].sectionTitle })).toBeVisible();
  const figure = figureOf(page, lang === "ar" ? item.nameAr : item.nameEn);
  await expect(figure.locator("blockquote")).toHaveText(lang === "ar" ? item.quoteAr : item.quoteEn);
  await expect(figure.locator("figcaption")).toContainText(lang === "ar" ? `${item.titleAr} · ${item.companyAr}` : `${item.titleEn} · ${item.companyEn}`);
  // The other language's words never show.
  await expect(section).not.toContainText(lang === "ar" ? item.nameEn : item.nameAr);
}

async function expectNoSection(page: Page, lang: "en" | "ar"): Promise<void> {
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator("#testimonials")).toHaveCount(0);
  await expect(page.getByText(texts[lang].sectionTitle)).toHaveCount(0);
}

async function fillLanguage(dialog: Locator, group: string, values: { quote: string; name: string; title: string; company: string }, t: (typeof texts)["en" | "ar"]) {
  const fields = dialog.getByRole("group", { name: group });
  await fields.getByRole("textbox", { name: t.quote }).fill(values.quote);
  await fields.getByRole("textbox", { name: t.name, exact: true }).fill(values.name);
  await fields.getByRole("textbox", { name: t.jobTitle }).fill(values.title);
  await fields.getByRole("textbox", { name: t.company }).fill(values.company);
}

for (const lang of languages) {
  const t = texts[lang.code];
  const item = sample(lang.code.toUpperCase());
  const localName = lang.code === "ar" ? item.nameAr : item.nameEn;

  test(`${lang.code} dashboard: create in both languages, publish, show on /connect and the home page, unpublish, delete`, async ({ page, browser }, testInfo) => {
    await signInAsAdmin(page);
    await deleteAllTestimonials(page);
    await open(page, lang.path("/admin?tab=testimonials"));
    const panel = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: t.tab })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
    for (const path of ["/connect", "/ar/connect", "/"]) await visit(browser, path, (p) => expectNoSection(p, path.startsWith("/ar") ? "ar" : "en"));

    // The form: both languages, each typed in its own direction; required fields checked in the page's language.
    await panel.getByRole("button", { name: t.add }).click();
    const dialog = page.getByRole("dialog", { name: t.createTitle });
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByText(t.required)).toHaveCount(4);
    const arabicFields = dialog.getByRole("group", { name: t.arabic });
    await expect(arabicFields.getByRole("textbox", { name: t.quote })).toHaveAttribute("dir", "rtl");
    await expect(dialog.getByRole("group", { name: t.english }).getByRole("textbox", { name: t.quote })).toHaveAttribute("dir", "ltr");
    await arabicFields.getByRole("textbox", { name: t.quote }).fill("ق".repeat(601));
    await expect(dialog.getByText(t.quoteTooLong)).toBeVisible();
    await fillLanguage(dialog, t.english, { quote: item.quoteEn, name: item.nameEn, title: item.titleEn, company: item.companyEn }, t);
    await fillLanguage(dialog, t.arabic, { quote: item.quoteAr, name: item.nameAr, title: item.titleAr, company: item.companyAr }, t);
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('ol > li[data-state="open"]').getByText(t.created)).toBeVisible();

    const row = panel.getByRole("listitem").filter({ hasText: localName });
    await expect(row.getByText(t.notPublished, { exact: true })).toBeVisible();
    await visit(browser, "/connect", (p) => expectNoSection(p, "en"));

    // Published: on /connect in each language, not yet on the home page.
    await row.getByRole("checkbox", { name: new RegExp(t.togglePublished) }).check();
    await expect(row.getByText(t.published, { exact: true })).toBeVisible();
    await visit(browser, "/connect", (p) => expectShown(p, "en", item));
    await visit(browser, "/ar/connect", async (p) => {
      await expectShown(p, "ar", item);
      const report = await scanAccessibility(p, testInfo, `${lang.code}-connect-testimonial`);
      expect(report.failing, report.text).toEqual([]);
    });
    await visit(browser, "/ar/connect", (p) => expectShown(p, "ar", item), mobile);
    await visit(browser, "/", (p) => expectNoSection(p, "en"));

    // Marked for the home page.
    await row.getByRole("checkbox", { name: new RegExp(t.toggleHome) }).check();
    await expect(row.getByText(t.onHome, { exact: true })).toBeVisible();
    await visit(browser, "/", (p) => expectShown(p, "en", item));
    await visit(browser, "/ar", (p) => expectShown(p, "ar", item));

    // Unpublished: gone from both pages, heading and all.
    await row.getByRole("checkbox", { name: new RegExp(t.togglePublished) }).uncheck();
    await expect(row.getByText(t.notPublished, { exact: true })).toBeVisible();
    await visit(browser, "/connect", (p) => expectNoSection(p, "en"));
    await visit(browser, "/ar", (p) => expectNoSection(p, "ar"));

    // Deleted, after the confirm dialog.
    await row.getByRole("button", { name: `${t.deleteFor} ${localName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: t.deleteTitle });
    await expect(confirm).toContainText(localName);
    await confirm.getByRole("button", { name: t.deleteConfirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.locator('ol > li[data-state="open"]').getByText(t.deleted)).toBeVisible();
    await expect(panel.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
  });
}

for (const lang of languages) {
  const t = texts[lang.code];

  test(`${lang.code} dashboard at 1280×800: the dialog's fields scroll above its save bar, which never covers the publish switches; the tab says where testimonials show`, async ({ page }) => {
    await page.setViewportSize(desktop);
    await signInAsAdmin(page);
    await open(page, lang.path("/admin?tab=testimonials"));
    const panel = page.getByRole("tabpanel");
    // Where they really show: the advisor's page (/connect, every published one) and the home page (those marked for it).
    await expect(panel.getByText(t.whereShown, { exact: false })).toBeVisible();

    await panel.getByRole("button", { name: t.add }).first().click();
    const dialog = page.getByRole("dialog", { name: t.createTitle });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(desktop.height);

    const save = dialog.getByRole("button", { name: t.save });
    for (const name of [t.formPublished, t.formHome]) {
      const checkbox = dialog.getByRole("checkbox", { name });
      await checkbox.scrollIntoViewIfNeeded();
      // Nothing lies over the box (the save bar included), and the bar is still in view below it.
      const covered = await checkbox.evaluate((input) => {
        const rect = input.getBoundingClientRect();
        const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return top !== input;
      });
      expect(covered, name).toBe(false);
      await expect(save).toBeInViewport();
      const [boxOf, barOf] = [await checkbox.boundingBox(), await save.boundingBox()];
      expect(boxOf!.y + boxOf!.height).toBeLessThan(barOf!.y);
      await checkbox.check();
      await expect(checkbox).toBeChecked();
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}

test("editing keeps both languages, and the order set in the dashboard is the order on /connect", async ({ page, browser }) => {
  const t = texts.en;
  await signInAsAdmin(page);
  await deleteAllTestimonials(page);
  const token = await csrfToken(page);
  const [first, second] = [sample("One"), sample("Two")];
  for (const item of [first, second]) {
    const res = await page.request.post("/api/admin/testimonials", { headers: { "CSRF-Token": token }, data: { ...item, published: true } });
    expect(res.status()).toBe(201);
  }
  const order = (p: Page) => p.locator("#testimonials figcaption > span:first-child").allTextContents();
  expect(await visit(browser, "/connect", order)).toEqual([first.nameEn, second.nameEn]);

  await open(page, "/admin?tab=testimonials");
  const panel = page.getByRole("tabpanel");
  await panel.getByRole("button", { name: `${t.moveUp}: ${second.nameEn}` }).click();
  await expect(panel.getByRole("listitem").first()).toContainText(second.nameEn);
  expect(await visit(browser, "/connect", order)).toEqual([second.nameEn, first.nameEn]);

  await panel.getByRole("button", { name: `${t.editFor} ${first.nameEn}` }).click();
  const dialog = page.getByRole("dialog", { name: t.editTitle });
  await expect(dialog.getByRole("group", { name: t.arabic }).getByRole("textbox", { name: t.name, exact: true })).toHaveValue(first.nameAr);
  await dialog.getByRole("group", { name: t.arabic }).getByRole("textbox", { name: t.jobTitle }).fill("رئيسة مجلس الإدارة");
  await dialog.getByRole("button", { name: t.save }).click();
  await expect(dialog).toBeHidden();
  await visit(browser, "/ar/connect", async (p) => {
    await expect(figureOf(p, first.nameAr).locator("figcaption")).toContainText("رئيسة مجلس الإدارة");
  });
  await visit(browser, "/connect", async (p) => {
    await expect(figureOf(p, first.nameEn).locator("figcaption")).toContainText(first.titleEn);
  });
  await deleteAllTestimonials(page);
});
