import { readFile } from "node:fs/promises";
import type { Page, Request } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The HR assessment (/hr-assessment) in both languages: the HR
 * professional's and the business leader's flows with the spec's back
 * moves, results, the consultation request and an accessibility scan.
 * Texts are written out here (not read from the catalogs), so an
 * untranslated or changed text fails a test.
 */
test.describe.configure({ timeout: 60_000 });

interface Texts {
  title: RegExp;
  introHeading: string;
  start: string;
  categories: string[];
  time: string;
  roleHeading: string;
  hrRole: string;
  leaderRole: string;
  back: string;
  previous: string;
  next: string;
  finish: string;
  progress: (n: number, total: number) => string;
  hrOptions: Record<"never" | "rarely" | "sometimes" | "usually" | "always" | "dont_know", string>;
  scale: string[];
  firstHrQuestion: string;
  challengesHeading: string;
  challenges: { saudization: string; succession: string };
  backToQuestions: string;
  seeResults: string;
  resultsHeading: string;
  percent: (value: number) => string;
  ratings: { strong: string; adequate: string; critical: string; needsImprovement: string };
  risk: { low: string; medium: string };
  messageGood: string;
  strengths: string;
  improvements: string;
  bookCall: string;
  download: string;
  requestConsultation: string;
  contactHeading: string;
  formName: string;
  fullName: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  submit: string;
  backToResults: string;
  sentHeading: string;
  requestSent: string;
  toastSent: { title: string; description: string };
  toastError: { title: string; description: string };
  sample: { name: string; company: string; message: string };
  startOver: string;
  progressSaved: string;
  progressRestored: string;
  admin: { tab: string; search: string; exportCsv: string; view: (company: string) => string; csvHeader: string };
}


const texts: Record<LangCode, Texts> = {
  en: {
    title: /^HR Assessment \| /,
    introHeading: "How healthy are your HR practices?",
    start: "Start Assessment",
    categories: ["Labour Law Compliance", "Saudization & Nitaqat", "GOSI & Social Insurance", "Employee Engagement", "Performance Management"],
    time: "Takes about 5-7 minutes",
    roleHeading: "Which best describes you?",
    hrRole: "HR Professional",
    leaderRole: "Business Leader",
    back: "Back",
    previous: "Previous",
    next: "Next",
    finish: "Finish",
    progress: (n, total) => `Question ${n} of ${total}`,
    hrOptions: { never: "Never", rarely: "Rarely", sometimes: "Sometimes", usually: "Usually", always: "Always", dont_know: "Don't know" },
    scale: ["Not at all", "To a small extent", "To a moderate extent", "To a large extent", "Fully"],
    firstHrQuestion: "Are your employment contracts written in Arabic, documented on Qiwa and in line with the Saudi Labour Law?",
    challengesHeading: "What are your biggest people challenges?",
    challenges: { saudization: "Meeting Saudization (Nitaqat) targets", succession: "Planning leadership succession" },
    backToQuestions: "Back to questions",
    seeResults: "See My Results",
    resultsHeading: "Your HR assessment results",
    percent: (value) => `${value}%`,
    ratings: { strong: "Strong Area", adequate: "Adequate", critical: "Critical Attention Required", needsImprovement: "Needs Improvement" },
    risk: { low: "Low Risk", medium: "Medium Risk" },
    messageGood: "Good. Your HR foundations are solid, with a few areas that would benefit from attention.",
    strengths: "Your strengths",
    improvements: "Areas to improve",
    bookCall: "Book a Call",
    download: "Download results (PDF)",
    requestConsultation: "Request a Consultation",
    contactHeading: "Request a consultation",
    formName: "Consultation request",
    fullName: "Full name",
    email: "Email address",
    company: "Company",
    phone: "Phone number",
    message: "Message",
    submit: "Submit Request",
    backToResults: "Back to results",
    sentHeading: "Thank you, your request is on its way",
    requestSent: "Your consultation request has been sent. Our HR experts will contact you within 24 hours.",
    toastSent: { title: "Request Submitted Successfully", description: "Our HR experts will contact you within 24 hours" },
    toastError: { title: "Error", description: "Failed to submit assessment. Please try again." },
    sample: { name: "Layla Al-Qahtani", company: "Najd Holding", message: "We are 120 people across Riyadh and Jeddah." },
    startOver: "Start over",
    progressSaved: "Your answers are kept in this browser tab until you send them or close the tab.",
    progressRestored: "Welcome back: we kept your unfinished assessment. Continue where you left off, or start over.",
    admin: {
      tab: "HR Assessment",
      search: "Search by company, name or email",
      exportCsv: "Export CSV",
      view: (company) => `View the assessment of ${company}`,
      csvHeader: '"Date","Company","Contact name","Email","Phone","Role","Overall score (%)","Risk level"',
    },
  },
  ar: {
    title: /^تقييم الموارد البشرية \| /,
    introHeading: "ما مدى متانة ممارسات الموارد البشرية لديكم؟",
    start: "ابدأ التقييم",
    categories: ["الامتثال لنظام العمل", "التوطين ونطاقات", "التأمينات الاجتماعية", "الارتباط الوظيفي", "إدارة الأداء"],
    time: "يستغرق نحو 5 إلى 7 دقائق",
    roleHeading: "أيّ مما يلي يصفكم بدقة أكبر؟",
    hrRole: "متخصص موارد بشرية",
    leaderRole: "قائد أعمال",
    back: "رجوع",
    previous: "السابق",
    next: "التالي",
    finish: "إنهاء",
    progress: (n, total) => `السؤال ${n} من ${total}`,
    hrOptions: { never: "أبدًا", rarely: "نادرًا", sometimes: "أحيانًا", usually: "غالبًا", always: "دائمًا", dont_know: "لا أعرف" },
    scale: ["لا ينطبق إطلاقًا", "بدرجة محدودة", "بدرجة متوسطة", "بدرجة كبيرة", "بالكامل"],
    firstHrQuestion: "هل عقود العمل لديكم مكتوبة باللغة العربية وموثقة في منصة قوى ومتوافقة مع نظام العمل السعودي؟",
    challengesHeading: "ما أبرز التحديات التي تواجهكم في إدارة الموارد البشرية؟",
    challenges: { saudization: "تحقيق نسب التوطين المطلوبة في نطاقات", succession: "التخطيط لتعاقب القيادات" },
    backToQuestions: "العودة إلى الأسئلة",
    seeResults: "عرض نتائجي",
    resultsHeading: "نتائج تقييم الموارد البشرية",
    // One digit rule (decision 021): Western digits and "%" on Arabic pages too.
    percent: (value) => `${value}%`,
    ratings: { strong: "مجال قوة", adequate: "مقبول", critical: "يتطلب اهتمامًا عاجلًا", needsImprovement: "يحتاج إلى تحسين" },
    risk: { low: "مخاطر منخفضة", medium: "مخاطر متوسطة" },
    messageGood: "جيد. أسس الموارد البشرية لديكم متينة، مع بعض المحاور التي تستحق مزيدًا من الاهتمام.",
    strengths: "نقاط القوة",
    improvements: "مجالات التحسين",
    bookCall: "احجز مكالمة",
    download: "تنزيل النتائج (PDF)",
    requestConsultation: "اطلب استشارة",
    contactHeading: "اطلب استشارة",
    formName: "طلب استشارة",
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    company: "الشركة",
    phone: "رقم الهاتف",
    message: "الرسالة",
    submit: "إرسال الطلب",
    backToResults: "العودة إلى النتائج",
    sentHeading: "شكرًا لكم، وصلنا طلبكم",
    requestSent: "أُرسل طلب الاستشارة. سيتواصل معكم خبراء الموارد البشرية لدينا خلال 24 ساعة.",
    toastSent: { title: "تم إرسال طلبكم بنجاح", description: "سيتواصل معكم خبراء الموارد البشرية لدينا خلال 24 ساعة" },
    toastError: { title: "خطأ", description: "تعذّر إرسال التقييم. يُرجى المحاولة مرة أخرى." },
    sample: { name: "ليلى القحطاني", company: "شركة نجد القابضة", message: "لدينا 120 موظفًا في الرياض وجدة." },
    startOver: "ابدأ من جديد",
    progressSaved: "تُحفظ إجاباتكم في علامة التبويب هذه حتى ترسلوها أو تغلقوا علامة التبويب.",
    progressRestored: "مرحبًا بعودتكم، احتفظنا بتقييمكم غير المكتمل. تابعوا من حيث توقفتم أو ابدؤوا من جديد.",
    admin: {
      tab: "تقييم الموارد البشرية",
      search: "ابحث باسم الشركة أو الاسم أو البريد الإلكتروني",
      exportCsv: "تصدير ملف CSV",
      view: (company) => `عرض تقييم ${company}`,
      csvHeader: '"التاريخ","الشركة","اسم جهة الاتصال","البريد الإلكتروني","الهاتف","الدور","النتيجة الإجمالية (%)","مستوى المخاطر"',
    },
  },
};

/**
 * HR answers giving compliance 100, saudization 20, GOSI 80, engagement 60
 * and performance 90: overall 70 ("good", low risk).
 */
const hrAnswers = ["always", "always", "never", "dont_know", "usually", "usually", "sometimes", "sometimes", "usually", "always"] as const;
/** Leader answers: talent 40, performance 80, growth 60, compliance 100, succession 20 → overall 60 (medium risk). */
const leaderAnswers = [2, 4, 3, 5, 1];

function toast(page: Page) {
  return page.getByRole("region", { name: /F8/ }).getByRole("listitem");
}

function heading(page: Page, name: string) {
  return page.getByRole("heading", { name, exact: true });
}

async function answerHrQuestions(page: Page, tx: Texts, options: { firstAnswered?: boolean } = {}) {
  for (let i = 0; i < hrAnswers.length; i++) {
    await expect(page.getByText(tx.progress(i + 1, 10), { exact: true })).toBeVisible();
    const next = page.getByRole("button", { name: i === 9 ? tx.finish : tx.next, exact: true });
    if (i > 0 || !options.firstAnswered) await expect(next).toBeDisabled();
    await page.getByRole("radio", { name: tx.hrOptions[hrAnswers[i]], exact: true }).check();
    await next.click();
  }
}

async function answerLeaderQuestions(page: Page, tx: Texts) {
  for (let i = 0; i < leaderAnswers.length; i++) {
    await expect(page.getByText(tx.progress(i + 1, 5), { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: tx.scale[leaderAnswers[i] - 1], exact: true }).check();
    await page.getByRole("button", { name: i === 4 ? tx.finish : tx.next, exact: true }).click();
  }
}

function contactForm(page: Page, tx: Texts) {
  const form = page.getByRole("form", { name: tx.formName });
  return {
    form,
    name: form.getByRole("textbox", { name: tx.fullName }),
    email: form.getByRole("textbox", { name: tx.email }),
    company: form.getByRole("textbox", { name: tx.company }),
    phone: form.getByRole("textbox", { name: new RegExp(`^${tx.phone}`) }),
    message: form.getByRole("textbox", { name: new RegExp(`^${tx.message}`) }),
    submit: form.getByRole("button", { name: tx.submit }),
  };
}

async function fillContact(page: Page, tx: Texts) {
  const form = contactForm(page, tx);
  await expect(form.submit).toBeDisabled();
  await form.name.fill(tx.sample.name);
  await form.email.fill("layla@example.sa");
  await expect(form.submit).toBeDisabled();
  await form.company.fill(tx.sample.company);
  await expect(form.submit).toBeEnabled();
  await form.phone.fill("+966 50 123 4567");
  await form.message.fill(tx.sample.message);
  return form;
}

async function postedBody(request: Request): Promise<Record<string, unknown>> {
  return request.postDataJSON() as Record<string, unknown>;
}

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`HR assessment (${lang.code})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install();
    });

    test("an HR professional goes through the questions with the back moves, sees the results and requests a consultation", async ({ page }) => {
      await page.setViewportSize(desktop);
      await open(page, lang.path("/hr-assessment"));
      await expect(page).toHaveTitle(tx.title);
      await expect(heading(page, tx.introHeading)).toBeVisible();
      for (const category of tx.categories) await expect(page.getByText(category, { exact: true })).toBeVisible();
      await expect(page.getByText(tx.time)).toBeVisible();

      await page.getByRole("button", { name: tx.start }).click();
      await expect(heading(page, tx.roleHeading)).toBeFocused();
      await page.getByRole("button", { name: tx.back, exact: true }).click();
      await expect(heading(page, tx.introHeading)).toBeFocused();
      await page.getByRole("button", { name: tx.start }).click();

      // A role, one answer, back to the role cards: choosing a role again starts afresh.
      await page.getByRole("button", { name: new RegExp(`^${tx.hrRole}`) }).click();
      await expect(heading(page, tx.firstHrQuestion)).toBeFocused();
      await expect(page.getByRole("radiogroup", { name: tx.firstHrQuestion })).toBeVisible();
      await page.getByRole("radio", { name: tx.hrOptions.rarely, exact: true }).check();
      await page.getByRole("button", { name: tx.previous }).click();
      await expect(heading(page, tx.roleHeading)).toBeFocused();
      await page.getByRole("button", { name: new RegExp(`^${tx.hrRole}`) }).click();
      await expect(page.getByText(tx.progress(1, 10), { exact: true })).toBeVisible();
      await expect(page.getByRole("radio", { name: tx.hrOptions.rarely, exact: true })).not.toBeChecked();
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");

      // The options are a radio group: arrow keys move the choice.
      await page.getByRole("radio", { name: tx.hrOptions.never, exact: true }).check();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio", { name: tx.hrOptions.rarely, exact: true })).toBeChecked();

      await answerHrQuestions(page, tx, { firstAnswered: true });

      await expect(heading(page, tx.resultsHeading)).toBeFocused();
      await expect(page.getByRole("heading", { name: tx.challengesHeading })).toHaveCount(0);
      await expect(page.getByTestId("hr-overall-score")).toHaveText(tx.percent(70));
      await expect(page.getByText(tx.risk.low, { exact: true })).toBeVisible();
      await expect(page.getByText(tx.messageGood)).toBeVisible();
      await expect(page.getByTestId("hr-category-compliance")).toContainText(tx.ratings.strong);
      await expect(page.getByTestId("hr-category-saudization")).toContainText(tx.percent(20));
      await expect(page.getByTestId("hr-category-saudization")).toContainText(tx.ratings.critical);
      await expect(page.getByTestId("hr-category-engagement")).toContainText(tx.ratings.adequate);
      await expect(page.getByTestId("hr-category-saudization").locator("[data-tone]")).toHaveAttribute("data-tone", "red");
      await expect(page.getByTestId("hr-category-engagement").locator("[data-tone]")).toHaveAttribute("data-tone", "yellow");
      await expect(page.getByTestId("hr-category-gosi").locator("[data-tone]")).toHaveAttribute("data-tone", "green");
      const strengths = page.locator("section", { has: page.getByRole("heading", { name: tx.strengths }) }).getByRole("listitem");
      await expect(strengths).toHaveText([`${tx.categories[0]}${tx.percent(100)}`, `${tx.categories[4]}${tx.percent(90)}`, `${tx.categories[2]}${tx.percent(80)}`]);
      const improvements = page.locator("section", { has: page.getByRole("heading", { name: tx.improvements }) }).getByRole("listitem");
      await expect(improvements).toHaveText([`${tx.categories[1]}${tx.percent(20)}`, `${tx.categories[3]}${tx.percent(60)}`]);

      const booking = page.getByRole("link", { name: new RegExp(tx.bookCall) });
      if ((await booking.count()) > 0) {
        await expect(booking).toHaveAttribute("target", "_blank");
        await expect(booking).toHaveAttribute("rel", /noopener/);
      }

      // Contact and back: what was typed stays.
      await page.getByRole("button", { name: tx.requestConsultation }).click();
      await expect(heading(page, tx.contactHeading)).toBeFocused();
      let form = await fillContact(page, tx);
      await expect(form.email).toHaveAttribute("dir", "ltr");
      await expect(form.phone).toHaveAttribute("dir", "ltr");
      await expect(form.message).toHaveAttribute("rows", "4");
      await form.form.getByRole("button", { name: tx.backToResults }).click();
      await expect(heading(page, tx.resultsHeading)).toBeFocused();
      await page.getByRole("button", { name: tx.requestConsultation }).click();
      form = contactForm(page, tx);
      await expect(form.name).toHaveValue(tx.sample.name);
      await expect(form.message).toHaveValue(tx.sample.message);

      await page.clock.fastForward(5_000);
      const request = page.waitForRequest((r) => r.url().endsWith("/api/hr-assessment") && r.method() === "POST");
      const response = page.waitForResponse((r) => r.url().endsWith("/api/hr-assessment"));
      await form.submit.click();
      const body = await postedBody(await request);
      expect(body).toMatchObject({
        name: tx.sample.name,
        email: "layla@example.sa",
        company: tx.sample.company,
        phone: "+966 50 123 4567",
        message: tx.sample.message,
        userRole: "hr",
        overallScore: 70,
        language: lang.code,
      });
      expect(body).not.toHaveProperty("challenges");
      expect(JSON.parse(body.scores as string)).toEqual({
        compliance: { score: 10, total: 10, percentage: 100 },
        saudization: { score: 2, total: 10, percentage: 20 },
        gosi: { score: 8, total: 10, percentage: 80 },
        engagement: { score: 6, total: 10, percentage: 60 },
        performance: { score: 9, total: 10, percentage: 90 },
      });
      expect(Object.keys(body.answers as object)).toHaveLength(10);
      expect(Number(body.sentAt) - Number(body.startedAt)).toBeGreaterThanOrEqual(3_000);
      expect((await response).status()).toBe(201);

      await expect(toast(page)).toContainText(tx.toastSent.title);
      await expect(toast(page)).toContainText(tx.toastSent.description);
      await expect(heading(page, tx.sentHeading)).toBeFocused();
      await page.getByRole("button", { name: tx.backToResults }).click();
      await expect(page.getByText(tx.requestSent)).toBeVisible();
      await expect(page.getByRole("button", { name: tx.requestConsultation })).toHaveCount(0);
      // Sent: nothing is kept in the tab any more.
      expect(await page.evaluate(() => sessionStorage.getItem("hr-assessment:progress:v1"))).toBeNull();

      // The admin's HR tab lists the submission, and its CSV export downloads what the search shows.
      await signInAsAdmin(page);
      await open(page, lang.path("/admin?tab=hr"));
      await expect(page.getByRole("tab", { name: tx.admin.tab })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await panel.getByPlaceholder(tx.admin.search).fill(tx.sample.company);
      await expect(panel.getByRole("button", { name: tx.admin.view(tx.sample.company) }).first()).toBeVisible();
      const exportLink = panel.getByRole("link", { name: tx.admin.exportCsv });
      await expect(exportLink).toHaveAttribute("href", new RegExp(`^/api/admin/hr-assessments\\.csv\\?search=.+&lang=${lang.code}$`));
      const download = page.waitForEvent("download");
      await exportLink.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^hr-assessments-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await file.path(), "utf8");
      expect(csv.startsWith(`\uFEFF${tx.admin.csvHeader}`)).toBe(true);
      expect(csv).toContain(`"${tx.sample.company}","${tx.sample.name}","layla@example.sa"`);
    });

    test("an unfinished assessment survives a reload and can be started over", async ({ page }) => {
      await page.setViewportSize(desktop);
      await open(page, lang.path("/hr-assessment"));
      await page.getByRole("button", { name: tx.start }).click();
      await page.getByRole("button", { name: new RegExp(`^${tx.hrRole}`) }).click();
      for (let i = 0; i < 3; i++) {
        await expect(page.getByText(tx.progress(i + 1, 10), { exact: true })).toBeVisible();
        await page.getByRole("radio", { name: tx.hrOptions[hrAnswers[i]], exact: true }).check();
        await page.getByRole("button", { name: tx.next, exact: true }).click();
      }
      await expect(page.getByText(tx.progress(4, 10), { exact: true })).toBeVisible();
      await expect(page.getByText(tx.progressSaved)).toBeVisible();

      // The server renders the intro; the saved question comes back once the page has hydrated.
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText(tx.progress(4, 10), { exact: true })).toBeVisible();
      await expect(page.getByText(tx.progressRestored)).toBeVisible();
      await expect(page.getByRole("radio", { name: tx.hrOptions[hrAnswers[3]], exact: true })).not.toBeChecked();
      for (let i = 2; i >= 0; i--) {
        await page.getByRole("button", { name: tx.previous }).click();
        await expect(page.getByText(tx.progress(i + 1, 10), { exact: true })).toBeVisible();
        await expect(page.getByRole("radio", { name: tx.hrOptions[hrAnswers[i]], exact: true })).toBeChecked();
      }

      // Corrupt saved data is ignored: the page starts at the intro.
      await page.evaluate(() => sessionStorage.setItem("hr-assessment:progress:v1", '{"v":1,"flow":{"step":"results"}}'));
      await page.reload();
      await waitForHydration(page);
      await expect(heading(page, tx.introHeading)).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("hr-assessment:progress:v1"))).toBeNull();

      // Start over from a restored question clears what was kept.
      await page.getByRole("button", { name: tx.start }).click();
      await page.getByRole("button", { name: new RegExp(`^${tx.hrRole}`) }).click();
      await page.getByRole("radio", { name: tx.hrOptions.always, exact: true }).check();
      await page.getByRole("button", { name: tx.next, exact: true }).click();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText(tx.progress(2, 10), { exact: true })).toBeVisible();
      await page.getByRole("button", { name: tx.startOver, exact: true }).click();
      await expect(heading(page, tx.introHeading)).toBeFocused();
      expect(await page.evaluate(() => sessionStorage.getItem("hr-assessment:progress:v1"))).toBeNull();
      await page.reload();
      await waitForHydration(page);
      await expect(heading(page, tx.introHeading)).toBeVisible();
      await expect(page.getByText(tx.progressRestored)).toHaveCount(0);
    });

    test("a business leader answers five questions, picks challenges (and goes back), sees the results and submits on a phone", async ({ page }) => {
      await page.setViewportSize(mobile);
      await open(page, lang.path("/hr-assessment"));
      await page.getByRole("button", { name: tx.start }).click();
      await page.getByRole("button", { name: new RegExp(`^${tx.leaderRole}`) }).click();
      await answerLeaderQuestions(page, tx);

      await expect(heading(page, tx.challengesHeading)).toBeFocused();
      const saudization = page.getByRole("button", { name: tx.challenges.saudization });
      const succession = page.getByRole("button", { name: tx.challenges.succession });
      await expect(saudization).toHaveAttribute("aria-pressed", "false");
      await succession.click();
      await saudization.click();
      await saudization.click();
      await saudization.click();
      await expect(saudization).toHaveAttribute("aria-pressed", "true");
      await expect(succession).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("button", { name: tx.backToQuestions }).click();
      await expect(page.getByText(tx.progress(5, 5), { exact: true })).toBeVisible();
      await expect(page.getByRole("radio", { name: tx.scale[0], exact: true })).toBeChecked();
      await page.getByRole("button", { name: tx.finish, exact: true }).click();
      await expect(saudization).toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: tx.seeResults }).click();

      await expect(heading(page, tx.resultsHeading)).toBeFocused();
      await expect(page.getByTestId("hr-overall-score")).toHaveText(tx.percent(60));
      await expect(page.getByText(tx.risk.medium, { exact: true })).toBeVisible();
      await expect(page.getByTestId("hr-category-succession")).toContainText(tx.ratings.critical);
      await expect(page.getByTestId("hr-category-talent")).toContainText(tx.ratings.needsImprovement);
      await expect(page.getByText(tx.challenges.saudization, { exact: true })).toBeVisible();

      await page.getByRole("button", { name: tx.requestConsultation }).click();
      const form = await fillContact(page, tx);
      await form.phone.fill("");
      await form.message.fill("");
      await page.clock.fastForward(5_000);
      const request = page.waitForRequest((r) => r.url().endsWith("/api/hr-assessment") && r.method() === "POST");
      await form.submit.click();
      const body = await postedBody(await request);
      expect(body).toMatchObject({ userRole: "leadership", challenges: ["saudization", "succession"], overallScore: 60, phone: null, message: null, language: lang.code });
      expect(body.answers).toEqual({ lq1: "2", lq2: "4", lq3: "3", lq4: "5", lq5: "1" });
      await expect(toast(page)).toContainText(tx.toastSent.title);
      await expect(heading(page, tx.sentHeading)).toBeVisible();
    });

    test("keeps what was typed and shows the failure toast when the server fails", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 500/);
      await page.route("**/api/hr-assessment", (route) => route.fulfill({ status: 500, body: "boom" }));
      await page.setViewportSize(desktop);
      await open(page, lang.path("/hr-assessment"));
      await page.getByRole("button", { name: tx.start }).click();
      await page.getByRole("button", { name: new RegExp(`^${tx.leaderRole}`) }).click();
      await answerLeaderQuestions(page, tx);
      await page.getByRole("button", { name: tx.seeResults }).click();
      await page.getByRole("button", { name: tx.requestConsultation }).click();
      const form = await fillContact(page, tx);
      await page.clock.fastForward(5_000);
      await form.submit.click();

      await expect(toast(page)).toContainText(tx.toastError.title);
      await expect(toast(page)).toContainText(tx.toastError.description);
      await expect(toast(page)).not.toContainText("boom");
      await expect(form.name).toHaveValue(tx.sample.name);
      await expect(form.company).toHaveValue(tx.sample.company);
      await expect(form.message).toHaveValue(tx.sample.message);
      await expect(form.submit).toBeEnabled();
      await expect(heading(page, tx.sentHeading)).toHaveCount(0);
    });

    test("the results step has no serious or critical accessibility violations and downloads the results as a PDF", async ({ page }, testInfo) => {
      await page.setViewportSize(desktop);
      await open(page, lang.path("/hr-assessment"));
      await page.getByRole("button", { name: tx.start }).click();
      await page.getByRole("button", { name: new RegExp(`^${tx.hrRole}`) }).click();
      await answerHrQuestions(page, tx);
      await expect(heading(page, tx.resultsHeading)).toBeVisible();
      const report = await scanAccessibility(page, testInfo, `${lang.code}-hr-results`);
      expect(report.failing, `axe found serious or critical violations on the HR results:\n${report.text}`).toEqual([]);

      const request = page.waitForRequest((r) => r.url().endsWith("/api/hr-assessment/report"));
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: tx.download }).click();
      expect(await postedBody(await request)).toMatchObject({ userRole: "hr", language: lang.code });
      expect((await download).suggestedFilename()).toBe("hr-assessment-results.pdf");
    });
  });
}
