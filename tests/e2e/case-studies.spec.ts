import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { htmlFindings } from "./support/html-validator";
import { desktop, languages, mobile } from "./support/site";
import { reviewShot } from "./support/review-shots";

/**
 * Case studies (issue 28 items 2 and 4, decision 048): the firm adds a
 * case study in the dashboard's Case studies tab by clicking; a visitor finds
 * it on /case-studies, filters by sector (a GET form, no script), and opens
 * it; a home figure shows with its footnoted source and is gone without it.
 * Both languages, 390 and 1280 px, with an axe scan of every screen. Runs
 * with the dashboard project (it changes public pages) and removes what it
 * added. Texts are written out, not read from the catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 3 * 60_000 });


const texts = {
  en: {
    tab: "Case studies",
    add: "Add case study",
    createTitle: "Add a case study",
    address: "Address",
    sector: "Sector",
    service: "Service",
    serviceName: "Strategic Onboarding",
    weeks: "Time to hire (weeks)",
    english: "English",
    arabic: "Arabic",
    role: "Role",
    challenge: "The challenge",
    approach: "Our approach",
    outcome: "The outcome",
    publish: "Publish on the website",
    save: "Save",
    saved: "Saved",
    required: "This field is required.",
    published: "Published",
    listTitle: "Case studies",
    filterSector: "Sector",
    apply: "Show case studies",
    read: "Read the case study",
    timeToHire: "Time to hire",
    weeksText: "9 weeks",
    back: "All case studies",
    footer: "Case Studies",
    sourcesLabel: "Source 1",
  },
  ar: {
    tab: "دراسات الحالة",
    add: "إضافة دراسة حالة",
    createTitle: "إضافة دراسة حالة",
    address: "العنوان",
    sector: "القطاع",
    service: "الخدمة",
    serviceName: "التهيئة الاستراتيجية",
    weeks: "مدة التعيين (بالأسابيع)",
    english: "الإنجليزية",
    arabic: "العربية",
    role: "المنصب",
    challenge: "التحدي",
    approach: "نهجنا",
    outcome: "النتيجة",
    publish: "نشرها في الموقع",
    save: "حفظ",
    saved: "حُفظ التغيير",
    required: "هذا الحقل مطلوب.",
    published: "منشورة",
    listTitle: "دراسات الحالة",
    filterSector: "القطاع",
    apply: "عرض دراسات الحالة",
    read: "اقرؤوا دراسة الحالة",
    timeToHire: "مدة التعيين",
    weeksText: "9 أسابيع",
    back: "جميع دراسات الحالة",
    footer: "دراسات الحالة",
    sourcesLabel: "المصدر 1",
  },
} as const;

/** Clearly test data: the product seeds no case studies. */
const sample = (tag: string) => ({
  slug: `e2e-coo-${tag}`,
  roleEn: `Test role ${tag}: Chief Operating Officer, utility`,
  roleAr: `منصب تجريبي ${tag}: رئيس العمليات لشركة مرافق`,
  challengeEn: "A regulated utility needed a COO who had run a privatisation.",
  challengeAr: "احتاجت شركة مرافق خاضعة للتنظيم إلى رئيس عمليات سبق أن قاد عملية تخصيص.",
  approachEn: "We mapped operators across the Gulf and assessed five finalists against the board's plan.",
  approachAr: "رسمنا خريطة قيادات التشغيل في الخليج وقيّمنا خمسة مرشحين نهائيين وفق خطة مجلس الإدارة.",
  outcomeEn: "The COO joined in week nine; the first milestone was met early.",
  outcomeAr: "انضم رئيس العمليات في الأسبوع التاسع، وتحقق أول هدف قبل موعده.",
});

async function json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(res.ok(), `${res.status()} ${res.url()}`).toBe(true);
  return (await res.json()) as T;
}

/** Removes what an earlier (or retried) run of this spec left: its case studies, its sectors, the figures' sources. */
async function cleanUp(api: APIRequestContext): Promise<void> {
  const token = await csrfToken(api);
  const headers = { "CSRF-Token": token };
  const { caseStudies } = await json<{ caseStudies: { id: number; slug: string }[] }>(await api.get("/api/admin/case-studies?pageSize=100"));
  for (const item of caseStudies.filter((c) => c.slug.startsWith("e2e-"))) expect((await api.delete(`/api/admin/case-studies/${item.id}`, { headers })).status()).toBe(204);
  const { sectors } = await json<{ sectors: { id: number; nameEn: string }[] }>(await api.get("/api/admin/case-studies/proof"));
  for (const sector of sectors.filter((s) => s.nameEn.startsWith("E2E "))) expect((await api.delete(`/api/admin/case-studies/sectors/${sector.id}`, { headers })).status()).toBe(204);
  for (const figure of ["experience", "performance", "productivity", "guarantee"]) {
    expect((await api.put(`/api/admin/case-studies/statistics/${figure}`, { headers, data: { sourceEn: "", sourceAr: "" } })).ok()).toBe(true);
  }
}

async function addSector(api: APIRequestContext, nameEn: string, nameAr: string): Promise<number> {
  const res = await api.post("/api/admin/case-studies/sectors", { headers: { "CSRF-Token": await csrfToken(api) }, data: { nameEn, nameAr } });
  return (await json<{ id: number }>(res)).id;
}

/** An anonymous visitor at `viewport` (no session, no language cookie). */
async function visitor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

for (const lang of languages) {
  for (const viewport of [mobile, desktop]) {
    const t = texts[lang.code];
    const tag = `${lang.code}-${viewport.width}`;
    const item = sample(tag);
    const role = lang.code === "ar" ? item.roleAr : item.roleEn;

    test(`${tag}: the firm adds a case study in the dashboard; a visitor finds it, filters by sector and opens it`, async ({ page, browser }, testInfo) => {
      const api = await adminApi();
      try {
        await cleanUp(api);
        const energy = { en: `E2E Energy ${tag}`, ar: `طاقة تجريبية ${tag}` };
        const health = { en: `E2E Healthcare ${tag}`, ar: `رعاية صحية تجريبية ${tag}` };
        await addSector(api, energy.en, energy.ar);
        await addSector(api, health.en, health.ar);
        // A second, published case study in the other sector: the filter must leave it out.
        const other = await api.post("/api/admin/case-studies", {
          headers: { "CSRF-Token": await csrfToken(api) },
          data: { ...sample(`${tag}-other`), roleEn: `Other role ${tag}`, roleAr: `منصب آخر ${tag}`, sectorId: (await json<{ sectors: { id: number; nameEn: string }[] }>(await api.get("/api/admin/case-studies/proof"))).sectors.find((s) => s.nameEn === health.en)!.id, service: "executiveSearch", published: true },
        });
        expect(other.status()).toBe(201);

        // The dashboard: the tab, the form (refused empty, in the page's language), filled in both languages, published.
        await page.setViewportSize(viewport);
        await signInAsAdmin(page);
        await open(page, lang.path("/admin?tab=case-studies"));
        await expect(page.getByRole("tab", { name: t.tab })).toHaveAttribute("aria-selected", "true");
        const panel = page.getByRole("tabpanel");
        await panel.getByRole("button", { name: t.add }).click();
        const dialog = page.getByRole("dialog", { name: t.createTitle });
        await dialog.getByRole("button", { name: t.save, exact: true }).click();
        await expect(dialog.getByText(t.required).first()).toBeVisible();
        await dialog.getByRole("textbox", { name: t.address }).fill(item.slug);
        await dialog.getByRole("combobox", { name: t.sector }).selectOption({ label: lang.code === "ar" ? energy.ar : energy.en });
        await dialog.getByRole("combobox", { name: t.service }).selectOption({ label: t.serviceName });
        await dialog.getByRole("spinbutton", { name: t.weeks }).fill("9");
        for (const [group, suffix] of [[t.english, "En"], [t.arabic, "Ar"]] as const) {
          const fields = dialog.getByRole("group", { name: group });
          await expect(fields.getByRole("textbox", { name: t.role })).toHaveAttribute("dir", suffix === "Ar" ? "rtl" : "ltr");
          await fields.getByRole("textbox", { name: t.role }).fill(item[`role${suffix}`]);
          await fields.getByRole("textbox", { name: t.challenge }).fill(item[`challenge${suffix}`]);
          await fields.getByRole("textbox", { name: t.approach }).fill(item[`approach${suffix}`]);
          await fields.getByRole("textbox", { name: t.outcome }).fill(item[`outcome${suffix}`]);
        }
        await dialog.getByRole("checkbox", { name: t.publish }).check();
        await dialog.getByRole("button", { name: t.save, exact: true }).click();
        // Saving waits on the server (the machine running every spec may be busy).
        await expect(dialog).toBeHidden({ timeout: 20_000 });
        await expect(page.locator('ol > li[data-state="open"]').getByText(t.saved)).toBeVisible();
        const added = viewport === mobile ? panel.getByTestId("case-study-card").filter({ hasText: role }) : panel.getByRole("row").filter({ hasText: role });
        await expect(added.getByText(t.published, { exact: true })).toBeVisible();
        const dashboardScan = await scanAccessibility(page, testInfo, `${tag}-dashboard-case-studies`);
        expect(dashboardScan.failing, dashboardScan.text).toEqual([]);
        await reviewShot(page, `case-studies-dashboard-${tag}`);

        // The visitor: the footer leads to the listing, which shows both; the sector filter leaves ours.
        const visit = await visitor(browser, viewport);
        try {
          await open(visit, lang.home);
          await visit.getByRole("contentinfo").getByRole("link", { name: t.footer }).click();
          await expect(visit).toHaveURL(new RegExp(`${lang.path("/case-studies")}$`));
          await expect(visit.getByRole("heading", { level: 1, name: t.listTitle })).toBeVisible();
          await expect(visit.getByRole("heading", { level: 2, name: role })).toBeVisible();
          await expect(visit.getByRole("heading", { level: 2, name: lang.code === "ar" ? `منصب آخر ${tag}` : `Other role ${tag}` })).toBeVisible();

          await visit.getByRole("combobox", { name: t.filterSector }).selectOption({ label: lang.code === "ar" ? energy.ar : energy.en });
          await visit.getByRole("button", { name: t.apply }).click();
          await expect(visit).toHaveURL(/\?sector=\d+/);
          await expect(visit.getByRole("heading", { level: 2, name: role })).toBeVisible();
          await expect(visit.getByRole("heading", { level: 2, name: lang.code === "ar" ? `منصب آخر ${tag}` : `Other role ${tag}` })).toHaveCount(0);
          await expect(visit.locator("article").filter({ hasText: role })).toContainText(`${t.timeToHire}: ${t.weeksText}`);
          const listScan = await scanAccessibility(visit, testInfo, `${tag}-case-studies`);
          expect(listScan.failing, listScan.text).toEqual([]);
          await reviewShot(visit, `case-studies-listing-${tag}`);

          await visit.getByRole("heading", { level: 2, name: role }).getByRole("link").click();
          await expect(visit).toHaveURL(new RegExp(`${lang.path(`/case-studies/${item.slug}`)}$`));
          await expect(visit.getByRole("heading", { level: 1, name: role })).toBeVisible();
          await expect(visit.locator("main")).toContainText(lang.code === "ar" ? item.outcomeAr : item.outcomeEn);
          await expect(visit.locator("main")).toContainText(t.serviceName);
          await expect(visit.locator("main")).not.toContainText(lang.code === "ar" ? item.outcomeEn : item.outcomeAr);
          // Its sharing card and structured data.
          await expect(visit.locator('meta[property="og:title"]')).toHaveAttribute("content", role);
          const jsonLd = JSON.parse((await visit.locator('script[type="application/ld+json"]').first().textContent())!) as { "@type": string; headline: string };
          expect(jsonLd).toMatchObject({ "@type": "Article", headline: role });
          const pageScan = await scanAccessibility(visit, testInfo, `${tag}-case-study`);
          expect(pageScan.failing, pageScan.text).toEqual([]);
          await reviewShot(visit, `case-study-${tag}`);
          // Valid HTML, as every public page (html-validate.spec.ts, which runs before any case study is published).
          expect(await htmlFindings(api, [lang.path("/case-studies"), `${lang.path("/case-studies")}?service=executiveSearch`, lang.path(`/case-studies/${item.slug}`)])).toEqual([]);
          await visit.getByRole("link", { name: t.back }).click();
          await expect(visit).toHaveURL(new RegExp(`${lang.path("/case-studies")}$`));
        } finally {
          await visit.context().close();
        }
      } finally {
        await cleanUp(api);
        await api.dispose();
      }
    });

    test(`${tag}: a home figure shows with its footnoted source, and is gone without one`, async ({ browser }, testInfo) => {
      const api = await adminApi();
      try {
        await cleanUp(api);
        const headers = { "CSRF-Token": await csrfToken(api) };
        const source = { sourceEn: "Client survey of 41 placements, 2023–2025", sourceAr: "استبيان شمل 41 تعيينًا لعملائنا، 2023–2025" };
        expect((await api.put("/api/admin/case-studies/statistics/performance", { headers, data: source })).ok()).toBe(true);
        expect((await api.put("/api/admin/case-studies/statistics/experience", { headers, data: { sourceEn: "Founded in Riyadh in 2010", sourceAr: "تأسست في الرياض عام 2010" } })).ok()).toBe(true);

        const visit = await visitor(browser, viewport);
        try {
          await open(visit, lang.home);
          const hero = visit.locator("main section").first();
          await expect(hero.locator("ul li span[dir=ltr]")).toHaveText(["15+", "+30%"]);
          await expect(visit.locator("#figure-source-performance")).toContainText(lang.code === "ar" ? source.sourceAr : source.sourceEn);
          await expect(hero.getByRole("link", { name: t.sourcesLabel })).toHaveAttribute("href", "#figure-source-experience");
          await expect(hero).not.toContainText("\u221250%");
          const scan = await scanAccessibility(visit, testInfo, `${tag}-home-figures`, { include: "main section#hero" });
          expect(scan.failing, scan.text).toEqual([]);
          await hero.scrollIntoViewIfNeeded();
          await reviewShot(hero, `home-figures-${tag}`);

          expect((await api.put("/api/admin/case-studies/statistics/performance", { headers, data: { sourceEn: "", sourceAr: "" } })).ok()).toBe(true);
          await open(visit, lang.home);
          await expect(hero.locator("ul li span[dir=ltr]")).toHaveText(["15+"]);
          await expect(visit.locator("main")).not.toContainText("+30%");
        } finally {
          await visit.context().close();
        }
      } finally {
        await cleanUp(api);
        await api.dispose();
      }
    });
  }
}
