import type { Page, Route } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The inquiry and consultation dialogs and the contact section on the home
 * page, in both languages. The API is mocked: these tests are about what the
 * dialogs show and send (tests/api/contact.test.ts covers the server).
 */
test.describe.configure({ timeout: 60_000 });

interface DialogTexts {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  needSummary: string;
  businessNeeds: string;
  preferredDate: string;
  cancel: string;
  close: string;
  inquiry: { titleFor: (service: string) => string; submit: string; submitting: string; successTitle: string; success: string; failure: string };
  consultation: { title: string; submit: string; submitting: string; successTitle: string; success: string; failure: string; service: string };
  errors: { fullName: string; email: string; phone: string; needSummary: string; businessNeeds: string };
  compose: { phone: string; preferredDate: string; notSpecified: string };
  errorTitle: string;
  contactFormName: string;
  sample: { fullName: string; needs: string };
}

const texts: Record<LangCode, DialogTexts> = {
  en: {
    fullName: "Full name",
    email: "Email address",
    phone: "Phone number",
    company: "Company",
    needSummary: "Summary of your needs",
    businessNeeds: "Your business needs",
    preferredDate: "Preferred date",
    cancel: "Cancel",
    close: "Close",
    inquiry: {
      titleFor: (service) => `Inquire about ${service}`,
      submit: "Submit Inquiry",
      submitting: "Submitting...",
      successTitle: "Inquiry Submitted",
      success: "We've received your inquiry and will get back to you soon.",
      failure: "There was a problem submitting your inquiry. Please try again.",
    },
    consultation: {
      title: "Book Your Free Consultation",
      submit: "Book Consultation",
      submitting: "Booking...",
      successTitle: "Consultation Request Submitted",
      success: "We've received your request and will contact you soon to schedule your free consultation",
      failure: "There was a problem submitting your request. Please try again.",
      service: "Free Consultation Request",
    },
    errors: {
      fullName: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
      needSummary: "Please provide a brief summary of your needs.",
      businessNeeds: "Please provide a brief description of your business needs.",
    },
    compose: { phone: "Phone", preferredDate: "Preferred date", notSpecified: "Not specified" },
    errorTitle: "Error",
    contactFormName: "Contact form",
    sample: { fullName: "Omar Al-Harbi", needs: "We need a COO for our logistics arm." },
  },
  ar: {
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    phone: "رقم الهاتف",
    company: "الشركة",
    needSummary: "ملخص احتياجاتك",
    businessNeeds: "احتياجات عملك",
    preferredDate: "التاريخ المفضل",
    cancel: "إلغاء",
    close: "إغلاق",
    inquiry: {
      titleFor: (service) => `استفسار عن ${service}`,
      submit: "إرسال الاستفسار",
      submitting: "جارٍ الإرسال...",
      successTitle: "تم إرسال استفسارك",
      success: "تلقّينا استفسارك وسنتواصل معك قريبًا.",
      failure: "حدثت مشكلة أثناء إرسال استفسارك. يُرجى المحاولة مرة أخرى.",
    },
    consultation: {
      title: "احجز استشارتك المجانية",
      submit: "احجز الاستشارة",
      submitting: "جارٍ الحجز...",
      successTitle: "تم إرسال طلب الاستشارة",
      success: "تلقّينا طلبك وسنتواصل معك قريبًا لتحديد موعد استشارتك المجانية",
      failure: "حدثت مشكلة أثناء إرسال طلبك. يُرجى المحاولة مرة أخرى.",
      service: "طلب استشارة مجانية",
    },
    errors: {
      fullName: "يجب أن يتكون الاسم من حرفين على الأقل.",
      email: "يُرجى إدخال بريد إلكتروني صحيح.",
      phone: "يُرجى إدخال رقم هاتف صحيح.",
      needSummary: "يُرجى تقديم ملخص موجز لاحتياجاتك.",
      businessNeeds: "يُرجى تقديم وصف موجز لاحتياجات عملك.",
    },
    compose: { phone: "الهاتف", preferredDate: "التاريخ المفضل", notSpecified: "غير محدد" },
    errorTitle: "خطأ",
    contactFormName: "نموذج التواصل",
    sample: { fullName: "عمر الحربي", needs: "نحتاج إلى مدير عمليات لذراعنا اللوجستية." },
  },
};

const PHONE = "+966 50 123 4567";

/**
 * The toast on screen. While a modal dialog is open the page behind it,
 * toast area included, is hidden from assistive technology (Radix announces
 * the toast through its own live region), hence `includeHidden`.
 */
function toast(page: Page) {
  return page.getByRole("region", { name: /F8/, includeHidden: true }).getByRole("listitem", { includeHidden: true });
}

/** Answers `/api/contact` as told, once `release()` is called (so the pending state can be seen). */
async function holdContactApi(page: Page, answer: { status: number; body: string }) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const bodies: Record<string, unknown>[] = [];
  await page.route("**/api/contact", async (route: Route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await held;
    await route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body });
  });
  return { release, bodies };
}

const created = { status: 201, body: JSON.stringify({ submission: { id: 1, createdAt: new Date().toISOString() } }) };

for (const lang of languages) {
  const tx = texts[lang.code];

  for (const viewport of [desktop, mobile]) {
    test.describe(`home lead dialogs (${lang.code}, ${viewport.width} px)`, () => {
      test.use({ viewport });

      test.beforeEach(async ({ page }) => {
        await page.clock.install();
      });

      test("a service's Learn more opens the inquiry dialog for it: validation, pending label, message composition, success", async ({ page }) => {
        const api = await holdContactApi(page, created);
        await open(page, lang.home);
        const card = page.locator("#services li[data-service]").first();
        const service = (await card.locator("h3").textContent())!.trim();
        await card.getByRole("button").click();

        const dialog = page.getByRole("dialog", { name: tx.inquiry.titleFor(service) });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: tx.inquiry.submit }).click();
        await expect(dialog.getByRole("textbox", { name: tx.fullName })).toHaveAccessibleDescription(tx.errors.fullName);
        await expect(dialog.getByRole("textbox", { name: tx.email })).toHaveAccessibleDescription(tx.errors.email);
        await expect(dialog.getByRole("textbox", { name: tx.phone })).toHaveAccessibleDescription(new RegExp(tx.errors.phone.replace(/[.]/g, "\\.")));
        await expect(dialog.getByRole("textbox", { name: tx.needSummary })).toHaveAccessibleDescription(tx.errors.needSummary);
        expect(api.bodies).toHaveLength(0);

        await dialog.getByRole("textbox", { name: tx.fullName }).fill(tx.sample.fullName);
        await dialog.getByRole("textbox", { name: tx.email }).fill("omar@example.sa");
        await dialog.getByRole("textbox", { name: tx.phone }).fill(PHONE);
        await dialog.getByRole("textbox", { name: tx.needSummary }).fill(tx.sample.needs);
        await page.clock.fastForward(5_000);
        await dialog.getByRole("button", { name: tx.inquiry.submit }).click();

        await expect(dialog.getByRole("button", { name: tx.inquiry.submitting })).toBeDisabled();
        api.release();
        await expect(toast(page)).toContainText(tx.inquiry.successTitle);
        await expect(toast(page)).toContainText(tx.inquiry.success);
        await expect(dialog).toBeHidden();
        expect(api.bodies[0]).toMatchObject({
          fullName: tx.sample.fullName,
          email: "omar@example.sa",
          company: null,
          service,
          message: `${tx.compose.phone}: ${PHONE}\n\n${tx.sample.needs}`,
          language: lang.code,
        });

        // A successful send resets the form.
        await card.getByRole("button").click();
        await expect(page.getByRole("dialog").getByRole("textbox", { name: tx.fullName })).toHaveValue("");
      });

      test("a failed inquiry keeps the dialog open with what was typed; cancel keeps it too", async ({ page, pageGuard }) => {
        pageGuard.allow(/status of 500/);
        await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
        await open(page, lang.home);
        const bottom = page.locator("#services").getByRole("button").last();
        await bottom.click();
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("textbox", { name: tx.fullName }).fill(tx.sample.fullName);
        await dialog.getByRole("textbox", { name: tx.email }).fill("omar@example.sa");
        await dialog.getByRole("textbox", { name: tx.phone }).fill(PHONE);
        await dialog.getByRole("textbox", { name: tx.needSummary }).fill(tx.sample.needs);
        await page.clock.fastForward(5_000);
        await dialog.getByRole("button", { name: tx.inquiry.submit }).click();

        await expect(toast(page)).toContainText(tx.errorTitle);
        await expect(toast(page)).toContainText(tx.inquiry.failure);
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("textbox", { name: tx.needSummary })).toHaveValue(tx.sample.needs);

        await dialog.getByRole("button", { name: tx.cancel }).click();
        await expect(dialog).toBeHidden();
        await bottom.click();
        await expect(page.getByRole("dialog").getByRole("textbox", { name: tx.fullName })).toHaveValue(tx.sample.fullName);
      });

      test("the framework button opens the consultation dialog: book label, composed message, success", async ({ page }) => {
        const api = await holdContactApi(page, created);
        await open(page, lang.home);
        await page.locator("#framework").getByRole("button").last().click();
        const dialog = page.getByRole("dialog", { name: tx.consultation.title });
        await expect(dialog).toBeVisible();

        await dialog.getByRole("button", { name: tx.consultation.submit }).click();
        await expect(dialog.getByRole("textbox", { name: tx.fullName })).toHaveAccessibleDescription(tx.errors.fullName);
        await expect(dialog.getByRole("textbox", { name: tx.businessNeeds })).toHaveAccessibleDescription(tx.errors.businessNeeds);

        await dialog.getByRole("textbox", { name: tx.fullName }).fill(tx.sample.fullName);
        await dialog.getByRole("textbox", { name: tx.email }).fill("omar@example.sa");
        await dialog.getByRole("textbox", { name: tx.phone }).fill(PHONE);
        await dialog.getByRole("textbox", { name: tx.businessNeeds }).fill(tx.sample.needs);
        await page.clock.fastForward(5_000);
        await dialog.getByRole("button", { name: tx.consultation.submit }).click();

        await expect(dialog.getByRole("button", { name: tx.consultation.submitting })).toBeDisabled();
        api.release();
        await expect(toast(page)).toContainText(tx.consultation.successTitle);
        await expect(toast(page)).toContainText(tx.consultation.success);
        await expect(dialog).toBeHidden();
        expect(api.bodies[0]).toMatchObject({
          company: null,
          service: tx.consultation.service,
          message: `${tx.compose.phone}: ${PHONE}\n${tx.compose.preferredDate}: ${tx.compose.notSpecified}\n\n${tx.sample.needs}`,
        });
      });

      test("a failed consultation request keeps the dialog open with the error toast", async ({ page, pageGuard }) => {
        pageGuard.allow(/status of 500/);
        await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
        await open(page, lang.home);
        await page.locator("#framework").getByRole("button").last().click();
        const dialog = page.getByRole("dialog", { name: tx.consultation.title });
        await dialog.getByRole("textbox", { name: tx.fullName }).fill(tx.sample.fullName);
        await dialog.getByRole("textbox", { name: new RegExp(`^${tx.company}`) }).fill("Najd Holding");
        await dialog.getByRole("textbox", { name: tx.email }).fill("omar@example.sa");
        await dialog.getByRole("textbox", { name: tx.phone }).fill(PHONE);
        await dialog.getByRole("textbox", { name: tx.businessNeeds }).fill(tx.sample.needs);
        await page.clock.fastForward(5_000);
        await dialog.getByRole("button", { name: tx.consultation.submit }).click();
        await expect(toast(page)).toContainText(tx.consultation.failure);
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("textbox", { name: new RegExp(`^${tx.company}`) })).toHaveValue("Najd Holding");
        await dialog.getByRole("button", { name: tx.close }).click();
        await expect(dialog).toBeHidden();
      });

      test("the contact section carries the contact form", async ({ page }) => {
        await open(page, lang.home);
        await expect(page.locator("#contact").getByRole("form", { name: tx.contactFormName })).toBeVisible();
      });
    });
  }
}
