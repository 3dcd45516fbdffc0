import type { Browser, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { scanAccessibility } from "./support/a11y";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { htmlFindings } from "./support/html-validator";
import { desktop, languages, mobile, type SiteLang } from "./support/site";
import { reviewShot } from "./support/review-shots";

/**
 * The team (issue 28 item 1, decision 047): the firm adds a partner with a
 * portrait in the dashboard's Team tab, in both languages, publishes them and
 * marks them as the contact partner; a visitor reaches /team from the header,
 * opens the partner's page and reaches /connect, which now presents them.
 * Runs with the dashboard project (it changes the header, the footer and
 * /connect for everyone), and leaves the team empty again. Texts are written
 * out, not read from the catalogs. With E2E_SHOTS_DIR set, each screen is also
 * saved there (EN/AR, 390 and 1280 px) for a person to look at.
 */
test.describe.configure({ mode: "serial", timeout: 8 * 60_000 });

const texts = {
  en: {
    tab: "Team",
    emptyTitle: "No one on the team page yet",
    add: "Add a person",
    english: "English",
    arabic: "Arabic",
    name: "Name",
    jobTitle: "Title",
    bio: "Biography",
    expertise: "Areas of expertise",
    sectors: "Sectors",
    languages: "Languages spoken",
    slug: "Page address",
    linkedin: "LinkedIn address",
    email: "E-mail",
    upload: "Upload image",
    published: "Publish on the Team page",
    contactPartner: "The firm’s contact partner: presented on /connect and named in the assessment reports",
    save: "Save",
    required: "This field is required.",
    created: "Person added",
    badgePublished: "Published",
    badgePartner: "Contact partner",
    teamTitle: "Partners and team",
    connectCta: "Book a conversation",
    expertiseHeading: "Areas of expertise",
    linkedinLink: "LinkedIn profile",
    fullProfile: "Full profile",
  },
  ar: {
    tab: "الفريق",
    emptyTitle: "لا أحد في صفحة الفريق بعد",
    add: "إضافة شخص",
    english: "الإنجليزية",
    arabic: "العربية",
    name: "الاسم",
    jobTitle: "المسمى",
    bio: "النبذة",
    expertise: "مجالات الخبرة",
    sectors: "القطاعات",
    languages: "اللغات",
    slug: "عنوان الصفحة",
    linkedin: "رابط لينكدإن",
    email: "البريد الإلكتروني",
    upload: "رفع صورة",
    published: "النشر في صفحة الفريق",
    contactPartner: "الشريك المسؤول عن التواصل: تعرضه صفحة /connect وتذكره تقارير التقييم",
    save: "حفظ",
    required: "هذا الحقل مطلوب.",
    created: "أُضيف الشخص",
    badgePublished: "منشور",
    badgePartner: "الشريك المسؤول عن التواصل",
    teamTitle: "الشركاء والفريق",
    connectCta: "احجزوا موعدًا للحديث",
    expertiseHeading: "مجالات الخبرة",
    linkedinLink: "الملف على لينكدإن",
    fullProfile: "الملف التعريفي الكامل",
  },
} as const;

/** Clearly test data, never shipped: the product seeds no people. */
const partner = (code: string) => ({
  slug: `test-partner-${code}`,
  nameEn: `Test Partner ${code.toUpperCase()}`,
  nameAr: `شريك تجريبي ${code === "ar" ? "عربي" : "إنجليزي"}`,
  titleEn: "Managing Partner, Executive Search",
  titleAr: "الشريك المدير، البحث التنفيذي",
  bioEn: "Leads chief executive and board searches for family groups and listed companies.\n\nTwenty years of practice in the Kingdom.",
  bioAr: "يقود عمليات البحث عن الرؤساء التنفيذيين وأعضاء مجالس الإدارة للمجموعات العائلية والشركات المدرجة.\n\nعشرون عامًا من الممارسة في المملكة.",
  expertiseEn: "Executive search\nBoard advisory",
  expertiseAr: "البحث التنفيذي\nاستشارات مجالس الإدارة",
  sectorsEn: "Energy\nFinancial services",
  sectorsAr: "الطاقة\nالخدمات المالية",
  languagesEn: "Arabic\nEnglish",
  languagesAr: "العربية\nالإنجليزية",
});

/** A crafted portrait stand-in (no stock photos offline): a head-and-shoulders shape on navy, 600 px square. */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3a66"/><stop offset="1" stop-color="#0b1f3a"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/><circle cx="300" cy="240" r="110" fill="#c8a96a"/><path d="M110 600c0-120 85-200 190-200s190 80 190 200z" fill="#e6d5ad"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function deleteEveryone(page: Page): Promise<void> {
  const list = (await (await page.request.get("/api/admin/people")).json()) as { people: { id: number }[] };
  const token = await csrfToken(page);
  for (const { id } of list.people) expect((await page.request.delete(`/api/admin/people/${id}`, { headers: { "CSRF-Token": token } })).status()).toBe(204);
}

async function axe(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const report = await scanAccessibility(page, testInfo, label);
  expect(report.failing, report.text).toEqual([]);
}

/** An anonymous visitor at a width: a fresh context, no session. */
async function asVisitor<T>(browser: Browser, viewport: { width: number; height: number }, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    return await look(page);
  } finally {
    await context.close();
  }
}

async function followHeaderTeamLink(page: Page, lang: SiteLang, label: string, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole("button", { name: lang.openMenu }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: label, exact: true }).click();
  } else {
    await page.getByRole("navigation", { name: lang.primaryNav }).getByRole("link", { name: label, exact: true }).click();
  }
  await page.waitForURL(new RegExp(`${lang.path("/team")}$`));
}

for (const lang of languages) {
  const t = texts[lang.code];
  const p = partner(lang.code);
  const name = lang.code === "ar" ? p.nameAr : p.nameEn;
  const title = lang.code === "ar" ? p.titleAr : p.titleEn;

  test(`${lang.code}: the firm adds a partner with a portrait; a visitor reaches /team from the header, opens the partner, reaches /connect`, async ({ page, browser }, testInfo) => {
    await page.setViewportSize(desktop);
    await signInAsAdmin(page);
    await deleteEveryone(page);

    // Nothing public yet: no page, no link.
    await asVisitor(browser, desktop, async (visitor) => {
      expect((await visitor.goto(lang.path("/team")))?.status()).toBe(404);
      await open(visitor, lang.home);
      await expect(visitor.getByRole("navigation", { name: lang.primaryNav }).getByRole("link", { name: t.tab, exact: true })).toHaveCount(0);
    });

    await open(page, lang.path("/admin?tab=team"));
    const panel = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: t.tab })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { name: t.emptyTitle })).toBeVisible();

    await panel.getByRole("button", { name: t.add }).click();
    const dialog = page.getByRole("dialog", { name: t.add });
    await dialog.getByRole("button", { name: t.save, exact: true }).click();
    await expect(dialog.getByText(t.required)).toHaveCount(3);

    await dialog.locator('input[type="file"]').setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await portrait() });
    // The upload makes the image's variants first (decision 044): slower than a click on a busy machine.
    await expect(dialog.locator('img[src^="/uploads/"]')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole("textbox", { name: t.slug }).fill(p.slug);
    for (const [group, suffix] of [
      [t.english, "En"],
      [t.arabic, "Ar"],
    ] as const) {
      const fields = dialog.getByRole("group", { name: group });
      await fields.getByRole("textbox", { name: t.name, exact: true }).fill(p[`name${suffix}`]);
      await fields.getByRole("textbox", { name: t.jobTitle }).fill(p[`title${suffix}`]);
      await fields.getByRole("textbox", { name: t.bio }).fill(p[`bio${suffix}`]);
      await fields.getByRole("textbox", { name: t.expertise }).fill(p[`expertise${suffix}`]);
      await fields.getByRole("textbox", { name: t.sectors }).fill(p[`sectors${suffix}`]);
      await fields.getByRole("textbox", { name: t.languages }).fill(p[`languages${suffix}`]);
    }
    await expect(dialog.getByRole("group", { name: t.arabic }).getByRole("textbox", { name: t.bio })).toHaveAttribute("dir", "rtl");
    await dialog.getByRole("textbox", { name: t.linkedin }).fill("https://www.linkedin.com/in/test-partner");
    await dialog.getByRole("textbox", { name: t.email }).fill("partner@firm.example.sa");
    await dialog.getByRole("checkbox", { name: t.published }).check();
    await dialog.getByRole("checkbox", { name: t.contactPartner }).check();
    await dialog.getByRole("button", { name: t.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('ol > li[data-state="open"]').getByText(t.created)).toBeVisible();

    const row = panel.getByTestId("person-row").filter({ hasText: name });
    await expect(row.getByText(t.badgePublished, { exact: true })).toBeVisible();
    await expect(row.getByText(t.badgePartner, { exact: true })).toBeVisible();
    await axe(page, testInfo, `${lang.code}-team-tab`);
    await reviewShot(page, `dashboard-team-${lang.code}-1280`);
    await page.setViewportSize(mobile);
    await expect(row).toBeVisible();
    await reviewShot(page, `dashboard-team-${lang.code}-390`);

    for (const [viewport, width] of [
      [desktop, 1280],
      [mobile, 390],
    ] as const) {
      await asVisitor(browser, viewport, async (visitor) => {
        await open(visitor, lang.home);
        await followHeaderTeamLink(visitor, lang, t.tab, width === 390);
        await expect(visitor.getByRole("heading", { level: 1, name: t.teamTitle })).toBeVisible();
        // No React on the page (decision 040).
        await expect(visitor.locator("html")).toHaveAttribute("data-hydration", "none");
        await expect(visitor.locator(`img[src^="/uploads/"], picture img`).first()).toBeVisible();
        await axe(visitor, testInfo, `${lang.code}-team-${width}`);
        await reviewShot(visitor, `team-${lang.code}-${width}`);

        await visitor.getByRole("link", { name, exact: true }).click();
        await visitor.waitForURL(new RegExp(`${lang.path(`/team/${p.slug}`)}$`));
        await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
        await expect(visitor.getByText(title).first()).toBeVisible();
        await expect(visitor.getByRole("heading", { name: t.expertiseHeading })).toBeVisible();
        await expect(visitor.getByRole("link", { name: new RegExp(t.linkedinLink) })).toHaveAttribute("href", "https://www.linkedin.com/in/test-partner");
        const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
        expect(ld).toMatchObject({ "@type": "Person", name, jobTitle: title, worksFor: { "@type": "Organization" } });
        await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/uploads\/[a-f0-9]{32}$/);
        await axe(visitor, testInfo, `${lang.code}-person-${width}`);
        await reviewShot(visitor, `person-${lang.code}-${width}`);

        await visitor.getByRole("link", { name: t.connectCta }).first().click();
        await visitor.waitForURL(new RegExp(`${lang.path("/connect")}$`));
        await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
        await expect(visitor.getByRole("link", { name: t.fullProfile })).toHaveAttribute("href", lang.path(`/team/${p.slug}`));
        await axe(visitor, testInfo, `${lang.code}-connect-${width}`);
        await reviewShot(visitor, `connect-${lang.code}-${width}`);
      });
    }

    // The sitemap lists the partner's two pages.
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/ar/team/${p.slug}</loc>`);
    // Valid HTML, as every public page (html-validate.spec.ts, which runs before anyone is published).
    expect(await htmlFindings(page.request, [lang.path("/team"), lang.path(`/team/${p.slug}`), lang.path("/connect")])).toEqual([]);

    await deleteEveryone(page);
    await asVisitor(browser, desktop, async (visitor) => {
      expect((await visitor.goto(lang.path(`/team/${p.slug}`)))?.status()).toBe(404);
    });
  });
}
