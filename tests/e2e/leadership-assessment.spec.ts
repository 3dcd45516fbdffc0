import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The leadership future-readiness assessment (/leadership-assessment) in both
 * languages, and its admin tab. Texts are written out here (not read from the
 * catalogs), so an untranslated or changed message fails a test.
 */
test.describe.configure({ timeout: 60_000 });

interface Texts {
  title: RegExp;
  start: string;
  progress: (n: number) => string;
  scale: [string, string, string, string, string];
  question1: string;
  previous: string;
  next: string;
  complete: string;
  details: { title: string; name: string; email: string; emailHint: string; company: string; phone: string; submit: string; nameError: string; emailError: string };
  results: { title: string; category: string; summary: string; nextSteps: string; firstStep: string; book: string; download: string; emailNote: string; emailUnavailable: string };
  saveError: string;
  /** The page's own words when the server failed (5xx): its internals are never shown. */
  saveFallback: string;
  saveFailed: { title: string; sendAgain: string };
  resume: { notice: string; startOver: string };
  sample: { name: string; company: string };
}

const texts: Record<LangCode, Texts> = {
  en: {
    title: /^Leadership Future-Readiness Assessment \| /,
    start: "Start Assessment",
    progress: (n) => `Question ${n} of 10`,
    scale: ["Minimal / Not at all", "Somewhat", "Moderately", "Significantly", "Extensively"],
    question1: "To what extent does your leadership team anticipate market disruptions and prepare the organisation before they arrive?",
    previous: "Previous",
    next: "Next",
    complete: "Complete",
    details: {
      title: "Almost Done!",
      name: "Full Name",
      email: "Email Address",
      emailHint: "If you provide an address, we will e-mail your results to you.",
      company: "Company/Organisation",
      phone: "Phone Number",
      submit: "View My Results",
      nameError: "Please enter your full name.",
      emailError: "Please enter a valid email address",
    },
    results: {
      title: "Your Results",
      category: "Future-Ready",
      summary: "Assessment summary",
      nextSteps: "Recommended next steps",
      firstStep: "Expand your leadership initiatives",
      book: "Book a Consultation",
      download: "Download Results as PDF",
      emailNote: "A copy of these results is on its way to",
      emailUnavailable: "We cannot e-mail you a copy at the moment. To keep your results, download them as a PDF below.",
    },
    saveError: "Error saving assessment",
    saveFallback: "Your results could not be saved. Please try again later.",
    saveFailed: { title: "Your results were not saved", sendAgain: "Send again" },
    resume: { notice: "Welcome back: we kept your answers so far", startOver: "Start over" },
    sample: { name: "Layla Al-Qahtani", company: "Najd Holding" },
  },
  ar: {
    title: /^تقييم جاهزية القيادة للمستقبل \| /,
    start: "ابدأ التقييم",
    progress: (n) => `السؤال ${n} من 10`,
    scale: ["ضئيل / لا على الإطلاق", "إلى حدٍّ ما", "بدرجة متوسطة", "بدرجة كبيرة", "بدرجة كبيرة جدًا"],
    question1: "إلى أي مدى يستشرف فريقكم القيادي التحولات المُربكة في السوق ويهيّئ المؤسسة لها قبل وقوعها؟",
    previous: "السابق",
    next: "التالي",
    complete: "إنهاء",
    details: {
      title: "اقتربتم من النهاية!",
      name: "الاسم الكامل",
      email: "البريد الإلكتروني",
      emailHint: "إن أدخلتم بريدكم الإلكتروني فسنرسل نتيجتكم إليه.",
      company: "الشركة / الجهة",
      phone: "رقم الهاتف",
      submit: "اعرض نتيجتي",
      nameError: "يُرجى إدخال الاسم الكامل.",
      emailError: "يُرجى إدخال بريد إلكتروني صحيح",
    },
    results: {
      title: "نتيجتكم",
      category: "جاهز للمستقبل",
      summary: "ملخص التقييم",
      nextSteps: "الخطوات التالية المقترحة",
      firstStep: "وسّعوا مبادراتكم القيادية",
      book: "احجز استشارة",
      download: "تنزيل النتيجة بصيغة PDF",
      emailNote: "ستصلكم نسخة من هذه النتيجة على",
      emailUnavailable: "يتعذّر إرسال نسخة إلى بريدكم الإلكتروني حاليًا. للاحتفاظ بنتيجتكم، نزّلوها بصيغة PDF من الأسفل.",
    },
    saveError: "خطأ في حفظ التقييم",
    saveFallback: "تعذّر حفظ نتيجتكم. يُرجى المحاولة لاحقًا.",
    saveFailed: { title: "لم تُحفظ نتيجتكم", sendAgain: "أعد الإرسال" },
    resume: { notice: "مرحبًا بعودتكم: احتفظنا بإجاباتكم السابقة", startOver: "ابدأ من جديد" },
    sample: { name: "ليلى القحطاني", company: "شركة نجد القابضة" },
  },
};

/** Adds up to 42: Future-Ready. */
const ANSWERS = [5, 4, 4, 5, 3, 4, 5, 4, 4, 4];

function toast(page: Page) {
  return page.getByRole("region", { name: /F8/ }).getByRole("listitem");
}

/** A radio's accessible name: its value and its label, e.g. "2 – Somewhat". */
function option(tx: Texts, value: number) {
  return { name: `${value} – ${tx.scale[value - 1]}`, exact: true };
}

/** Answers the questions from `from` (0-based) to the last with the mouse, checking the progress and the buttons on the way. */
async function answerAll(page: Page, tx: Texts, values: number[] = ANSWERS, from = 0) {
  for (let i = from; i < values.length; i++) {
    await expect(page.getByText(tx.progress(i + 1), { exact: true })).toBeVisible();
    const button = page.getByRole("button", { name: i === values.length - 1 ? tx.complete : tx.next, exact: true });
    await expect(button).toBeDisabled();
    await page.getByRole("radio", option(tx, values[i])).check();
    await expect(button).toBeEnabled();
    await button.click();
  }
}

function detailsForm(page: Page, tx: Texts) {
  return {
    name: page.getByRole("textbox", { name: tx.details.name }),
    email: page.getByRole("textbox", { name: new RegExp(`^${tx.details.email}`) }),
    company: page.getByRole("textbox", { name: new RegExp(`^${tx.details.company}`) }),
    phone: page.getByRole("textbox", { name: new RegExp(`^${tx.details.phone}`) }),
    submit: page.getByRole("button", { name: tx.details.submit }),
  };
}

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`leadership assessment (${lang.code})`, () => {
    test.use({ viewport: desktop, acceptDownloads: true });

    test.beforeEach(async ({ page }) => {
      await page.clock.install();
    });

    test("intro → ten questions → details → results at once, saved in the background; the PDF downloads", async ({ page }, testInfo) => {
      await open(page, lang.path("/leadership-assessment"));
      await expect(page).toHaveTitle(tx.title);
      await expect(page.locator("html")).toHaveAttribute("dir", lang.dir);
      await page.getByRole("button", { name: tx.start }).click();

      // First question: focus moves to it; Previous is disabled; the options are a keyboard radio group.
      const heading = page.getByRole("heading", { name: tx.question1 });
      await expect(heading).toBeFocused();
      await expect(page.getByRole("button", { name: tx.previous })).toBeDisabled();
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
      await expect(page.getByRole("button", { name: tx.next, exact: true })).toBeDisabled();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("radio", option(tx, 1))).toBeFocused();
      await page.keyboard.press("Space");
      await expect(page.getByRole("radio", option(tx, 1))).toBeChecked();
      for (let value = 2; value <= ANSWERS[0]; value++) await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio", option(tx, ANSWERS[0]))).toBeChecked();
      await page.getByRole("button", { name: tx.next, exact: true }).click();
      await expect(page.getByText(tx.progress(2), { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: tx.previous })).toBeEnabled();
      await page.getByRole("button", { name: tx.previous }).click();
      await expect(page.getByText(tx.progress(1), { exact: true })).toBeVisible();
      await expect(page.getByRole("radio", option(tx, ANSWERS[0]))).toBeChecked();
      await page.getByRole("button", { name: tx.next, exact: true }).click();

      await answerAll(page, tx, ANSWERS, 1);

      await expect(page.getByRole("heading", { name: tx.details.title })).toBeFocused();
      const form = detailsForm(page, tx);
      await expect(form.email).toHaveAttribute("dir", "ltr");
      await expect(form.phone).toHaveAttribute("dir", "ltr");
      await expect(form.phone).toHaveAttribute("placeholder", "+966");
      await form.submit.click();
      await expect(form.name).toHaveAccessibleDescription(tx.details.nameError);
      await form.name.fill(tx.sample.name);
      await form.email.fill("layla@");
      await form.submit.click();
      await expect(form.email).toHaveAccessibleDescription(`${tx.details.emailHint} ${tx.details.emailError}`);
      await form.email.fill("layla@example.sa");
      await form.company.fill(tx.sample.company);
      await form.phone.fill("+966 50 123 4567");
      await page.clock.fastForward(5_000);

      // Hold the save: the results must not wait for it.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/leadership-assessment", async (route) => {
        await held;
        await route.continue();
      });
      const request = page.waitForRequest((r) => r.url().endsWith("/api/leadership-assessment") && r.method() === "POST");
      await form.submit.click();
      const results = page.getByTestId("leadership-results");
      await expect(page.getByRole("heading", { name: tx.results.title })).toBeFocused();
      await expect(page.getByTestId("leadership-score")).toHaveText("42");
      await expect(results.getByText(tx.results.category).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: tx.results.summary })).toBeVisible();
      await expect(page.getByRole("heading", { name: tx.results.nextSteps })).toBeVisible();
      await expect(results.getByRole("listitem").filter({ hasText: tx.results.firstStep })).toBeVisible();
      // Nothing is promised about the e-mailed copy until the save has answered.
      await expect(results.getByText(tx.results.emailNote)).toHaveCount(0);
      await expect(results).not.toHaveAttribute("data-assessment-id");

      const body = (await request).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        name: tx.sample.name,
        email: "layla@example.sa",
        company: tx.sample.company,
        phone: "+966 50 123 4567",
        totalScore: 42,
        category: "Future-Ready",
        language: lang.code,
      });
      expect(JSON.parse(body.answers as string)).toEqual(Object.fromEntries(ANSWERS.map((v, i) => [String(i + 1), v])));
      expect(Number(body.sentAt) - Number(body.startedAt)).toBeGreaterThanOrEqual(3_000);
      const response = page.waitForResponse((r) => r.url().endsWith("/api/leadership-assessment"));
      release();
      const answered = await response;
      expect(answered.status()).toBe(201);
      await expect(results).toHaveAttribute("data-assessment-id", /^\d+$/);
      // The e2e server has an SMTP host (scripts/e2e.mjs): the copy is queued, and only now does the page say so.
      const { resultsEmail } = (await answered.json()) as { resultsEmail: string };
      if (resultsEmail === "queued") await expect(results.getByText(tx.results.emailNote)).toBeVisible();
      else await expect(results.getByText(tx.results.emailUnavailable)).toBeVisible();
      expect(["queued", "notConfigured"]).toContain(resultsEmail);
      // Saved: nothing is kept for a reload any more.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem("leadership-assessment:progress:v1"))).toBeNull();

      // Book a Consultation: the booking page when configured, otherwise the contact page in this language.
      const book = results.getByRole("link", { name: new RegExp(tx.results.book) });
      const href = await book.getAttribute("href");
      expect(href === lang.path("/contact") || (href?.startsWith("https://") && (await book.getAttribute("target")) === "_blank")).toBe(true);

      const downloadEvent = page.waitForEvent("download");
      await page.getByRole("button", { name: tx.results.download }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe("leadership-assessment-results.pdf");
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await expect(page.getByRole("button", { name: tx.results.download })).toBeEnabled();

      const report = await scanAccessibility(page, testInfo, `leadership-results-${lang.code}`);
      expect(report.failing, report.text).toEqual([]);
    });

    test("an unfinished assessment survives a reload, the form's typing too, and Start over begins afresh", async ({ page }) => {
      await open(page, lang.path("/leadership-assessment"));
      await page.getByRole("button", { name: tx.start }).click();
      const first = [4, 2, 5];
      for (let i = 0; i < first.length; i++) {
        await page.getByRole("radio", option(tx, first[i])).check();
        await page.getByRole("button", { name: tx.next, exact: true }).click();
      }
      await expect(page.getByText(tx.progress(4), { exact: true })).toBeVisible();
      // Nothing promised on a first visit.
      await expect(page.getByText(tx.resume.notice)).toHaveCount(0);

      await page.reload();
      await expect(page.getByText(tx.progress(4), { exact: true })).toBeVisible();
      await expect(page.getByText(tx.resume.notice)).toBeVisible();
      await expect(page.getByRole("button", { name: tx.next, exact: true })).toBeDisabled();
      for (let i = first.length - 1; i >= 0; i--) {
        await page.getByRole("button", { name: tx.previous }).click();
        await expect(page.getByText(tx.progress(i + 1), { exact: true })).toBeVisible();
        await expect(page.getByRole("radio", option(tx, first[i]))).toBeChecked();
      }
      await page.getByRole("button", { name: tx.next, exact: true }).click();
      await page.getByRole("button", { name: tx.next, exact: true }).click();
      await page.getByRole("button", { name: tx.next, exact: true }).click();
      await answerAll(page, tx, [...first, 3, 3, 3, 3, 3, 3, 3], first.length);

      // The "Almost Done!" form keeps what was typed.
      const form = detailsForm(page, tx);
      await form.name.fill(tx.sample.name);
      await form.company.fill(tx.sample.company);
      await page.reload();
      await expect(page.getByRole("heading", { name: tx.details.title })).toBeVisible();
      await expect(form.name).toHaveValue(tx.sample.name);
      await expect(form.company).toHaveValue(tx.sample.company);

      await page.getByRole("button", { name: tx.resume.startOver }).click();
      await expect(page.getByRole("button", { name: tx.start })).toBeVisible();
      await expect(page.getByText(tx.resume.notice)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("button", { name: tx.start })).toBeVisible();
      await page.getByRole("button", { name: tx.start }).click();
      await expect(page.getByText(tx.progress(1), { exact: true })).toBeVisible();
      await expect(page.getByRole("radio", option(tx, first[0]))).not.toBeChecked();
    });

    test("ignores a corrupt or outdated kept state and starts at the intro", async ({ page }) => {
      await open(page, lang.path("/leadership-assessment"));
      await page.evaluate(() => sessionStorage.setItem("leadership-assessment:progress:v1", JSON.stringify({ version: 1, step: "questions", index: 7, answers: { 1: 9 } })));
      await page.reload();
      await expect(page.getByRole("button", { name: tx.start })).toBeVisible();
      await expect(page.getByText(tx.resume.notice)).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem("leadership-assessment:progress:v1"))).toBeNull();
    });

    test("keeps the results on screen, says they were not saved (no copy on its way) and sends them again", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 500/);
      await page.route("**/api/leadership-assessment", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong on our side.", code: "INTERNAL" }) }),
      );
      await open(page, lang.path("/leadership-assessment"));
      await page.getByRole("button", { name: tx.start }).click();
      await answerAll(page, tx, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
      const form = detailsForm(page, tx);
      await form.name.fill(tx.sample.name);
      await form.email.fill("layla@example.sa");
      await page.clock.fastForward(5_000);
      await form.submit.click();

      await expect(toast(page)).toContainText(tx.saveError);
      await expect(toast(page)).toContainText(tx.saveFallback);
      await expect(page.getByTestId("leadership-score")).toHaveText("20");
      const results = page.getByTestId("leadership-results");
      await expect(results).not.toHaveAttribute("data-assessment-id");
      // An address was given, but the save failed: nothing may say a copy is on its way.
      const failed = page.getByTestId("leadership-save-failed");
      await expect(failed).toContainText(tx.saveFailed.title);
      await expect(failed).toContainText(tx.saveFallback);
      await expect(page.getByText(tx.results.emailNote)).toHaveCount(0);

      // Sent again: the server now answers, on a server without mail delivery (as a deployment without SMTP would).
      const saved = { id: 4242, name: tx.sample.name, email: "layla@example.sa", company: null, totalScore: 20, category: "High Risk", sentEmail: false, createdAt: new Date().toISOString() };
      await page.unroute("**/api/leadership-assessment");
      const bodies: Record<string, unknown>[] = [];
      await page.route("**/api/leadership-assessment", (route) => {
        bodies.push(route.request().postDataJSON() as Record<string, unknown>);
        return route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ assessment: saved, resultsEmail: "notConfigured" }) });
      });
      await failed.getByRole("button", { name: tx.saveFailed.sendAgain }).click();
      await expect(results).toHaveAttribute("data-assessment-id", "4242");
      await expect(failed).toHaveCount(0);
      expect(bodies[0]).toMatchObject({ name: tx.sample.name, email: "layla@example.sa", totalScore: 20, category: "High Risk" });
      await expect(results.getByText(tx.results.emailUnavailable)).toBeVisible();
      await expect(page.getByText(tx.results.emailNote)).toHaveCount(0);
    });

    test("keeps the filled-in form for a reload when the save fails", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 500/);
      await page.route("**/api/leadership-assessment", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong on our side.", code: "INTERNAL" }) }),
      );
      await open(page, lang.path("/leadership-assessment"));
      await page.getByRole("button", { name: tx.start }).click();
      await answerAll(page, tx, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
      const form = detailsForm(page, tx);
      await form.name.fill(tx.sample.name);
      await page.clock.fastForward(5_000);
      await form.submit.click();
      await expect(page.getByTestId("leadership-save-failed")).toBeVisible();
      // No e-mail address given: no promise of one.
      await expect(page.getByText(tx.results.emailNote)).toHaveCount(0);

      // Not saved: a reload goes back to the filled-in form, to send it again.
      await page.reload();
      await expect(page.getByRole("heading", { name: tx.details.title })).toBeVisible();
      await expect(form.name).toHaveValue(tx.sample.name);
    });
  });
}

test.describe("leadership assessment on a phone (ar)", () => {
  test.use({ viewport: mobile });

  test("fits the screen and mirrors: no sideways scrolling, the progress bar grows from the right", async ({ page }) => {
    const tx = texts.ar;
    await open(page, "/ar/leadership-assessment");
    await page.getByRole("button", { name: tx.start }).click();
    await page.getByRole("radio", option(tx, 4)).check();
    const bar = page.getByRole("progressbar");
    const barBox = (await bar.boundingBox())!;
    const fillBox = (await bar.locator("div").boundingBox())!;
    expect(Math.abs(fillBox.x + fillBox.width - (barBox.x + barBox.width))).toBeLessThan(1.5);
    expect(fillBox.width).toBeLessThan(barBox.width / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe("admin Leadership tab", () => {
  test.use({ viewport: desktop });

  test("lists a submission with its score, category and e-mail status, and marks it as sent", async ({ page }) => {
    const name = `E2E Taker ${Date.now()}`;
    const token = await csrfToken(page);
    const saved = await page.request.post("/api/leadership-assessment", {
      headers: { "X-CSRF-Token": token },
      data: {
        name,
        email: "e2e-taker@example.sa",
        company: "E2E Holding",
        phone: null,
        totalScore: 33,
        category: "Moderate Gaps",
        answers: JSON.stringify({ 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 4, 10: 5 }),
        language: "en",
        startedAt: Date.now() - 60_000,
        sentAt: Date.now(),
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await signInAsAdmin(page);
    await open(page, "/admin?tab=leadership");
    await page.getByRole("searchbox").fill(name);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    // Export CSV downloads what the search shows.
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", `/api/admin/leadership-assessments.csv?${new URLSearchParams({ search: name, lang: "en" }).toString()}`);
    const csv = await page.request.get((await exportLink.getAttribute("href"))!);
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="leadership-assessments-/);
    expect(await csv.text()).toContain(`"${name}","e2e-taker@example.sa","E2E Holding"`);
    await expect(row).toContainText("e2e-taker@example.sa");
    await expect(row).toContainText("33/50");
    await expect(row).toContainText("Moderate Gaps");
    await expect(row).toContainText("Pending");
    const mark = row.getByRole("button", { name: `Mark the results e-mail to ${name} as sent` });
    await mark.click();
    await expect(toast(page)).toContainText("Status updated");
    await expect(toast(page)).toContainText("Assessment email status has been updated");
    await expect(row).toContainText("Sent");
    await expect(mark).toBeDisabled();
    await expect(page.getByTestId("mail-not-configured")).toHaveCount(0);
  });

  test("without mail delivery on the server, says results e-mails are only queued (both languages)", async ({ page }) => {
    // The e2e server has an SMTP host; a server without one answers mailConfigured: false, as the API tests prove.
    await page.route(/\/api\/admin\/leadership-assessments\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, mailConfigured: false } });
    });
    const name = `E2E Queued ${Date.now()}`;
    const token = await csrfToken(page);
    const saved = await page.request.post("/api/leadership-assessment", {
      headers: { "X-CSRF-Token": token },
      data: {
        name,
        email: "e2e-queued@example.sa",
        company: null,
        phone: null,
        totalScore: 50,
        category: "Future-Ready",
        answers: JSON.stringify({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5, 7: 5, 8: 5, 9: 5, 10: 5 }),
        language: "ar",
        startedAt: Date.now() - 60_000,
        sentAt: Date.now(),
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await signInAsAdmin(page);
    const words = {
      en: { notice: "E-mail is not set up on this server", queued: "Queued, not sent" },
      ar: { notice: "البريد الإلكتروني غير مُهيّأ على هذا الخادم", queued: "في قائمة الانتظار، لم يُرسَل" },
    } as const;
    for (const code of ["en", "ar"] as const) {
      await open(page, `${code === "ar" ? "/ar" : ""}/admin?tab=leadership`);
      await expect(page.getByTestId("mail-not-configured")).toContainText(words[code].notice);
      await page.getByRole("searchbox").fill(name);
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toContainText(words[code].queued);
    }
  });
});
