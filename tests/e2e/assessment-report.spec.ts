import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, csrfToken } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { reviewShot, reviewShotsDir } from "./support/review-shots";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The HR results as a deliverable (issue 28): advice per area for the rating
 * scored, the comparison with other organisations once at least 20 have
 * taken the assessment (seeded here through the API), and the PDF read back
 * with poppler: "Page 1 of N" / «صفحة 1 من N» and the firm's contact details.
 * Texts are written out here, so a changed or untranslated text fails.
 */
test.describe.configure({ timeout: 90_000 });

const SEEDED = 20;
const contact = { email: "consult@sanad-partners.sa", phone: "+966 11 234 5678" };

interface Texts {
  start: string;
  hrRole: string;
  sometimes: string;
  next: string;
  finish: string;
  resultsHeading: string;
  riskMedium: string;
  headline: string;
  adviceLabel: string;
  advice: { compliance: string; saudization: string; gosi: string };
  benchmarkHeading: string;
  benchmarkAverage: RegExp;
  download: string;
  pageOne: (count: number) => string;
}

const texts: Record<LangCode, Texts> = {
  en: {
    start: "Start Assessment",
    hrRole: "HR Professional",
    sometimes: "Sometimes",
    next: "Next",
    finish: "Finish",
    resultsHeading: "Your HR assessment results",
    riskMedium: "Medium Risk",
    headline: "Good progress. Your HR foundations are in place, but some areas still carry risk worth closing in the coming months.",
    adviceLabel: "Our advice",
    advice: {
      compliance:
        "Close the remaining gaps: check that every contract is documented on Qiwa and matches the employee's actual wage and job, and bring your internal work regulations in line with the latest Labour Law amendments.",
      saudization:
        "Build headroom above your current band: forecast how planned hires change your Saudization percentage, and use HRDF (Hadaf) programmes to recruit and train Saudi talent before the pressure comes.",
      gosi: "Make the reconciliation monthly and documented: compare the wages registered with GOSI with payroll, and update them whenever an allowance, a promotion or a contract change affects the contributory wage.",
    },
    benchmarkHeading: "How you compare",
    benchmarkAverage: /^Average of the \d+ organisations that took this assessment: \d+(\.\d)?%$/,
    download: "Download results (PDF)",
    pageOne: (count) => `Page 1 of ${count}`,
  },
  ar: {
    start: "ابدأ التقييم",
    hrRole: "متخصص موارد بشرية",
    sometimes: "أحيانًا",
    next: "التالي",
    finish: "إنهاء",
    resultsHeading: "نتائج تقييم الموارد البشرية",
    riskMedium: "مخاطر متوسطة",
    headline: "تقدّم جيد. أسس الموارد البشرية لديكم قائمة، لكن بعض المحاور ما زالت تحمل مخاطر تستحق المعالجة خلال الأشهر القادمة.",
    adviceLabel: "توصيتنا",
    advice: {
      compliance: "أغلقوا الفجوات المتبقية: تحققوا من توثيق كل عقد في منصة قوى ومطابقته لأجر الموظف ومهنته الفعليين، وحدّثوا لائحة تنظيم العمل وفق آخر تعديلات نظام العمل.",
      saudization:
        "ابنوا هامشًا فوق نطاقكم الحالي: قدّروا أثر التعيينات المخطط لها على نسبة التوطين، واستفيدوا من برامج صندوق تنمية الموارد البشرية (هدف) لاستقطاب الكفاءات السعودية وتدريبها قبل أن يشتد الضغط.",
      gosi: "اجعلوا المطابقة شهرية وموثقة: قارنوا الأجور المسجلة في التأمينات الاجتماعية بمسير الرواتب، وحدّثوها كلما أثّر بدلٌ أو ترقية أو تعديل عقد في الأجر الخاضع للاشتراك.",
    },
    benchmarkHeading: "موقعكم بين المنظمات الأخرى",
    benchmarkAverage: /^متوسط نتائج \d+ منظمة أجرت هذا التقييم: \d+(\.\d)?%$/,
    download: "تنزيل النتائج (PDF)",
    pageOne: (count) => `صفحة 1 من ${count}`,
  },
};

const hrQuestionIds = Array.from({ length: 10 }, (_, i) => `q${i + 1}`);
const scale = ["never", "rarely", "sometimes", "usually", "always"];

/** Stored assessments of other organisations, sent as the page sends them, each from an address of its own (the e2e server trusts X-Forwarded-For). */
async function seedSubmissions(baseURL: string, worker: number): Promise<void> {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    const token = await csrfToken(api);
    for (let n = 0; n < SEEDED; n++) {
      const answers = Object.fromEntries(hrQuestionIds.map((id, i) => [id, scale[(n + i) % 5]]));
      const now = Date.now();
      // The scores the page would send: 2 questions per area, "never" 1 … "always" 5.
      const areas = ["compliance", "saudization", "gosi", "engagement", "performance"];
      const scores = Object.fromEntries(
        areas.map((area, a) => {
          const score = [0, 1].reduce((sum, k) => sum + scale.indexOf(answers[hrQuestionIds[2 * a + k]]) + 1, 0);
          return [area, { score, total: 10, percentage: score * 10 }];
        }),
      );
      const overallScore = Math.round((Object.values(scores).reduce((sum, s) => sum + s.percentage, 0) / areas.length) * 100) / 100;
      const res = await api.post("/api/hr-assessment", {
        headers: { "CSRF-Token": token, "X-CSRF-Token": token, "X-Forwarded-For": `10.249.${worker % 250}.${n + 1}` },
        data: {
          name: `Benchmark Organisation ${n}`,
          email: `benchmark${n}@example.sa`,
          company: `Organisation ${n}`,
          phone: null,
          message: null,
          scores: JSON.stringify(scores),
          overallScore,
          userRole: "hr",
          answers,
          language: "en",
          website: "",
          startedAt: now - 120_000,
          sentAt: now,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
  } finally {
    await api.dispose();
  }
}

/** The firm's contact e-mail and phone, as an admin sets them in the Site Content tab; `null` empties them again. */
async function setContactDetails(values: typeof contact | null): Promise<void> {
  const admin = await adminApi();
  try {
    const token = await csrfToken(admin);
    for (const [key, value] of [
      ["contact.email", values?.email ?? ""],
      ["contact.phone", values?.phone ?? ""],
    ]) {
      const res = await admin.put(`/api/admin/site-content/${key}`, { headers: { "CSRF-Token": token, "X-CSRF-Token": token }, data: { contentEn: value } });
      expect(res.status(), `${key}: ${await res.text()}`).toBe(200);
    }
  } finally {
    await admin.dispose();
  }
}

/** All ten questions answered "sometimes": 60% in every area, "Adequate", and the band of medium risk. */
async function reachResults(page: Page, lang: { path: (p: string) => string }, tx: Texts): Promise<void> {
  await open(page, lang.path("/hr-assessment"));
  await page.getByRole("button", { name: tx.start }).click();
  await page.getByRole("button", { name: new RegExp(`^${tx.hrRole}`) }).click();
  for (let i = 0; i < 10; i++) {
    await page.getByRole("radio", { name: tx.sometimes, exact: true }).check();
    await page.getByRole("button", { name: i === 9 ? tx.finish : tx.next, exact: true }).click();
  }
  await expect(page.getByRole("heading", { name: tx.resultsHeading, exact: true })).toBeVisible();
}

test.beforeAll(async () => {
  const info = test.info();
  await seedSubmissions(String(info.project.use.baseURL), info.workerIndex);
});

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`assessment report (${lang.code})`, () => {
    test("the HR results give advice per area, the comparison with the seeded organisations and a headline that agrees with the risk", async ({ page }, testInfo) => {
      await page.setViewportSize(desktop);
      await reachResults(page, lang, tx);
      await expect(page.getByTestId("hr-overall-score")).toHaveText("60%");
      await expect(page.getByText(tx.riskMedium, { exact: true })).toBeVisible();
      await expect(page.getByText(tx.headline, { exact: true })).toBeVisible();

      for (const [id, advice] of Object.entries(tx.advice)) {
        const card = page.getByTestId(`hr-advice-${id}`);
        await expect(card).toContainText(tx.adviceLabel);
        await expect(card).toContainText(advice);
      }
      for (const id of ["engagement", "performance"]) await expect(page.getByTestId(`hr-advice-${id}`)).not.toBeEmpty();

      const benchmark = page.getByTestId("hr-benchmark");
      await expect(benchmark.getByRole("heading", { name: tx.benchmarkHeading })).toBeVisible();
      await expect(benchmark.locator("p").first()).toHaveText(tx.benchmarkAverage);
      await expect(page.getByTestId("hr-category-compliance-average")).toBeVisible();

      // The same results on a phone and on a desktop, looked at.
      for (const [name, viewport] of [
        ["1280", desktop],
        ["390", mobile],
      ] as const) {
        await page.setViewportSize(viewport);
        await expect(page.getByTestId("hr-advice-gosi")).toBeVisible();
        await reviewShot(page, `results-${lang.code}-${name}`);
      }
      const report = await scanAccessibility(page, testInfo, `${lang.code}-hr-results-advice`);
      expect(report.failing, `axe found serious or critical violations on the HR results:\n${report.text}`).toEqual([]);
    });
  });
}

// One test for both languages: the contact details are the site's, so an English run emptying them must not overlap the Arabic one.
test("the PDF numbers its pages in the reader's language and names the firm's contact details (en, ar)", async ({ browser, baseURL }, testInfo) => {
  await setContactDetails(contact);
  try {
    for (const lang of languages) {
      const tx = texts[lang.code];
      // A visitor of each language in a browser of their own: the tab keeps a finished assessment's results (saved progress).
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.setViewportSize(desktop);
      await reachResults(page, lang, tx);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: tx.download }).click();
      const file = testInfo.outputPath(`report-${lang.code}.pdf`);
      await (await download).saveAs(file);

      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file]).toString())?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      // Without spaces and direction marks: poppler moves them around numbers inside Arabic lines.
      const compact = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e]|\p{Mn}/gu, "");
      const text = compact(execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString("utf8"));
      expect(text).toContain(compact(tx.pageOne(pages)));
      expect(text).toContain(compact(lang.code === "en" ? `Page ${pages} of ${pages}` : `صفحة ${pages} من ${pages}`));
      expect(text).toContain(contact.email);
      expect(text).toContain(compact(contact.phone));
      expect(text).toContain(compact(tx.advice.compliance.split(" ").slice(0, 3).join(" ")));
      expect(text).toContain(compact(tx.benchmarkHeading));

      // Every page, as a reader sees it, for a person to look at.
      if (reviewShotsDir) execFileSync("pdftoppm", ["-png", "-r", "60", file, path.join(reviewShotsDir, `report-${lang.code}-page`)]);
      // No near-empty last page: it carries a fair share of text (header and footer aside).
      const lastLines = execFileSync("pdftotext", ["-f", String(pages), "-l", String(pages), "-layout", "-enc", "UTF-8", file, "-"])
        .toString("utf8")
        .split("\n")
        .filter((line) => line.trim() !== "");
      expect(lastLines.length).toBeGreaterThanOrEqual(10);
      if (reviewShotsDir) writeFileSync(path.join(reviewShotsDir, `report-${lang.code}.txt`), execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]));
      await context.close();
    }
  } finally {
    await setContactDetails(null);
  }
});
