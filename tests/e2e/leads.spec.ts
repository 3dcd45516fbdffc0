import type { Page, Request } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

// A visitor's journey, with the site's motion as most visitors see it (playwright.config.ts turns it off elsewhere).
test.use({ reducedMotion: "no-preference" });

/**
 * The contact form on /contact and /connect, in both languages. Texts are
 * written out here (not read from the catalogs), so an untranslated or
 * changed message fails a test.
 */
// Each test fills a whole form, sometimes twice; give a busy machine room.
test.describe.configure({ timeout: 60_000 });

interface FormTexts {
  formName: string;
  fullName: string;
  email: string;
  company: string;
  service: string;
  message: string;
  privacy: string;
  submit: string;
  submitting: string;
  errors: { fullName: string; email: string; service: string; message: string; privacy: string };
  toastError: { title: string; description: string };
  toastSent: { title: string; description: string };
  thankYou: { title: string; body: string; again: string };
  rateLimited: string;
  connect: { name: string; mainSite: string; switchLanguage: string };
  sample: { fullName: string; message: string };
}

const texts: Record<LangCode, FormTexts> = {
  en: {
    formName: "Contact form",
    fullName: "Full name",
    email: "Email address",
    company: "Company",
    service: "Service of interest",
    message: "Message",
    privacy: "I agree to the privacy policy.",
    submit: "Send Message",
    submitting: "Sending...",
    errors: {
      fullName: "Name must be at least 2 characters long",
      email: "Please enter a valid email address",
      service: "Please select a service",
      message: "Message must be at least 10 characters long",
      privacy: "You must agree to the privacy policy",
    },
    toastError: { title: "Error", description: "There was a problem submitting your message. Please try again." },
    toastSent: { title: "Message sent!", description: "We'll get back to you within 24 hours." },
    thankYou: { title: "Thank You!", body: "Your message has been sent successfully. We'll get back to you within 24 hours.", again: "Send Another Message" },
    rateLimited: "Too many attempts. Please wait a few minutes and try again.",
    connect: { name: "Dr. Faisal Al-Harbi", mainSite: "Visit the main site", switchLanguage: "اقرأ هذه الصفحة بالعربية" },
    sample: { fullName: "Layla Al-Qahtani", message: "We are hiring a CFO for our Riyadh office." },
  },
  ar: {
    formName: "نموذج التواصل",
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    company: "الشركة",
    service: "الخدمة المطلوبة",
    message: "الرسالة",
    privacy: "أوافق على سياسة الخصوصية.",
    submit: "إرسال الرسالة",
    submitting: "جارٍ الإرسال...",
    errors: {
      fullName: "يجب أن يتكون الاسم من حرفين على الأقل",
      email: "يُرجى إدخال بريد إلكتروني صحيح",
      service: "يُرجى اختيار خدمة",
      message: "يجب أن تتكون الرسالة من 10 أحرف على الأقل",
      privacy: "يجب الموافقة على سياسة الخصوصية",
    },
    toastError: { title: "خطأ", description: "حدثت مشكلة أثناء إرسال رسالتكم. يُرجى المحاولة مرة أخرى." },
    toastSent: { title: "تم إرسال رسالتكم!", description: "سنتواصل معكم خلال 24 ساعة." },
    thankYou: { title: "شكرًا لكم!", body: "تم إرسال رسالتكم بنجاح. سنتواصل معكم خلال 24 ساعة.", again: "إرسال رسالة أخرى" },
    rateLimited: "محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
    connect: { name: "د. فيصل الحربي", mainSite: "زيارة الموقع الرئيسي", switchLanguage: "Read this page in English" },
    sample: { fullName: "ليلى القحطاني", message: "نبحث عن مدير مالي لمكتبنا في الرياض." },
  },
};

function contactForm(page: Page, tx: FormTexts) {
  const form = page.getByRole("form", { name: tx.formName });
  return {
    form,
    fullName: form.getByRole("textbox", { name: tx.fullName, exact: true }),
    email: form.getByRole("textbox", { name: tx.email, exact: true }),
    company: form.getByRole("textbox", { name: new RegExp(`^${tx.company}`) }),
    service: form.getByRole("combobox", { name: tx.service, exact: true }),
    message: form.getByRole("textbox", { name: tx.message, exact: true }),
    privacy: form.getByRole("checkbox", { name: tx.privacy }),
    submit: form.getByRole("button", { name: tx.submit }),
  };
}

type ContactForm = ReturnType<typeof contactForm>;

async function fillValid(form: ContactForm, tx: FormTexts, options: { privacy?: boolean } = {}) {
  await form.fullName.fill(tx.sample.fullName);
  await form.email.fill("layla@example.sa");
  await form.company.fill("Najd Holding");
  await form.service.selectOption("executive-search");
  await form.message.fill(tx.sample.message);
  if (options.privacy !== false) await form.privacy.check();
}

/**
 * The server refuses forms sent within 3 seconds of being shown (a bot's
 * speed); move the page's clock on so the test need not wait in real time.
 */
async function letTimePass(page: Page) {
  await page.clock.fastForward(5_000);
}

function toast(page: Page) {
  return page.getByRole("region", { name: /F8/ }).getByRole("listitem");
}

async function postedBody(request: Request): Promise<Record<string, unknown>> {
  return request.postDataJSON() as Record<string, unknown>;
}

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`contact page (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test.beforeEach(async ({ page }) => {
      await page.clock.install();
    });

    test("shows each validation message beside its field, then clears it as the visitor fixes it", async ({ page }) => {
      await open(page, lang.path("/contact"));
      await expect(page).toHaveTitle(new RegExp(lang.code === "en" ? "^Contact Us \\| " : "^تواصل معنا \\| "));
      const form = contactForm(page, tx);
      let posted = false;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/contact")) posted = true;
      });

      await form.submit.click();
      await expect(form.fullName).toHaveAccessibleDescription(tx.errors.fullName);
      await expect(form.email).toHaveAccessibleDescription(tx.errors.email);
      await expect(form.service).toHaveAccessibleDescription(tx.errors.service);
      await expect(form.message).toHaveAccessibleDescription(tx.errors.message);
      await expect(form.privacy).toHaveAccessibleDescription(tx.errors.privacy);
      await expect(form.company).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.fullName).toBeFocused();
      for (const field of [form.fullName, form.email, form.service, form.message]) await expect(field).toHaveAttribute("aria-invalid", "true");

      // After the first submit, each field is checked again as it changes.
      await form.fullName.fill("L");
      await expect(form.fullName).toHaveAccessibleDescription(tx.errors.fullName);
      await form.fullName.fill(tx.sample.fullName);
      await expect(form.fullName).not.toHaveAttribute("aria-invalid", "true");
      await form.email.fill("layla@");
      await expect(form.email).toHaveAccessibleDescription(tx.errors.email);
      await form.email.fill("layla@example.sa");
      await expect(form.email).toHaveAccessibleDescription("");
      await form.message.fill("Too short");
      await expect(form.message).toHaveAccessibleDescription(tx.errors.message);
      await form.privacy.check();
      await expect(form.privacy).toHaveAccessibleDescription("");
      expect(posted, "an invalid form must not reach the server").toBe(false);
    });

    test("sends the message: submitting label, thank-you panel and toast", async ({ page }) => {
      await open(page, lang.path("/contact"));
      const form = contactForm(page, tx);
      if (lang.code === "ar") await expect(form.email).toHaveAttribute("dir", "ltr");
      await fillValid(form, tx);
      await letTimePass(page);

      const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
      const response = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
      await form.submit.click();
      const body = await postedBody(await request);
      expect(body).toMatchObject({
        fullName: tx.sample.fullName,
        email: "layla@example.sa",
        company: "Najd Holding",
        service: "executive-search",
        message: tx.sample.message,
        privacy: true,
        language: lang.code,
      });
      expect(body).not.toHaveProperty("website");
      expect(Number(body.sentAt) - Number(body.startedAt)).toBeGreaterThanOrEqual(3_000);
      expect((await response).status()).toBe(201);

      await expect(page.getByRole("heading", { name: tx.thankYou.title })).toBeFocused();
      await expect(page.getByText(tx.thankYou.body)).toBeVisible();
      await expect(form.form).toHaveCount(0);
      await expect(toast(page)).toContainText(tx.toastSent.title);
      await expect(toast(page)).toContainText(tx.toastSent.description);

      await page.getByRole("link", { name: tx.thankYou.again }).click();
      const fresh = contactForm(page, tx);
      await expect(fresh.fullName).toHaveValue("");
      await expect(fresh.fullName).toBeFocused();
      await expect(fresh.privacy).not.toBeChecked();
    });

    test("keeps what was typed and shows the error toast when the server fails", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 500/);
      await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
      await open(page, lang.path("/contact"));
      const form = contactForm(page, tx);
      await fillValid(form, tx);
      await letTimePass(page);
      await form.submit.click();

      await expect(toast(page)).toContainText(tx.toastError.title);
      await expect(toast(page)).toContainText(tx.toastError.description);
      await expect(toast(page)).not.toContainText("boom");
      await expect(form.fullName).toHaveValue(tx.sample.fullName);
      await expect(form.email).toHaveValue("layla@example.sa");
      await expect(form.company).toHaveValue("Najd Holding");
      await expect(form.service).toHaveValue("executive-search");
      await expect(form.message).toHaveValue(tx.sample.message);
      await expect(form.privacy).toBeChecked();
      await expect(form.submit).toBeEnabled();
      await expect(page.getByRole("heading", { name: tx.thankYou.title })).toHaveCount(0);
    });

    test("disables the button with the submitting label while sending, and shows the server's rate-limit message", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 429/);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.fulfill({
          status: 429,
          headers: { "Retry-After": "540" },
          contentType: "application/json",
          body: JSON.stringify({ message: tx.rateLimited, code: "RATE_LIMITED" }),
        });
      });
      await open(page, lang.path("/contact"));
      const form = contactForm(page, tx);
      await fillValid(form, tx);
      await letTimePass(page);
      await form.submit.click();

      const pending = form.form.getByRole("button", { name: tx.submitting });
      await expect(pending).toBeDisabled();
      release();
      await expect(toast(page)).toContainText(tx.toastError.title);
      await expect(toast(page)).toContainText(tx.rateLimited);
      await expect(form.submit).toBeEnabled();
      await expect(form.message).toHaveValue(tx.sample.message);
    });

    test("shows the server's field errors beside the fields", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 400/);
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ message: "x", code: "VALIDATION", errors: { email: tx.errors.email } }),
        }),
      );
      await open(page, lang.path("/contact"));
      const form = contactForm(page, tx);
      await fillValid(form, tx);
      await letTimePass(page);
      await form.submit.click();
      await expect(toast(page)).toContainText(tx.toastError.description);
      await expect(form.email).toHaveAccessibleDescription(tx.errors.email);
      await expect(form.email).toBeFocused();
    });
  });

  test.describe(`lead pages accessibility (${lang.code})`, () => {
    for (const viewport of [desktop, mobile]) {
      test(`/contact and /connect, also with errors showing, have no serious or critical violations at ${viewport.width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize(viewport);
        for (const path of ["/contact", "/connect"]) {
          await open(page, lang.path(path));
          const clean = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-${path.slice(1)}`);
          expect(clean.failing, `axe on ${lang.path(path)}:\n${clean.text}`).toEqual([]);
          await contactForm(page, tx).submit.click();
          await expect(contactForm(page, tx).fullName).toHaveAttribute("aria-invalid", "true");
          const withErrors = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-${path.slice(1)}-errors`);
          expect(withErrors.failing, `axe on ${lang.path(path)} with errors:\n${withErrors.text}`).toEqual([]);
        }
      });
    }
  });

  test.describe(`connect page (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test.beforeEach(async ({ page }) => {
      await page.clock.install();
    });

    test("stands alone with its own language toggle and a way back to the main site", async ({ page }) => {
      await open(page, lang.path("/connect"));
      await expect(page.locator("html")).toHaveAttribute("dir", lang.dir);
      await expect(page.getByRole("heading", { level: 1, name: tx.connect.name })).toBeVisible();
      await expect(page.getByRole("navigation", { name: lang.primaryNav })).toHaveCount(0);
      await expect(page.locator("body > button")).toHaveCount(0);
      await expect(page.getByRole("link", { name: tx.connect.mainSite }).last()).toHaveAttribute("href", lang.home);
      const form = contactForm(page, tx);
      const services = await form.service.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(services).toEqual(["", "executive-search", "leadership-hiring", "strategic-onboarding", "market-entry", "consultation", "other"]);
      await expect(form.privacy).toHaveCount(0);

      await page.getByRole("link", { name: tx.connect.switchLanguage }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.other().path("/connect").replace(/\//g, "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1, name: texts[lang.other().code].connect.name })).toBeVisible();
    });

    test("sends a message, shows Thank You, and Send Another Message brings back an empty form", async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ submission: { id: 1, createdAt: new Date().toISOString() } }) }),
      );
      await open(page, lang.path("/connect"));
      const form = contactForm(page, tx);

      await form.submit.click();
      await expect(form.service).toHaveAccessibleDescription(tx.errors.service);

      await fillValid(form, tx, { privacy: false });
      await form.service.selectOption("consultation");
      await letTimePass(page);
      const request = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
      await form.submit.click();
      const body = await postedBody(await request);
      expect(body).toMatchObject({ service: "consultation", language: lang.code });
      expect(body).not.toHaveProperty("privacy");

      await expect(page.getByRole("heading", { name: tx.thankYou.title })).toBeVisible();
      await expect(toast(page)).toContainText(tx.toastSent.title);
      await page.getByRole("link", { name: tx.thankYou.again }).click();
      const fresh = contactForm(page, tx);
      await expect(fresh.fullName).toBeFocused();
      await expect(fresh.fullName).toHaveValue("");
      await expect(fresh.service).toHaveValue("");
      await expect(page.getByRole("heading", { name: tx.thankYou.title })).toHaveCount(0);
    });
  });
}
