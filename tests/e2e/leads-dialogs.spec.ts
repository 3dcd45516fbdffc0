import type { Locator, Page, Route } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

// A visitor's journey, with the site's motion as most visitors see it (playwright.config.ts turns it off elsewhere).
test.use({ reducedMotion: "no-preference" });

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
  consultation: { title: string; submit: string; submitting: string; successTitle: string; success: string; failure: string };
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
      success: "We've received your inquiry and will get back to you within 24 hours.",
      failure: "There was a problem submitting your inquiry. Please try again.",
    },
    consultation: {
      title: "Book Your Free Consultation",
      submit: "Book Consultation",
      submitting: "Booking...",
      successTitle: "Consultation Request Submitted",
      success: "We've received your request and will contact you within 24 hours to schedule your free consultation",
      failure: "There was a problem submitting your request. Please try again.",
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
    needSummary: "ملخص احتياجاتكم",
    businessNeeds: "احتياجات عملكم",
    preferredDate: "التاريخ المفضل",
    cancel: "إلغاء",
    close: "إغلاق",
    inquiry: {
      titleFor: (service) => `استفسار عن ${service}`,
      submit: "إرسال الاستفسار",
      submitting: "جارٍ الإرسال...",
      successTitle: "تم إرسال استفساركم",
      success: "تلقّينا استفساركم وسنتواصل معكم خلال 24 ساعة.",
      failure: "حدثت مشكلة أثناء إرسال استفساركم. يُرجى المحاولة مرة أخرى.",
    },
    consultation: {
      title: "احجزوا استشارتكم المجانية",
      submit: "احجز الاستشارة",
      submitting: "جارٍ الحجز...",
      successTitle: "تم إرسال طلب الاستشارة",
      success: "تلقّينا طلبكم وسنتواصل معكم خلال 24 ساعة لتحديد موعد استشارتكم المجانية.",
      failure: "حدثت مشكلة أثناء إرسال طلبكم. يُرجى المحاولة مرة أخرى.",
    },
    errors: {
      fullName: "يجب أن يتكون الاسم من حرفين على الأقل.",
      email: "يُرجى إدخال بريد إلكتروني صحيح.",
      phone: "يُرجى إدخال رقم هاتف صحيح.",
      needSummary: "يُرجى تقديم ملخص موجز لاحتياجاتكم.",
      businessNeeds: "يُرجى تقديم وصف موجز لاحتياجات عملكم.",
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

/** Whether two elements' boxes on the screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error("an element to compare is not on the screen");
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
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
        expect(await card.getAttribute("data-service")).toBe("executiveSearch");
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
          // The service's id, whatever the page's language (issue 12).
          service: "executive-search",
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
          service: "consultation",
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

      test("the toast never covers the button needed next: the submit after a failure, the opening button after success", async ({ page, pageGuard }) => {
        pageGuard.allow(/status of 500/);
        await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
        await open(page, lang.home);
        const trigger = page.locator("#framework").getByRole("button").last();
        await trigger.click();
        const dialog = page.getByRole("dialog", { name: tx.consultation.title });
        await dialog.getByRole("textbox", { name: tx.fullName }).fill(tx.sample.fullName);
        await dialog.getByRole("textbox", { name: tx.email }).fill("omar@example.sa");
        await dialog.getByRole("textbox", { name: tx.phone }).fill(PHONE);
        await dialog.getByRole("textbox", { name: tx.businessNeeds }).fill(tx.sample.needs);
        await page.clock.fastForward(5_000);
        // The page's clock stands still from here: a toast's 5 seconds cannot run out while the test measures it
        // on a busy machine; `runFor` lets the toaster's animation frames (and focus's return) happen.
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
        const submit = dialog.getByRole("button", { name: tx.consultation.submit });
        await submit.click();
        await expect(toast(page)).toContainText(tx.consultation.failure);
        await page.clock.runFor(500);
        expect(await overlap(toast(page), submit), "the error toast must leave the submit button free").toBe(false);
        // The visitor can press it again at once, without closing the toast first: nothing covers it.
        await page.unroute("**/api/contact");
        await page.route("**/api/contact", (route) => route.fulfill({ status: created.status, contentType: "application/json", body: created.body }));
        await submit.click({ trial: true, timeout: 2_000 });
        await submit.click();
        await expect(toast(page)).toContainText(tx.consultation.successTitle);
        await page.clock.runFor(500);
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        expect(await overlap(toast(page), trigger), "the success toast must leave the opening button free").toBe(false);
      });

      test("the contact section carries the contact form", async ({ page }) => {
        await open(page, lang.home);
        await expect(page.locator("#contact").getByRole("form", { name: tx.contactFormName })).toBeVisible();
      });
    });
  }

  test.describe(`a form sent sooner than the spam guard's minimum time (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("the form waits quietly for the rest of the minimum time, shows that it is sending, then sends: no error", async ({ page }) => {
      await open(page, lang.home);
      await page.locator("#framework").getByRole("button").last().click();
      const dialog = page.getByRole("dialog", { name: tx.consultation.title });
      // Filled at once, as a browser's autofill would: well inside the spam guard's three seconds.
      await dialog.getByRole("textbox", { name: tx.fullName }).fill(tx.sample.fullName);
      await dialog.getByRole("textbox", { name: new RegExp(`^${tx.company}`) }).fill("Najd Holding");
      await dialog.getByRole("textbox", { name: tx.email }).fill("omar@example.sa");
      await dialog.getByRole("textbox", { name: tx.phone }).fill(PHONE);
      await dialog.getByRole("textbox", { name: tx.businessNeeds }).fill(tx.sample.needs);
      const api = await holdContactApi(page, created);
      api.release();
      const clicked = Date.now();
      await dialog.getByRole("button", { name: tx.consultation.submit }).click();
      // Held, not refused: the button says it is sending meanwhile.
      await expect(dialog.getByRole("button", { name: tx.consultation.submitting })).toBeDisabled();
      await expect(toast(page)).toContainText(tx.consultation.successTitle);
      await expect(dialog).toBeHidden();
      expect(api.bodies).toHaveLength(1);
      expect(Number(api.bodies[0].sentAt) - Number(api.bodies[0].startedAt)).toBeGreaterThanOrEqual(3_000);
      expect(Number(api.bodies[0].sentAt)).toBeGreaterThanOrEqual(clicked);
    });
  });
}
