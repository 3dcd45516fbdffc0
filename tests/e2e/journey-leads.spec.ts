import type { Page } from "@playwright/test";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { collectLinks, expectArrival, follow, pathOf, type FoundLink } from "./support/journey";
import { languages, type SiteLang } from "./support/site";

// A visitor's journey, with the site's motion as most visitors see it (playwright.config.ts turns it off elsewhere).
test.use({ reducedMotion: "no-preference" });

/**
 * The firm's lead paths, reached the way visitors reach them: every call to
 * action and menu entry that leads to the home page's contact form, from
 * other pages, by Back, after a client navigation to the dialogs, and with
 * JavaScript slow or missing. Sent for real (the server stores each lead);
 * every send comes from its own client address (the e2e server trusts
 * X-Forwarded-For), so the per-address rate limit does not interfere.
 */
test.describe.configure({ timeout: 3 * 60_000 });

const texts = {
  en: {
    thankYou: "Thank You!",
    sendAnother: "Send Another Message",
    inquirySent: "Inquiry Submitted",
    consultationSent: "Consultation Request Submitted",
    fieldError: "Name must be at least 2 characters long",
    consultationTitle: "Book Your Free Consultation",
    consult: "Book a Free Consultation",
    mainSite: "Visit the main site",
    inquiryAbout: "Inquire about",
    needSummary: "We need a CFO for our family group in Jeddah.",
  },
  ar: {
    thankYou: "شكرًا لكم!",
    sendAnother: "إرسال رسالة أخرى",
    inquirySent: "تم إرسال استفساركم",
    consultationSent: "تم إرسال طلب الاستشارة",
    fieldError: "يجب أن يتكون الاسم من حرفين على الأقل",
    consultationTitle: "احجزوا استشارتكم المجانية",
    consult: "احجز استشارة مجانية",
    mainSite: "زيارة الموقع الرئيسي",
    inquiryAbout: "استفسار عن",
    needSummary: "نحتاج إلى مدير مالي لمجموعتنا العائلية في جدة.",
  },
} as const;

/**
 * The spam guard refuses a form sent within 3 s of being shown; people take
 * longer. A form in the browser measures that on the page's clock, which the
 * tests install and move on (decision 007); the form posted without
 * JavaScript is timed by the server (its signed form token), so that test
 * really waits.
 */
const MIN_FILL_MS = 3_000;

let addressCounter = 0;
/** A client address of its own for the next send. */
async function freshAddress(page: Page): Promise<void> {
  addressCounter += 1;
  const worker = test.info().workerIndex % 250;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${worker}.${Math.floor(Math.random() * 250)}.${addressCounter % 250}` });
}

async function fillContactForm(page: Page, lang: SiteLang, name = lang.code === "ar" ? "نورة العتيبي" : "Noura Al-Otaibi") {
  const form = page.locator("#contact form");
  await form.locator('input[name="fullName"]').fill(name);
  await form.locator('input[name="email"]').fill(`journey-${Date.now()}@example.sa`);
  await form.locator('input[name="company"]').fill("Najd Holding");
  await form.locator('select[name="service"]').selectOption("executive-search");
  await form.locator('textarea[name="message"]').fill(lang.code === "ar" ? "نبحث عن رئيس تنفيذي لشركتنا في الرياض." : "We are looking for a CEO for our Riyadh company.");
  await form.locator('input[name="privacy"]').check();
}

/** Fills and sends the home page's contact form, past the minimum fill time on the page's clock (installed before the page loaded). */
async function sendContactForm(page: Page, lang: SiteLang) {
  await fillContactForm(page, lang);
  await freshAddress(page);
  await page.clock.fastForward(MIN_FILL_MS + 2_000);
  await page.locator("#contact form").locator('button[type="submit"]').click();
  // A real send on a busy machine: allow the server time.
  await expect(page.getByTestId("contact-thank-you")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: texts[lang.code].thankYou })).toBeVisible();
}

/** From another page to the home page by the logo: a client navigation, not a page load. */
async function homeByLogo(page: Page, lang: SiteLang) {
  await page.locator(`header a[href="${lang.home}"]`).first().click();
  await page.waitForURL((url) => pathOf(url) === lang.home);
  await expectArrival(page, lang.home);
}

for (const lang of languages) {
  for (const width of [390, 1280]) {
    test(`${lang.code} ${width} px: every way to the contact form on the home page reaches it and sends`, async ({ page }) => {
      await page.clock.install();
      await page.setViewportSize({ width, height: 900 });
      await open(page, lang.path("/blog"));
      await homeByLogo(page, lang);
      const toContact = (await collectLinks(page, { every: true })).filter((link) => link.target.endsWith("#contact"));
      // Hero, call-to-action band, header Contact and Book a consultation (or the mobile menu's), …
      expect(toContact.length, "ways to the contact form").toBeGreaterThanOrEqual(3);

      // Each one as the first thing a visitor does on the page just loaded (the jump meets the freshly hydrated page) …
      for (const link of toContact) {
        await test.step(`right after loading: ${link.hrefAttr}${link.via ? ` in #${link.via}` : ""}`, async () => {
          await open(page, lang.home);
          await follow(page, link);
          await expect(page.locator('#contact input[name="fullName"]')).toBeInViewport();
        });
      }

      // … and after arriving from another page by the logo, through to a sent message.
      await open(page, lang.path("/blog"));
      await homeByLogo(page, lang);

      for (const [index, link] of toContact.entries()) {
        await test.step(`${link.hrefAttr}${link.via ? ` in #${link.via}` : ""} (${index + 1}/${toContact.length})`, async () => {
          if (index > 0) {
            // Ready for the next message, back at the top of the page.
            await page.getByRole("link", { name: texts[lang.code].sendAnother }).click();
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          }
          await follow(page, link);
          await expect(page.locator('#contact input[name="fullName"]')).toBeInViewport();
          await sendContactForm(page, lang);
        });
      }
    });
  }

  test(`${lang.code}: from /blog and /connect back to the contact form, and Back returns to it`, async ({ page }) => {
    await page.clock.install();
    await open(page, lang.path("/blog"));
    const contactNav: FoundLink | undefined = (await collectLinks(page)).find((link) => link.target === lang.path("/#contact"));
    expect(contactNav, "the header's Contact entry on /blog").toBeTruthy();
    await follow(page, contactNav!);
    await expectArrival(page, contactNav!.target);

    // Away to a legal page by the footer, then Back: the page comes back where the visitor left it, form in place.
    const footerLink = page.locator(`footer a[href="${lang.path("/privacy-policy")}"]`);
    await footerLink.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    await footerLink.click();
    await page.waitForURL((url) => url.pathname === lang.path("/privacy-policy"));
    await expectArrival(page, lang.path("/privacy-policy"));
    for (const move of ["back", "forward", "back"] as const) {
      await (move === "back" ? page.goBack() : page.goForward());
      if (move === "forward") {
        await expectArrival(page, lang.path("/privacy-policy"), "back");
        continue;
      }
      await expectArrival(page, contactNav!.target, "back");
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: "scroll restored" }).toBeGreaterThan(leftAt - 40);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(leftAt + 40);
    }
    // The router's scroll was instant (a glide can stop short); jumps within the page glide again.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    // Back rendered the form anew, so its spam-guard clock starts now (a person takes longer than 3 s to fill it in).
    await page.locator('#contact input[name="fullName"]').scrollIntoViewIfNeeded();
    await sendContactForm(page, lang);

    // /connect has no site header: its way back is "Visit the main site".
    await open(page, lang.path("/connect"));
    await page.getByRole("link", { name: texts[lang.code].mainSite }).first().click();
    await page.waitForURL((url) => pathOf(url) === lang.home);
    await expectArrival(page, lang.home);
    const headerContact = (await collectLinks(page)).find((link) => link.target.endsWith("#contact") && link.hrefAttr === "#contact");
    expect(headerContact).toBeTruthy();
    await follow(page, headerContact!);
    await expect(page.locator('#contact input[name="fullName"]')).toBeInViewport();
  });

  test(`${lang.code}: the inquiry and consultation dialogs open and send after a client navigation`, async ({ page }) => {
    await page.clock.install();
    await open(page, lang.path("/blog"));
    await homeByLogo(page, lang);
    const tx = texts[lang.code];

    await page.locator("#services").getByRole("button").first().click();
    const inquiry = page.getByRole("dialog");
    await expect(inquiry).toBeVisible();
    await inquiry.locator('input[name="fullName"]').fill(lang.code === "ar" ? "خالد الشهري" : "Khalid Al-Shehri");
    await inquiry.locator('input[name="email"]').fill(`inquiry-${Date.now()}@example.sa`);
    await inquiry.locator('input[name="phone"]').fill("+966 50 123 4567");
    await inquiry.locator("textarea").first().fill(lang.code === "ar" ? "نحتاج إلى مدير مالي لمجموعتنا." : "We need a CFO for our group.");
    await freshAddress(page);
    await page.clock.fastForward(MIN_FILL_MS + 2_000);
    await inquiry.locator('button[type="submit"]').click();
    await expect(page.getByText(tx.inquirySent).first()).toBeVisible({ timeout: 20_000 });
    await expect(inquiry).toBeHidden();
    await page.getByRole("region", { name: /F8/ }).getByRole("button").first().click();
    await expect(page.getByText(tx.inquirySent)).toHaveCount(0);

    await page.getByRole("button", { name: tx.consult }).click();
    const consultation = page.getByRole("dialog", { name: tx.consultationTitle });
    await expect(consultation).toBeVisible();
    await consultation.locator('input[name="fullName"]').fill(lang.code === "ar" ? "سارة القحطاني" : "Sarah Al-Qahtani");
    await consultation.locator('input[name="email"]').fill(`consult-${Date.now()}@example.sa`);
    await consultation.locator('input[name="phone"]').fill("+966 55 765 4321");
    await consultation.locator("textarea").first().fill(lang.code === "ar" ? "نريد مراجعة هيكلنا القيادي." : "We want to review our leadership structure.");
    await freshAddress(page);
    await page.clock.fastForward(MIN_FILL_MS + 2_000);
    await consultation.locator('button[type="submit"]').click();
    await expect(page.getByText(tx.consultationSent).first()).toBeVisible({ timeout: 20_000 });
  });

  for (const width of [390, 1280]) {
    test(`${lang.code} ${width} px: without JavaScript the contact form still sends, and a refusal keeps every entry`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, locale: lang.code === "ar" ? "ar-SA" : "en-US" });
      const page = await context.newPage();
      try {
        await page.goto(`${lang.home}#contact`);
        const form = page.locator("#contact form");
        await expect(form.locator('input[name="fullName"]')).toBeVisible();

        // Refused: a one-letter name. Back on /contact with the reason and the rest as typed.
        await fillContactForm(page, lang, "N");
        await form.locator('button[type="submit"]').click();
        await page.waitForURL((url) => url.pathname === lang.path("/contact"));
        const again = page.locator("main form").filter({ has: page.locator('input[name="fullName"]') });
        await expect(again.getByText(texts[lang.code].fieldError)).toBeVisible();
        await expect(again.locator('input[name="fullName"]')).toHaveValue("N");
        await expect(again.locator('input[name="company"]')).toHaveValue("Najd Holding");
        await expect(again.locator('select[name="service"]')).toHaveValue("executive-search");
        await expect(again.locator('input[name="privacy"]')).toBeChecked();
        await expect(again.locator('textarea[name="message"]')).not.toHaveValue("");

        // Corrected and sent (after the spam guard's minimum fill time, which the server measures from its signed form token: no page clock to move on): the thank-you page.
        await again.locator('input[name="fullName"]').fill(lang.code === "ar" ? "نورة العتيبي" : "Noura Al-Otaibi");
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.251.${test.info().workerIndex % 250}.${lang.code === "ar" ? 2 : 1}` });
        await page.waitForTimeout(MIN_FILL_MS + 300);
        await again.locator('button[type="submit"]').click();
        await page.waitForURL((url) => url.pathname === lang.path("/contact") && url.searchParams.get("sent") === "1");
        await expect(page.getByRole("heading", { name: texts[lang.code].thankYou })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang.code);
        // "Send another message" is a plain link here: an empty form.
        await page.getByRole("link", { name: texts[lang.code].sendAnother }).click();
        await page.waitForURL((url) => url.pathname === lang.path("/contact") && !url.search);
        await expect(page.locator('main form input[name="fullName"]')).toHaveValue("");
      } finally {
        await context.close();
      }
    });

    test(`${lang.code} ${width} px: without JavaScript a service's inquiry and the consultation open as forms on the contact page, refuse with every entry kept, and send`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, locale: lang.code === "ar" ? "ar-SA" : "en-US" });
      const page = await context.newPage();
      const tx = texts[lang.code];
      /** The server times the spam guard from the page's signed stamp: wait only what is left of it. */
      const pastMinimumFill = async (shownAt: number) => page.waitForTimeout(Math.max(0, shownAt + MIN_FILL_MS + 300 - Date.now()));
      try {
        await freshAddress(page);
        await page.goto(lang.home);
        await page.locator("#services").getByRole("button").first().click();
        await page.waitForURL((url) => url.pathname === lang.path("/contact") && url.searchParams.get("form") === "inquiry");
        expect(new URL(page.url()).searchParams.get("service")).toBe("executive-search");
        expect(new URL(page.url()).hash).toBe("#contact-form");
        let shownAt = Date.now();
        const heading = page.locator("#contact-form h2");
        await expect(heading).toContainText(tx.inquiryAbout);
        await expect(heading).toBeInViewport();
        const form = page.locator("main form[method=post]");
        await form.locator('input[name="fullName"]').fill(lang.code === "ar" ? "فيصل الحربي" : "Faisal Al-Harbi");
        await form.locator('input[name="email"]').fill(`nojs-inquiry-${Date.now()}@example.sa`);
        await form.locator('input[name="phone"]').fill("+966 50 123 4567");
        await form.locator('textarea[name="needSummary"]').fill("CFO");
        await form.locator('button[type="submit"]').click();

        // Refused (a needs summary too short): the same form, its heading, the reason and every entry.
        await page.waitForURL((url) => url.pathname === lang.path("/contact") && !url.searchParams.has("sent"));
        shownAt = Date.now();
        await expect(page.locator("#contact-form h2")).toContainText(tx.inquiryAbout);
        await expect(form.locator('textarea[name="needSummary"]')).toHaveAttribute("aria-invalid", "true");
        await expect(form.locator('textarea[name="needSummary"]')).toHaveValue("CFO");
        await expect(form.locator('input[name="phone"]')).toHaveValue("+966 50 123 4567");
        await expect(form.locator('input[name="service"]')).toHaveValue("executive-search");
        await form.locator('textarea[name="needSummary"]').fill(tx.needSummary);
        await pastMinimumFill(shownAt);
        await form.locator('button[type="submit"]').click();
        await page.waitForURL((url) => url.searchParams.get("sent") === "inquiry");
        await expect(page.getByRole("heading", { name: tx.inquirySent })).toBeVisible();

        // The consultation's button: its own form, the date as the page's language asks for it.
        await freshAddress(page);
        await page.goto(lang.home);
        await page.getByRole("button", { name: tx.consult }).click();
        await page.waitForURL((url) => url.searchParams.get("form") === "consultation");
        shownAt = Date.now();
        await expect(page.locator("#contact-form h2")).toHaveText(tx.consultationTitle);
        await form.locator('input[name="fullName"]').fill(lang.code === "ar" ? "ريم السعود" : "Reem Al-Saud");
        await form.locator('input[name="email"]').fill(`nojs-consult-${Date.now()}@example.sa`);
        await form.locator('input[name="phone"]').fill("0501112222");
        await form.locator('textarea[name="businessNeeds"]').fill(tx.needSummary);
        if (lang.code === "ar") {
          await form.locator('select[name="preferredDate-day"]').selectOption("05");
          await form.locator('select[name="preferredDate-month"]').selectOption("03");
          await form.locator('select[name="preferredDate-year"]').selectOption(String(new Date().getFullYear() + 1));
        } else {
          await form.locator('input[name="preferredDate"]').fill(`${new Date().getFullYear() + 1}-03-05`);
        }
        await pastMinimumFill(shownAt);
        await form.locator('button[type="submit"]').click();
        await page.waitForURL((url) => url.searchParams.get("sent") === "consultation");
        await expect(page.getByRole("heading", { name: tx.consultationSent })).toBeVisible();
      } finally {
        await context.close();
      }
    });
  }

  test(`${lang.code}: typed before the scripts arrive, the entries survive hydration and send`, async ({ page }) => {
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Installed before the page loads, so performance.timeOrigin, from which a form typed into before hydration counts, is on the clock the test moves on.
    await page.clock.install();
    await page.goto(`${lang.home}#contact`, { waitUntil: "commit" });
    await expect(page.locator('#contact input[name="fullName"]')).toBeVisible();
    await fillContactForm(page, lang);
    releaseScripts();
    await waitForHydration(page);
    await expect(page.locator('#contact input[name="company"]')).toHaveValue("Najd Holding");
    await expect(page.locator('#contact select[name="service"]')).toHaveValue("executive-search");
    await freshAddress(page);
    await page.clock.fastForward(MIN_FILL_MS + 2_000);
    await page.locator('#contact button[type="submit"]').click();
    await expect(page.getByTestId("contact-thank-you")).toBeVisible({ timeout: 20_000 });
  });
}

test("client data requests carry the page's own texts, whatever their form", async ({ request }) => {
  const cases: [string, string][] = [
    ["/_.data", "home.hero.title"],
    ["/_.data?_routes=root", "home.hero.title"],
    ["/ar.data", "home.hero.title"],
    ["/ar.data?_routes=root%2Croutes%2Fhome", "home.hero.title"],
    ["/blog.data?category=leadership", "blog.title"],
    ["/ar/blog.data", "blog.title"],
    ["/contact.data", "leads.page.title"],
    ["/ar/connect.data", "connect.advisor.name"],
    ["/privacy-policy.data", "legal.toc"],
  ];
  for (const [address, key] of cases) {
    const res = await request.get(address);
    expect(res.status(), address).toBe(200);
    expect(await res.text(), `${address} carries ${key}`).toContain(`"${key}"`);
  }
});
