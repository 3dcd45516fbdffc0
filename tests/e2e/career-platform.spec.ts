import { expect, open, test, venturesMenu } from "./support/fixtures";
import { ar, desktop, en, mobile, type SiteLang } from "./support/site";

/**
 * /iqader-platform in both languages. The e2e server has no CAREER_PLATFORM_URL,
 * so the page must hide its outside links and offer the contact page instead
 * (docs/decisions/006). Texts are written out so a missing translation fails.
 */
const iqader = {
  en: {
    title: "Know your strengths. Meet your mentor. Shape your career.",
    pageTitle: "iQader Career Platform",
    eyebrow: "A venture of Sanad Executive Partners",
    features: ["Multi-dimensional career assessments", "AI-powered mentor matching", "Bilingual support", "Value-first approach"],
    steps: ["Complete the assessment", "Receive your personalised report", "Match with mentors", "Develop your career path"],
    stepLabel: (n: number) => `Step ${n}`,
    askUs: "Ask us about iQader",
    closingContact: "Talk to our team",
    hiddenLinks: ["Try the assessment", "Learn more about iQader", "Start with iQader"],
  },
  ar: {
    title: "اعرفوا نقاط قوتكم، والتقوا بموجّهكم، وارسموا مساركم المهني.",
    pageTitle: "منصة iQader المهنية",
    eyebrow: "أحد مشاريع سند للبحث التنفيذي",
    features: ["تقييمات مهنية متعددة الأبعاد", "ترشيح الموجّهين بالذكاء الاصطناعي", "دعم كامل باللغتين", "القيمة أولًا"],
    steps: ["أكملوا التقييم", "احصلوا على تقريركم الشخصي", "تواصلوا مع الموجّهين", "طوّروا مساركم المهني"],
    stepLabel: (n: number) => `الخطوة ${n}`,
    askUs: "اسألنا عن iQader",
    closingContact: "تحدّث مع فريقنا",
    hiddenLinks: ["جرّب التقييم", "اعرف المزيد عن iQader", "ابدأ مع iQader"],
  },
} as const;

for (const lang of [en, ar] as SiteLang[]) {
  const texts = iqader[lang.code];

  test.describe(`iQader platform page (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("hero, four features and the four numbered steps, in the page's language", async ({ page }) => {
      const response = await open(page, lang.path("/iqader-platform"));
      expect(response.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", lang.dir);
      await expect(page).toHaveTitle(new RegExp(`^${texts.pageTitle} \\| `));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
      await expect(page.locator("main")).toContainText(texts.eyebrow);
      const illustration = page.locator('main img[src="/images/iqader/career-path.svg"]');
      await expect(illustration).toHaveAttribute("width", "520");
      await expect(illustration).toHaveAttribute("height", "440");
      await expect(illustration).toHaveAttribute("alt", /.+/);

      await expect(page.locator("[data-feature] h3")).toHaveText([...texts.features]);

      const steps = page.locator("#how-it-works ol > li");
      await expect(steps.locator("h3")).toHaveText([...texts.steps]);
      for (let i = 0; i < 4; i++) {
        await expect(steps.nth(i)).toHaveAttribute("data-step", String(i + 1));
        await expect(steps.nth(i)).toContainText(texts.stepLabel(i + 1));
      }
    });

    test("the steps run in reading order: left to right in English, right to left in Arabic", async ({ page }) => {
      await open(page, lang.path("/iqader-platform"));
      const steps = page.locator("#how-it-works ol > li");
      const xs: number[] = [];
      for (let i = 0; i < 4; i++) xs.push((await steps.nth(i).boundingBox())!.x);
      const sorted = [...xs].sort((a, b) => (lang.dir === "ltr" ? a - b : b - a));
      expect(xs).toEqual(sorted);
      expect(new Set(xs).size).toBe(4);
    });

    test("without a configured platform address the outside links are hidden and the contact page is offered", async ({ page }) => {
      await open(page, lang.path("/iqader-platform"));
      const main = page.locator("main");
      await expect(main.locator('a[target="_blank"]')).toHaveCount(0);
      for (const label of texts.hiddenLinks) await expect(main.getByRole("link", { name: label })).toHaveCount(0);

      await expect(main.getByRole("link", { name: texts.askUs })).toHaveAttribute("href", lang.path("/contact"));
      await expect(main.getByRole("link", { name: texts.closingContact })).toHaveAttribute("href", lang.path("/contact"));
    });

    test("is reachable from the header's Ventures menu", async ({ page }) => {
      await open(page, lang.home);
      const { trigger, panel } = await venturesMenu(page, lang);
      await trigger.click();
      await panel.getByRole("link", { name: lang.careerPlatform }).or(panel.getByRole("menuitem", { name: lang.careerPlatform })).click();
      await expect(page).toHaveURL(new RegExp(`${lang.path("/iqader-platform")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
    });
  });

  test.describe(`iQader platform page on a phone (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test("stacks the steps and fits the screen", async ({ page }) => {
      await open(page, lang.path("/iqader-platform"));
      const steps = page.locator("#how-it-works ol > li");
      const ys: number[] = [];
      for (let i = 0; i < 4; i++) ys.push((await steps.nth(i).boundingBox())!.y);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const button = page.locator("main").getByRole("link", { name: texts.askUs });
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    });
  });
}
