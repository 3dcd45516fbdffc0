import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { expect, open, tagsIn, test } from "./support/fixtures";
import { ar, desktop, en, mobile, type SiteLang } from "./support/site";

/**
 * The blog listing and article pages in both languages. The demo content
 * (db/seed/blog-posts.ts) has 13 published articles in four categories:
 * Leadership 4, HR Compliance 3, Executive Search 3, Talent Strategy 3.
 * Texts are written out here so a missing translation fails a test.
 */
interface BlogTexts {
  lang: SiteLang;
  title: string;
  all: string;
  leadership: string;
  hrCompliance: string;
  loadMore: string;
  search: string;
  emptySearch: string;
  emptyCategory: string;
  /** A search that only matches the Nitaqat article, written to test case-folding (English) or as typed (Arabic). */
  nitaqatQuery: string;
  familyQuery: string;
  article: { title: string; firstHeading: string; date: string; readingTime: RegExp; back: string; related: string; relatedTitles: string[]; byline: string; author: string };
  pageNotFound: string;
}

const HIRING = "hiring-a-c-suite-leader-in-saudi-arabia";

const texts: BlogTexts[] = [
  {
    lang: en,
    title: "Blog & Insights",
    all: "All",
    leadership: "Leadership",
    hrCompliance: "HR Compliance",
    loadMore: "Load More",
    search: "Search articles",
    emptySearch: "No results for your search. Try different search terms.",
    emptyCategory: "No articles available in this category.",
    nitaqatQuery: "NITAQAT",
    familyQuery: "FAMILY",
    article: {
      title: "Hiring a C-Suite Leader in Saudi Arabia: A Practical Guide for Boards and Owners",
      firstHeading: "Start with the mandate, not the job title",
      date: "January 21, 2025",
      readingTime: /^\d+ min read$/,
      back: "All articles",
      byline: "By Dr. Faisal Al-Harbi",
      author: "Dr. Faisal Al-Harbi",
      related: "Related articles",
      relatedTitles: [
        "Assessing Leaders for Future Readiness: What to Look For Beyond the CV",
        "Building a Regional Headquarters Team in Riyadh: Leadership Hiring for the RHQ Programme",
        "Performance Management That Drives Results: A Practical Approach for Saudi Organisations",
      ],
    },
    pageNotFound: "Page Not Found",
  },
  {
    lang: ar,
    title: "المدونة والرؤى",
    all: "الكل",
    leadership: "القيادة",
    hrCompliance: "الامتثال للموارد البشرية",
    loadMore: "عرض المزيد",
    search: "ابحث في المقالات",
    emptySearch: "لا توجد نتائج مطابقة لبحثكم. جرّبوا كلمات بحث أخرى.",
    emptyCategory: "لا توجد مقالات متاحة في هذا التصنيف.",
    nitaqatQuery: "نطاقات",
    familyQuery: "العائلية",
    article: {
      title: "تعيين قائد في الإدارة العليا بالمملكة العربية السعودية: دليل عملي لمجالس الإدارة والملّاك",
      firstHeading: "ابدأ بمهمة المنصب لا بمسمّاه",
      date: "21 يناير 2025",
      readingTime: /^مدة القراءة: (\d+ (دقائق|دقيقة)|دقيقة واحدة|دقيقتان)$/,
      back: "جميع المقالات",
      byline: "بقلم د. فيصل الحربي",
      author: "د. فيصل الحربي",
      related: "مقالات ذات صلة",
      relatedTitles: [
        "تقييم جاهزية القادة للمستقبل: ما الذي تبحث عنه بعد السيرة الذاتية",
        "بناء فريق المقر الإقليمي في الرياض: استقطاب القيادات ضمن برنامج المقرات الإقليمية",
        "إدارة أداء تصنع النتائج: نهج عملي للمنشآت السعودية",
      ],
    },
    pageNotFound: "الصفحة غير موجودة",
  },
];

const cards = (page: Page) => page.getByTestId("blog-card");
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

for (const x of texts) {
  const { lang } = x;
  const blog = lang.path("/blog");

  test.describe(`blog listing (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("shows the title, 9 cards, then all 13 after Load More, and the button goes away", async ({ page }) => {
      await open(page, blog);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.title);
      await expect(page).toHaveTitle(new RegExp(`^${x.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
      await expect(cards(page)).toHaveCount(9);
      const loadMore = page.getByRole("button", { name: x.loadMore, exact: true });
      await loadMore.click();
      await expect(cards(page)).toHaveCount(13);
      await expect(loadMore).toBeHidden();
    });

    test("a card links to its article in the page's language", async ({ page }) => {
      await open(page, blog);
      const first = cards(page).first();
      const links = first.getByRole("link");
      await expect(links).toHaveCount(2);
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
        expect(href).toMatch(new RegExp(`^${lang.path("/blog/")}[a-z0-9-]+$`));
      }
      const image = first.locator("img");
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "675");
    });

    test("cards name the author in the page's language", async ({ page }) => {
      await open(page, blog);
      await page.getByRole("button", { name: x.loadMore, exact: true }).click();
      await expect(cards(page)).toHaveCount(13);
      const card = cards(page).filter({ has: page.locator(`a[href="${lang.path(`/blog/${HIRING}`)}"]`) });
      await expect(card).toContainText(x.article.byline);
      // No Latin names on Arabic cards (every seeded author has an Arabic name).
      if (lang.code === "ar") for (const text of await cards(page).allTextContents()) expect(text).not.toMatch(/[A-Za-z]{3,}/);
    });

    test("a category narrows the list and is kept in the address", async ({ page }) => {
      await open(page, blog);
      const group = page.getByRole("group");
      await group.getByRole("button", { name: x.leadership, exact: true }).click();
      await expect(cards(page)).toHaveCount(4);
      expect(param(page, "category")).toBe(x.leadership);
      await expect(group.getByRole("button", { name: x.leadership, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(group.getByRole("button", { name: x.all, exact: true })).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("button", { name: x.loadMore, exact: true })).toBeHidden();

      // A shared address opens the same view.
      await open(page, `${blog}?category=${encodeURIComponent(x.hrCompliance)}`);
      await expect(cards(page)).toHaveCount(3);
    });

    test("the back button restores the previous filter", async ({ page }) => {
      await open(page, blog);
      const group = page.getByRole("group");
      await group.getByRole("button", { name: x.leadership, exact: true }).click();
      await expect(cards(page)).toHaveCount(4);
      await group.getByRole("button", { name: x.hrCompliance, exact: true }).click();
      await expect(cards(page)).toHaveCount(3);

      await page.goBack();
      expect(param(page, "category")).toBe(x.leadership);
      await expect(cards(page)).toHaveCount(4);
      await expect(group.getByRole("button", { name: x.leadership, exact: true })).toHaveAttribute("aria-pressed", "true");

      await page.goBack();
      expect(param(page, "category")).toBeNull();
      await expect(cards(page)).toHaveCount(9);
      await expect(group.getByRole("button", { name: x.all, exact: true })).toHaveAttribute("aria-pressed", "true");
    });

    test(`search narrows the list (${lang.code === "en" ? "case-insensitive" : "as typed"}) and shows the empty message`, async ({ page }) => {
      await open(page, blog);
      const search = page.getByRole("searchbox", { name: x.search });
      await search.fill(x.nitaqatQuery);
      await expect(cards(page)).toHaveCount(1);
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === x.nitaqatQuery);

      await search.fill("zzqx");
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(x.emptySearch, { exact: true })).toBeVisible();

      await search.fill("");
      await expect(cards(page)).toHaveCount(9);
      await expect(page).toHaveURL((url) => !url.searchParams.has("q"));
    });

    test("typing replaces the current history entry instead of adding one per keystroke", async ({ page }) => {
      await open(page, blog);
      await page.getByRole("group").getByRole("button", { name: x.leadership, exact: true }).click();
      await expect(cards(page)).toHaveCount(4);
      await page.getByRole("searchbox", { name: x.search }).pressSequentially(x.familyQuery, { delay: 60 });
      await expect(cards(page)).toHaveCount(1);
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === x.familyQuery && url.searchParams.get("category") === x.leadership);

      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === blog && url.search === "");
      await expect(page.getByRole("searchbox", { name: x.search })).toHaveValue("");
      await expect(cards(page)).toHaveCount(9);
    });

    test("an unknown category shows the category's empty message", async ({ page }) => {
      await open(page, `${blog}?category=Astronomy`);
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(x.emptyCategory, { exact: true })).toBeVisible();
    });

    test("the closing call to action links to the contact page", async ({ page }) => {
      await open(page, blog);
      const cta = page.locator('section[aria-labelledby="blog-cta-title"]');
      await expect(cta.getByRole("link")).toHaveAttribute("href", lang.path("/contact"));
    });
  });

  test.describe(`article page (${lang.code})`, () => {
    test.use({ viewport: desktop });
    const articlePath = lang.path(`/blog/${HIRING}`);

    test("renders the article with its date, reading time, content and related posts", async ({ page }) => {
      const response = await open(page, articlePath);
      expect(response.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.article.title);
      await expect(page).toHaveTitle(new RegExp(`^${x.article.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
      await expect(page.getByTestId("article-date")).toHaveText(x.article.date);
      await expect(page.getByTestId("article-reading-time")).toHaveText(x.article.readingTime);
      await expect(page.locator("article header").getByText(x.article.byline, { exact: true })).toBeVisible();
      // Initials only for Latin names: Arabic letters side by side would join into a word.
      const avatar = page.getByTestId("author-avatar");
      if (lang.code === "ar") {
        await expect(avatar.locator("svg")).toHaveCount(1);
        await expect(avatar).toHaveText("");
      } else await expect(avatar).toHaveText("FH");
      const body = page.getByTestId("article-body");
      await expect(body.getByRole("heading", { level: 2 }).first()).toHaveText(x.article.firstHeading);
      await expect(body.locator("ul li").first()).toBeVisible();
      await expect(body.locator("script, style, iframe")).toHaveCount(0);

      const hero = page.locator("article img").first();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("width", "1200");

      const related = page.locator('section[aria-labelledby="related-title"]');
      await expect(related.getByRole("heading", { level: 2 })).toHaveText(x.article.related);
      await expect(related.getByTestId("blog-card").getByRole("heading", { level: 3 })).toHaveText(x.article.relatedTitles);

      await page.getByRole("link", { name: x.article.back, exact: true }).click();
      await expect(page).toHaveURL(blog);
      await expect(cards(page)).toHaveCount(9);
    });

    test("the server sends article metadata and BlogPosting structured data", async ({ request, baseURL }) => {
      const response = await request.get(articlePath, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const metas = tagsIn(html, "meta");
      const meta = (property: string) => metas.find((m) => m.property === property || m.name === property)?.content;
      expect(meta("og:type")).toBe("article");
      expect(meta("og:title")).toBe(x.article.title);
      expect(meta("og:image")).toBe(`${baseURL}/images/blog/${HIRING}.svg`);
      expect(meta("description")?.length).toBeGreaterThan(40);

      // An anonymous article is rendered for the page cache: no nonce, and no inline script to list a hash for
      // (decision 040: the boot script is a file); the JSON-LD block is data that is never run (docs/decisions/020).
      expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
      const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
      expect(script, "a JSON-LD script").not.toBeNull();
      const data = JSON.parse(script?.[1] ?? "{}") as Record<string, unknown>;
      expect(data).toMatchObject({
        "@type": "BlogPosting",
        headline: x.article.title,
        inLanguage: lang.code,
        image: [`${baseURL}/images/blog/${HIRING}.svg`],
        datePublished: "2025-01-21T00:00:00.000Z",
        author: { "@type": "Person", name: x.article.author },
        publisher: { "@type": "Organization" },
        mainEntityOfPage: { "@id": `${baseURL}${articlePath}` },
      });
    });

    test(`an unknown article is a real 404 titled "${x.pageNotFound}"`, async ({ page, request, pageGuard }) => {
      pageGuard.allowNotFoundResponses();
      const missing = lang.path("/blog/no-such-article");
      expect((await request.get(missing, { maxRedirects: 0 })).status()).toBe(404);
      const response = await open(page, missing);
      expect(response.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.pageNotFound);
    });
  });

  test.describe(`blog on a phone (${lang.code})`, () => {
    test.use({ viewport: mobile });

    test("the listing and an article work at 390 px without sideways scrolling", async ({ page }) => {
      await open(page, blog);
      await expect(cards(page)).toHaveCount(9);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole("button", { name: x.loadMore, exact: true }).click();
      await expect(cards(page)).toHaveCount(13);

      await open(page, lang.path(`/blog/${HIRING}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.article.title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  for (const viewport of [desktop, mobile]) {
    test.describe(`blog accessibility (${lang.code}, ${viewport.width} px)`, () => {
      test.use({ viewport });
      for (const [name, path] of [
        ["listing", blog],
        ["article", lang.path(`/blog/${HIRING}`)],
      ] as const) {
        test(`${name} has no serious or critical violations`, async ({ page }, testInfo) => {
          await open(page, path);
          const report = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-blog-${name}`);
          expect(report.failing, `axe on ${path} at ${viewport.width} px:\n${report.text}`).toEqual([]);
        });
      }
    });
  }
}

test.describe("blog across languages", () => {
  test("switching language keeps the chosen category", async ({ page }) => {
    await open(page, "/blog?category=Leadership");
    await expect(cards(page)).toHaveCount(4);
    await page.locator("header").getByRole("link", { name: en.switchToOther }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/ar/blog" && url.searchParams.get("category") === "Leadership");
    await expect(page.getByRole("group").getByRole("button", { name: "القيادة", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(4);
  });
});

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists pages and articles in both languages as XML", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/ar/blog/${HIRING}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/privacy-policy</loc>`);
    expect(xml).toContain('hreflang="ar"');
  });

  test("/robots.txt keeps private areas out and points at the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /ar/profile");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
