import type { Browser } from "@playwright/test";
import { expect, open } from "./fixtures";
import { desktop, type LangCode, type SiteLang } from "./site";

/** The contact form's labels as a visitor reads them, written out (not read from the catalogs). */
export const contactFormLabels: Record<LangCode, { name: string; fullName: string; email: string; company: string; service: string; message: string; privacy: string; submit: string; thanks: string }> = {
  en: { name: "Contact form", fullName: "Full name", email: "Email address", company: "Company", service: "Service of interest", message: "Message", privacy: "I agree to the privacy policy.", submit: "Send Message", thanks: "Thank You!" },
  ar: { name: "نموذج التواصل", fullName: "الاسم الكامل", email: "البريد الإلكتروني", company: "الشركة", service: "الخدمة المطلوبة", message: "الرسالة", privacy: "أوافق على سياسة الخصوصية.", submit: "إرسال الرسالة", thanks: "شكرًا لكم!" },
};

/**
 * A visitor in a browser context of their own sends /contact by clicking, from
 * `address` (X-Forwarded-For: the per-address limit is then theirs alone), and
 * sees the thank-you heading.
 */
export async function sendContactForm(browser: Browser, lang: SiteLang, visitor: { name: string; email: string; company: string; message: string; address: string }): Promise<void> {
  const t = contactFormLabels[lang.code];
  const context = await browser.newContext({ viewport: desktop, extraHTTPHeaders: { "X-Forwarded-For": visitor.address } });
  const page = await context.newPage();
  try {
    await page.clock.install();
    await open(page, lang.path("/contact"));
    const form = page.getByRole("form", { name: t.name });
    await form.getByRole("textbox", { name: t.fullName, exact: true }).click();
    await form.getByRole("textbox", { name: t.fullName, exact: true }).fill(visitor.name);
    await form.getByRole("textbox", { name: t.email, exact: true }).fill(visitor.email);
    await form.getByRole("textbox", { name: new RegExp(`^${t.company}`) }).fill(visitor.company);
    await form.getByRole("combobox", { name: t.service, exact: true }).selectOption("executive-search");
    await form.getByRole("textbox", { name: t.message, exact: true }).fill(visitor.message);
    await form.getByRole("checkbox", { name: t.privacy }).click();
    // The server refuses a form sent within 3 seconds of being shown.
    await page.clock.fastForward(5_000);
    await form.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { name: t.thanks })).toBeVisible();
  } finally {
    await context.close();
  }
}
