import { execFileSync, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, type LangCode } from "./support/site";
import { plainText, smtpPort, useSmtpInbox } from "./support/smtp-inbox";

/**
 * Decision 027: the firm's name as the dashboard has it reaches what the
 * server writes itself. An admin renames the firm under Site Content; a
 * visitor then sends the contact form (the firm's notification e-mail names
 * the new firm) and downloads the HR results PDF (it names the new firm in
 * the page's language). The e-mail is received by an SMTP server inside this
 * test, as in auth-password-reset.spec.ts: the site must run with
 * SMTP_HOST=127.0.0.1, SMTP_PORT=<port> (npm run test:e2e sets both) and
 * NOTIFY_EMAIL (playwright.config.ts). It renames the firm, so it runs in the
 * dashboard project, after the public pages' specs, and puts the built-in
 * name back at the end. Texts are written out here, not read from the catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const NOTIFY_EMAIL = "leads@e2e.example";
const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

const texts: Record<LangCode, {
  contentTab: string;
  search: string;
  edit: string;
  english: string;
  arabic: string;
  contentEn: string;
  contentAr: string;
  save: string;
  updated: string;
  form: { name: string; fullName: string; email: string; service: string; message: string; privacy: string; submit: string; sent: string };
  hr: { start: string; hrRole: string; next: string; finish: string; always: string; resultsHeading: string; download: string };
}> = {
  en: {
    contentTab: "Site Content",
    search: "Search by key, label or text",
    edit: "Edit “Firm name”",
    english: "English",
    arabic: "Arabic",
    contentEn: "Content (English)",
    contentAr: "Content (Arabic)",
    save: "Save changes",
    updated: "Content updated",
    form: {
      name: "Contact form",
      fullName: "Full name",
      email: "Email address",
      service: "Service of interest",
      message: "Message",
      privacy: "I agree to the privacy policy.",
      submit: "Send Message",
      sent: "Thank You!",
    },
    hr: { start: "Start Assessment", hrRole: "HR Professional", next: "Next", finish: "Finish", always: "Always", resultsHeading: "Your HR assessment results", download: "Download results (PDF)" },
  },
  ar: {
    contentTab: "محتوى الموقع",
    search: "ابحث بالمفتاح أو الوصف أو النص",
    edit: "تعديل «اسم الشركة»",
    english: "الإنجليزية",
    arabic: "العربية",
    contentEn: "المحتوى (بالإنجليزية)",
    contentAr: "المحتوى (بالعربية)",
    save: "حفظ التعديلات",
    updated: "تم تحديث المحتوى",
    form: {
      name: "نموذج التواصل",
      fullName: "الاسم الكامل",
      email: "البريد الإلكتروني",
      service: "الخدمة المطلوبة",
      message: "الرسالة",
      privacy: "أوافق على سياسة الخصوصية.",
      submit: "إرسال الرسالة",
      sent: "شكرًا لكم!",
    },
    hr: { start: "ابدأ التقييم", hrRole: "متخصص موارد بشرية", next: "التالي", finish: "إنهاء", always: "دائمًا", resultsHeading: "نتائج تقييم الموارد البشرية", download: "تنزيل النتائج (PDF)" },
  },
};

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("the firm's name from the dashboard in e-mails and PDFs", () => {
  test.skip(smtpPort === null, "needs the site started with SMTP_HOST=127.0.0.1 and SMTP_PORT=<port> (npm run test:e2e does)");
  test.skip(!hasPdftotext, "needs poppler's pdftotext");
  test.use({ viewport: desktop });

  const inbox = useSmtpInbox();

  for (const lang of languages) {
    const tx = texts[lang.code];

    test(`an admin renames the firm; the lead notification and the results PDF name it (${lang.code})`, async ({ browser, page, baseURL }) => {
      const id = stamp();
      // The Arabic name is Arabic letters only: a PDF gives Arabic back in visual order, which a Latin tail would scramble.
      const name = { en: `Renamed Partners ${id}`, ar: "شركاء التجديد للاستشارات" };
      const admin = await browser.newContext({ baseURL, viewport: desktop });
      const adminPage = await admin.newPage();
      try {
        // The dashboard, by clicking: Site Content → the firm's name → both languages → save.
        await signInAsAdmin(adminPage);
        await open(adminPage, lang.path("/admin"));
        await adminPage.getByRole("tablist").getByRole("tab", { name: tx.contentTab }).click();
        const panel = adminPage.getByRole("tabpanel");
        await panel.getByPlaceholder(tx.search).fill("brand.name");
        await panel.getByRole("button", { name: tx.edit }).click();
        const dialog = adminPage.getByRole("dialog");
        await dialog.getByRole("tab", { name: tx.english, exact: true }).click();
        await dialog.getByRole("textbox", { name: tx.contentEn, exact: true }).fill(name.en);
        await dialog.getByRole("tab", { name: tx.arabic, exact: true }).click();
        await dialog.getByRole("textbox", { name: tx.contentAr, exact: true }).fill(name.ar);
        await dialog.getByRole("button", { name: tx.save }).click();
        await expect(adminPage.locator("ol > li").filter({ has: adminPage.getByText(tx.updated, { exact: true }) })).toBeVisible();

        // A visitor sends the contact form; the firm's inbox (English) names the renamed firm.
        // From an address of its own (the server trusts the test's proxy header): the suite's other forms have used up 127.0.0.1's per-address limit by now.
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.253.${test.info().workerIndex % 250}.${lang.code === "ar" ? 2 : 1}` });
        await page.clock.install();
        await open(page, lang.path("/contact"));
        const form = page.getByRole("form", { name: tx.form.name });
        const email = `visitor-${id}@example.sa`;
        await form.getByRole("textbox", { name: tx.form.fullName, exact: true }).fill("Noura Al-Dosari");
        await form.getByRole("textbox", { name: tx.form.email, exact: true }).fill(email);
        await form.getByRole("combobox", { name: tx.form.service, exact: true }).selectOption("executive-search");
        await form.getByRole("textbox", { name: tx.form.message, exact: true }).fill("We are looking for a CFO for our retail arm.");
        await form.getByRole("checkbox", { name: tx.form.privacy }).check();
        // The server refuses a form sent within 3 seconds of being shown.
        await page.clock.fastForward(5_000);
        await form.getByRole("button", { name: tx.form.submit }).click();
        await expect(page.getByRole("heading", { name: tx.form.sent })).toBeVisible({ timeout: 15_000 });

        let mail: string | undefined;
        await expect
          .poll(() => (mail = inbox.find((m) => m.to.includes(NOTIFY_EMAIL) && plainText(m.raw).includes(email))?.raw), { timeout: 30_000, message: "the lead notification" })
          .toBeTruthy();
        expect(plainText(mail!)).toContain(`through the ${name.en} website`);
        expect(plainText(mail!)).not.toContain("Sanad Executive Partners");

        // The same visitor takes the HR assessment and downloads the results: the PDF names the renamed firm in the page's language.
        await open(page, lang.path("/hr-assessment"));
        await page.getByRole("button", { name: tx.hr.start }).click();
        await page.getByRole("button", { name: new RegExp(`^${tx.hr.hrRole}`) }).click();
        for (let i = 0; i < 10; i++) {
          await page.getByRole("radio", { name: tx.hr.always, exact: true }).check();
          await page.getByRole("button", { name: i === 9 ? tx.hr.finish : tx.hr.next, exact: true }).click();
        }
        await expect(page.getByRole("heading", { name: tx.hr.resultsHeading, exact: true })).toBeVisible();
        const download = page.waitForEvent("download");
        await page.getByRole("button", { name: tx.hr.download }).click();
        const file = await (await download).path();
        const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await readFile(file) }).toString("utf8");
        expect(namesFirm(text, name[lang.code]), `the ${lang.code} PDF names ${name[lang.code]}:\n${text.slice(0, 600)}`).toBe(true);
      } finally {
        await restoreBuiltInName(adminPage);
        await admin.close();
      }
    });
  }
});

/** Back to the built-in name (no override) for whatever runs next. */
async function restoreBuiltInName(page: Page) {
  const token = await csrfToken(page);
  for (const data of [{ contentEn: null }, { contentAr: null }]) {
    const res = await page.request.put("/api/admin/site-content/brand.name", { headers: { "CSRF-Token": token, "X-CSRF-Token": token }, data });
    expect(res.status()).toBe(200);
  }
}

/** Arabic leaves a PDF in visual order: compare without spaces, in either direction. */
function namesFirm(text: string, name: string): boolean {
  const compact = (s: string) => s.replace(/\s+/g, "");
  const haystack = compact(text);
  const needle = compact(name);
  return haystack.includes(needle) || haystack.includes([...needle].reverse().join(""));
}

