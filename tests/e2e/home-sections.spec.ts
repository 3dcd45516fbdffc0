import type { Page } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { ar, desktop, en, mobile, type SiteLang } from "./support/site";

/**
 * The home page's content sections (hero, about, services, SCORE framework,
 * call to action, why us, careers) on the assembled page, with the lead
 * forms wired in: Learn more opens the inquiry dialog, the framework button
 * the consultation dialog, and #contact exists. Texts are written out so a
 * missing translation fails. The e2e server has no JOB_BOARD_URL.
 */
const home = {
  en: {
    speakWithExpert: "Speak With An Expert",
    figures: ["15+", "+30%", "\u221250%", "6"],
    services: ["Executive Search", "Leadership Hiring", "Strategic Onboarding", "Market Entry Advisory"],
    learnMore: "Learn more",
    bottomCta: "Discuss your hiring needs",
    framework: ["Strategy", "Culture", "Optimal", "Rigorous", "Embedded"],
    consult: "Book a Free Consultation",
    valuePoints: ["Exceptional talent", "Speed to value", "6-month replacement guarantee"],
    methodology: "Discover Our Methodology",
    differentiators: ["Over 15 years of experience", "Local insight", "Academic plus practitioner", "Strategic speed", "Bespoke approach"],
    whoWeHelp: "Who We Help",
    shareProfile: "Share your profile with us",
    universities: "Universities Connect",
    internships: "Internships",
    claims: ["over 15 years", "6-month replacement guarantee", "within 24 hours"],
    assessments: ["HR assessment", "Leadership readiness"],
  },
  ar: {
    speakWithExpert: "تحدّث مع خبير",
    figures: ["15+", "+30%", "\u221250%", "6"],
    services: ["البحث التنفيذي", "توظيف القيادات", "التهيئة الاستراتيجية", "استشارات دخول السوق"],
    learnMore: "اعرف المزيد",
    bottomCta: "ناقش احتياجاتك من الكفاءات",
    framework: ["الاستراتيجية", "الثقافة", "الاختيار الأمثل", "التقييم الصارم", "الاندماج"],
    consult: "احجز استشارة مجانية",
    valuePoints: ["كفاءات استثنائية", "سرعة في تحقيق القيمة", "ضمان استبدال لمدة 6 أشهر"],
    methodology: "اكتشف منهجيتنا",
    differentiators: ["خبرة تتجاوز 15 عامًا", "فهم عميق للسوق المحلي", "عمق أكاديمي وخبرة ميدانية", "سرعة مدروسة", "نهج مصمَّم لكم"],
    whoWeHelp: "من نخدم",
    shareProfile: "شاركنا ملفك المهني",
    universities: "الشراكة مع الجامعات",
    internships: "برنامج التدريب",
    claims: ["أكثر من 15 عامًا", "ضمان استبدال لمدة 6 أشهر", "خلال 24 ساعة"],
    assessments: ["تقييم الموارد البشرية", "جاهزية القيادة"],
  },
} as const;

const section = (page: Page, id: string) => page.locator(`main section#${id}`);

for (const lang of [en, ar] as SiteLang[]) {
  const texts = home[lang.code];

  test.describe(`home sections (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("has every anchored section the header and footer point to", async ({ page }) => {
      await open(page, lang.home);
      for (const id of ["about", "services", "framework", "why-us", "careers", "blog", "contact"]) {
        await expect(page.locator(`main #${id}`), `#${id}`).toHaveCount(1);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const main = page.locator("main");
      for (const claim of texts.claims) await expect(main, claim).toContainText(claim);
    });

    test("hero: Speak With An Expert leads to #contact; a key figure shows only with its footnoted source (decision 048)", async ({ page }) => {
      await open(page, lang.home);
      const hero = page.locator("main section").first();
      await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
      // The firm gives each figure its source in the dashboard (case-studies.spec.ts); a figure shown always links to its footnote.
      const figures = hero.locator("ul li span[dir=ltr]");
      for (const value of await figures.allTextContents()) expect(texts.figures).toContain(value);
      for (const mark of await hero.locator('ul li a[href^="#figure-source-"]').all()) {
        await expect(page.locator(`#${(await mark.getAttribute("href"))!.slice(1)}`)).not.toBeEmpty();
      }
      const cta = hero.getByRole("link", { name: texts.speakWithExpert });
      await expect(cta).toHaveAttribute("href", "#contact");
      await cta.click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator("main #contact")).toBeInViewport();
    });

    test("about has the approach cards", async ({ page }) => {
      await open(page, lang.home);
      await expect(section(page, "about").locator("ol > li")).toHaveCount(4);
      const image = section(page, "about").locator("img");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", "560");
      await expect(image).toHaveAttribute("height", "440");
    });

    test("services: four cards with three benefits each; Learn more opens the inquiry dialog for that service", async ({ page }) => {
      await open(page, lang.home);
      const cards = section(page, "services").locator("li[data-service]");
      await expect(cards).toHaveCount(4);
      await expect(cards.locator("h3")).toHaveText([...texts.services]);
      for (let i = 0; i < 4; i++) await expect(cards.nth(i).locator("ul > li")).toHaveCount(3);

      const learnMore = section(page, "services").getByRole("button", { name: texts.learnMore });
      await expect(learnMore).toHaveCount(4);
      await cards.nth(1).getByRole("button", { name: texts.learnMore }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(texts.services[1]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await section(page, "services").getByRole("button", { name: texts.bottomCta }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });

    test("framework: S-C-O-R-E in reading order and the consultation button", async ({ page }) => {
      await open(page, lang.home);
      const steps = section(page, "framework").locator("ol > li");
      await expect(steps).toHaveCount(5);
      await expect(steps.locator("h3")).toHaveText([...texts.framework]);
      const letters = await steps.evaluateAll((items) => items.map((item) => item.getAttribute("data-step")));
      expect(letters.join("")).toBe("SCORE");
      // The row mirrors: S sits at the start of the reading direction.
      const first = (await steps.nth(0).boundingBox())!;
      const second = (await steps.nth(1).boundingBox())!;
      expect(lang.dir === "ltr" ? first.x < second.x : first.x > second.x).toBe(true);

      await section(page, "framework").getByRole("button", { name: texts.consult }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });

    test("call to action: three value points, #contact and #framework", async ({ page }) => {
      await open(page, lang.home);
      const cta = page.locator("main section#get-started");
      await expect(cta.locator("ul > li h3")).toHaveText([...texts.valuePoints]);
      await expect(cta.getByRole("link", { name: texts.speakWithExpert })).toHaveAttribute("href", "#contact");
      const methodology = cta.getByRole("link", { name: texts.methodology });
      await expect(methodology).toHaveAttribute("href", "#framework");
      await methodology.click();
      await expect(page).toHaveURL(/#framework$/);
      await expect(section(page, "framework")).toBeInViewport();
    });

    test("why us: five differentiators and four audiences under Who We Help", async ({ page }) => {
      await open(page, lang.home);
      await expect(section(page, "why-us").locator("[data-differentiator] h3")).toHaveText([...texts.differentiators]);
      await expect(section(page, "why-us").getByRole("heading", { name: texts.whoWeHelp })).toBeVisible();
      await expect(section(page, "why-us").locator("[data-audience]")).toHaveCount(4);
    });

    test("careers: without a job board the visitor is sent to #contact; internships and Universities Connect", async ({ page }) => {
      await open(page, lang.home);
      const careers = section(page, "careers");
      await expect(careers.locator('a[target="_blank"]')).toHaveCount(0);
      await expect(careers.getByRole("link", { name: texts.shareProfile })).toHaveAttribute("href", "#contact");
      await expect(careers.getByRole("heading", { name: texts.internships })).toBeVisible();
      const universities = careers.getByRole("link", { name: texts.universities });
      await expect(universities).toHaveAttribute("href", "#contact");
      await universities.click();
      await expect(page.locator("main #contact")).toBeInViewport();
    });
  });

  for (const width of [320, 390, 768]) {
    test.describe(`call to action's assessment links at ${width} px (${lang.code})`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("wrap as whole links, with no separator left at a line's edge", async ({ page }) => {
        await open(page, lang.home);
        const block = page.getByTestId("cta-assessments");
        await block.scrollIntoViewIfNeeded();
        const links = block.getByRole("link");
        await expect(links).toHaveText([...texts.assessments]);
        await expect(links.nth(0)).toHaveAttribute("href", lang.path("/hr-assessment"));
        await expect(links.nth(1)).toHaveAttribute("href", lang.path("/leadership-assessment"));
        // Nothing but the lead and the two links: no separator character of its own that could be stranded.
        expect((await block.innerText()).replace(texts.assessments[0], "").replace(texts.assessments[1], "")).not.toMatch(/[·|•]/);
        const area = (await block.boundingBox())!;
        for (const link of await links.all()) {
          const box = (await link.boundingBox())!;
          expect(box.height).toBeGreaterThanOrEqual(44);
          expect(box.x).toBeGreaterThanOrEqual(area.x - 0.5);
          expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width + 0.5);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    });
  }

  test.describe(`home sections on a phone (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test("sections fit the screen and buttons are large enough to tap", async ({ page }) => {
      await open(page, lang.home);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const button of await section(page, "services").getByRole("button").all()) {
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      // The SCORE steps stack from top to bottom.
      const steps = section(page, "framework").locator("ol > li");
      const ys = await steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
    });
  });
}
