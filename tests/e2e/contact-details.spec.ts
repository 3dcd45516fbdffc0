import type { Locator, Page } from "@playwright/test";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { htmlFindings } from "./support/html-validator";
import { ar, en, mobile, type SiteLang } from "./support/site";

/**
 * Reaching the firm (issue 12, decision 022): an admin fills in the contact
 * details and the advisor's photo on the dashboard's Site Content tab, and
 * /contact, /connect, the footer and the Organization JSON-LD show them in
 * both languages; emptied again, they leave no trace. Texts are written out,
 * not read from the catalogs. Runs in the dashboard project: the details show
 * in every page's footer while it runs, and it empties them when it is done.
 */
test.describe.configure({ mode: "serial" });

const details = {
  email: "info@sanad-e2e.example",
  phone: "+966 11 234 5678",
  tel: "tel:+966112345678",
  whatsapp: "+966 50 123 4567",
  wa: "https://wa.me/966501234567",
  addressEn: "King Fahd Road, Al Olaya, Riyadh 12214",
  addressAr: "طريق الملك فهد، حي العليا، الرياض 12214",
  mapUrl: "https://maps.example/sanad-riyadh",
};

const dashboard = {
  en: {
    section: "Section",
    contact: "Contact",
    edit: (label: string) => `Edit “${label}”`,
    dialog: "Edit Content",
    value: "Value",
    save: "Save changes",
    updated: "Content updated",
    labels: { email: "Contact e-mail address", phone: "Office phone number", whatsapp: "WhatsApp business number or link", address: "Office address", map: "Map link to the office", photo: "Advisor photo (/connect page)" },
    emailError: "Please enter a valid e-mail address, e.g. info@example.sa.",
    mapError: "Please enter a map link starting with https://.",
    upload: "Upload image",
    remove: "Remove photo",
    emptyDetail: "Empty: not shown on the site",
  },
  ar: {
    section: "القسم",
    contact: "التواصل",
    edit: (label: string) => `تعديل «${label}»`,
    dialog: "تعديل المحتوى",
    value: "القيمة",
    save: "حفظ التعديلات",
    labels: { phone: "رقم هاتف المكتب" },
    phoneError: "يُرجى إدخال رقم هاتف من 7 إلى 15 رقمًا، ويجوز أن يبدأ بعلامة +، ولا بأس بالمسافات والشرطات.",
  },
};

const pageTexts = {
  en: { email: "E-mail", phone: "Phone", whatsapp: "WhatsApp", map: "View on the map", direct: "Reach me directly", portrait: "Portrait of Dr. Faisal Al-Harbi", office: "Our office", city: "Riyadh, Kingdom of Saudi Arabia" },
  ar: { email: "البريد الإلكتروني", phone: "الهاتف", whatsapp: "واتساب", map: "عرض الموقع على الخريطة", direct: "للتواصل معي مباشرة", portrait: "صورة د. فيصل الحربي", office: "مكتبنا", city: "الرياض، المملكة العربية السعودية" },
};

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

function toast(page: Page, title: string): Locator {
  return page.locator("ol > li").filter({ has: page.getByText(title, { exact: true }) });
}

async function emptyEverything(page: Page): Promise<void> {
  const token = await csrfToken(page);
  for (const key of ["contact.email", "contact.phone", "contact.whatsapp", "contact.address", "contact.mapUrl", "connect.advisor.photo"]) {
    for (const data of [{ contentEn: "" }, { contentAr: "" }]) {
      const res = await page.request.put(`/api/admin/site-content/${key}`, { headers: { "CSRF-Token": token, "X-CSRF-Token": token }, data });
      expect(res.status(), `${key}: ${await res.text()}`).toBe(200);
    }
  }
}

async function editDetail(page: Page, label: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
  const t = dashboard.en;
  await page.getByRole("tabpanel").getByRole("button", { name: t.edit(label) }).click();
  const dialog = page.getByRole("dialog", { name: t.dialog });
  await fill(dialog);
  await dialog.getByRole("button", { name: t.save }).click();
  await expect(toast(page, t.updated)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function organization(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b["@type"] === "Organization");
  expect(found, "Organization JSON-LD").toBeTruthy();
  return found!;
}

/** The footer's and /contact's details, each a link of the right kind whose value reads left to right. */
async function expectDetailsOn(scope: Locator, lang: SiteLang) {
  const t = pageTexts[lang.code];
  const email = scope.getByRole("link", { name: `${t.email}: ${details.email}` });
  await expect(email).toHaveAttribute("href", `mailto:${details.email}`);
  await expect(email.locator("span[dir=ltr]")).toHaveText(details.email);
  const phone = scope.getByRole("link", { name: `${t.phone}: ${details.phone}` });
  await expect(phone).toHaveAttribute("href", details.tel);
  await expect(phone.locator("span[dir=ltr]")).toHaveText(details.phone);
  await expect(scope.getByRole("link", { name: new RegExp(`^${t.whatsapp}: \\${details.whatsapp}`) })).toHaveAttribute("href", details.wa);
  await expect(scope.getByRole("link", { name: new RegExp(`^${t.map}`) })).toHaveAttribute("href", details.mapUrl);
  await expect(scope).toContainText(lang.code === "ar" ? details.addressAr : details.addressEn);
}

test("an admin fills in the contact details and the advisor's photo; the pages, the footer and the JSON-LD show them in both languages, and nothing once emptied", async ({ page }) => {
  test.setTimeout(90_000);
  const t = dashboard.en;
  await signInAsAdmin(page);
  await emptyEverything(page);
  try {
    await open(page, "/admin?tab=content");
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("combobox", { name: t.section }).selectOption({ label: t.contact });
    await expect(panel.getByRole("button", { name: t.edit(t.labels.email) })).toBeVisible();
    await expect(panel.getByText(t.emptyDetail).first()).toBeVisible();

    // The form refuses what the server would refuse, beside the field, before sending.
    await panel.getByRole("button", { name: t.edit(t.labels.email) }).click();
    let dialog = page.getByRole("dialog", { name: t.dialog });
    await dialog.getByRole("textbox", { name: t.value }).fill("info@");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByText(t.emailError)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: t.value })).toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("textbox", { name: t.value }).fill(details.email);
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(toast(page, t.updated)).toBeVisible();
    await expect(dialog).toBeHidden();

    await editDetail(page, t.labels.phone, (d) => d.getByRole("textbox", { name: t.value }).fill(details.phone));
    await editDetail(page, t.labels.whatsapp, (d) => d.getByRole("textbox", { name: t.value }).fill(details.whatsapp));
    await editDetail(page, t.labels.address, async (d) => {
      await d.getByRole("textbox", { name: "Content (English)" }).fill(details.addressEn);
      await d.getByRole("textbox", { name: "Content (Arabic)" }).fill(details.addressAr);
    });
    await panel.getByRole("button", { name: t.edit(t.labels.map) }).click();
    dialog = page.getByRole("dialog", { name: t.dialog });
    await dialog.getByRole("textbox", { name: t.value }).fill("http://maps.example/sanad");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByText(t.mapError)).toBeVisible();
    await dialog.getByRole("textbox", { name: t.value }).fill(details.mapUrl);
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog).toBeHidden();

    await editDetail(page, t.labels.photo, async (d) => {
      await d.locator("input[type=file]").setInputFiles({ name: "advisor.png", mimeType: "image/png", buffer: PNG });
      await expect(d.getByRole("img", { name: "The advisor's photo" })).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}$/);
      await expect(d.getByRole("button", { name: t.remove })).toBeVisible();
    });
    await expect(panel.getByRole("img", { name: "The advisor's photo" })).toBeVisible();

    // The Arabic dashboard says what is wrong in Arabic.
    await open(page, "/ar/admin?tab=content");
    const arPanel = page.getByRole("tabpanel");
    await arPanel.getByRole("combobox", { name: dashboard.ar.section }).selectOption({ label: dashboard.ar.contact });
    await arPanel.getByRole("button", { name: dashboard.ar.edit(dashboard.ar.labels.phone) }).click();
    const arDialog = page.getByRole("dialog", { name: dashboard.ar.dialog });
    await arDialog.getByRole("textbox", { name: dashboard.ar.value }).fill("اتصلوا بنا");
    await arDialog.getByRole("button", { name: dashboard.ar.save }).click();
    await expect(arDialog.getByText(dashboard.ar.phoneError)).toBeVisible();
    await page.keyboard.press("Escape");

    // Anonymous visitors see them at once (the page cache was emptied by the saves).
    const visitor = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const anonymous = await visitor.newPage();
    for (const lang of [en, ar]) {
      const text = pageTexts[lang.code];
      await open(anonymous, lang.path("/contact"));
      await expectDetailsOn(anonymous.locator("main"), lang);
      await expectDetailsOn(anonymous.locator("footer"), lang);
      const org = await organization(anonymous);
      expect(org).toMatchObject({ email: details.email, telephone: "+966112345678", address: { streetAddress: lang.code === "ar" ? details.addressAr : details.addressEn }, location: { hasMap: details.mapUrl } });

      await open(anonymous, lang.home);
      expect(await organization(anonymous)).toMatchObject({ email: details.email, telephone: "+966112345678" });

      await open(anonymous, lang.path("/connect"));
      const portrait = anonymous.getByRole("img", { name: text.portrait });
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}$/);
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const direct = anonymous.locator("div", { has: anonymous.getByRole("heading", { name: text.direct }) }).last();
      await expect(direct.getByRole("link", { name: `${text.phone}: ${details.phone}` })).toHaveAttribute("href", details.tel);
      await expect(direct.getByRole("link", { name: `${text.email}: ${details.email}` })).toHaveAttribute("href", `mailto:${details.email}`);
      await expect(anonymous.locator(`main a[href="${details.wa}"]`).first()).toBeVisible();
      // With every detail shown, the pages still validate (a telephone number's spaces are non-breaking: it never wraps).
      expect(await htmlFindings(visitor.request, [lang.path("/contact"), lang.path("/connect"), lang.home])).toEqual([]);
    }

    // A phone shows the number left to right and lets a visitor tap it.
    await anonymous.setViewportSize(mobile);
    await open(anonymous, ar.path("/contact"));
    const tap = anonymous.locator("main").getByRole("link", { name: `${pageTexts.ar.phone}: ${details.phone}` });
    await expect(tap).toHaveAttribute("href", details.tel);
    expect((await tap.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await tap.locator("span[dir=ltr]").evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");

    // Emptied: no link, no label, no JSON-LD field, and the monogram is back.
    await emptyEverything(page);
    for (const lang of [en, ar]) {
      const text = pageTexts[lang.code];
      await open(anonymous, lang.path("/contact"));
      await expect(anonymous.locator('a[href^="mailto:"], a[href^="tel:"], a[href^="https://wa.me/"]')).toHaveCount(0);
      await expect(anonymous.getByText(text.map)).toHaveCount(0);
      await expect(anonymous.locator("main")).toContainText(text.office);
      await expect(anonymous.locator("footer")).toContainText(text.city);
      const org = await organization(anonymous);
      expect(org).not.toHaveProperty("email");
      expect(org).not.toHaveProperty("telephone");
      await open(anonymous, lang.path("/connect"));
      await expect(anonymous.getByRole("img", { name: text.portrait })).toHaveCount(0);
      await expect(anonymous.getByRole("heading", { name: text.direct })).toHaveCount(0);
    }
    await visitor.close();
  } finally {
    await emptyEverything(page);
  }
});
