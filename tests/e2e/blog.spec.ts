import type { Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { expect, open, tagsIn, test } from "./support/fixtures";
import { ar, desktop, en, mobile, type SiteLang } from "./support/site";

/**
 * The blog listing and article pages in both languages. The demo content
 * (db/seed/blog-posts.ts) has 13 published articles in four categories:
 * Leadership 4, HR Compliance 3, Executive Search 3, Talent Strategy 3.
 * Texts are written out here so a missing translation fails a test.
 *
 * The listing is drawn by the server from its address (`?category=&q=&page=`,
 * issue 25): its filter links, search form and Load More link work as page
 * loads with JavaScript off, and the same walks are made with it on.
 */
interface BlogTexts {
  lang: SiteLang;
  title: string;
  filter: string;
  all: string;
  leadership: string;
  hrCompliance: string;
  loadMore: string;
  search: string;
  searchButton: string;
  clearSearch: string;
  showAll: string;
  emptySearch: string;
  emptyCategory: string;
  /** A search that only matches the Nitaqat article, written to test case-folding (English) or as typed (Arabic). */
  nitaqatQuery: string;
  /** Within Leadership, only the family-business article. */
  familyQuery: string;
  /** A search with more than 9 matches, and the first match a Load More adds. */
  manyQuery: { query: string; total: number; firstNew: string };
  article: { title: string; firstHeading: string; date: string; readingTime: RegExp; back: string; related: string; relatedTitles: string[]; byline: string; author: string };
  pageNotFound: string;
}

const HIRING = "hiring-a-c-suite-leader-in-saudi-arabia";

const texts: BlogTexts[] = [
  {
    lang: en,
    title: "Blog & Insights",
    filter: "Filter articles by category",
    all: "All",
    leadership: "Leadership",
    hrCompliance: "HR Compliance",
    loadMore: "Load More",
    search: "Search articles",
    searchButton: "Search",
    clearSearch: "Clear search",
    showAll: "Show all articles",
    emptySearch: "No results for your search. Try different search terms.",
    emptyCategory: "No articles available in this category.",
    nitaqatQuery: "NITAQAT",
    familyQuery: "FAMILY",
    manyQuery: { query: "saudi", total: 10, firstNew: HIRING },
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
    filter: "تصفية المقالات حسب التصنيف",
    all: "الكل",
    leadership: "القيادة",
    hrCompliance: "الامتثال للموارد البشرية",
    loadMore: "عرض المزيد",
    search: "ابحث في المقالات",
    searchButton: "بحث",
    clearSearch: "مسح البحث",
    showAll: "عرض جميع المقالات",
    emptySearch: "لا توجد نتائج مطابقة لبحثكم. جرّبوا كلمات بحث أخرى.",
    emptyCategory: "لا توجد مقالات متاحة في هذا التصنيف.",
    nitaqatQuery: "نطاقات",
    familyQuery: "العائلية",
    manyQuery: { query: "في", total: 12, firstNew: "onboarding-senior-hires-first-90-days" },
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
const filterLinks = (page: Page, x: BlogTexts) => page.getByRole("navigation", { name: x.filter });
const category = (page: Page, x: BlogTexts, name: string) => filterLinks(page, x).getByRole("link", { name, exact: true });
const loadMore = (page: Page, x: BlogTexts) => page.getByRole("link", { name: x.loadMore, exact: true });
const searchBox = (page: Page, x: BlogTexts) => page.getByRole("search").getByRole("searchbox", { name: x.search });

/** Types into the search box and sends the form with its button. */
async function searchFor(page: Page, x: BlogTexts, query: string): Promise<void> {
  await searchBox(page, x).fill(query);
  await page.getByRole("search").getByRole("button", { name: x.searchButton, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === query);
}

/** Opens a page: with JavaScript, once React has hydrated it; without, once it has loaded. */
async function visit(page: Page, path: string, javaScript: boolean): Promise<void> {
  if (javaScript) await open(page, path);
  else await page.goto(path);
}

/** The ids of the cards in server-rendered listing HTML, in order. */
const cardIdsIn = (html: string) => [...html.matchAll(/<article id="post-([a-z0-9-]+)" data-testid="blog-card"/g)].map((m) => m[1]);

for (const x of texts) {
  const { lang } = x;
  const blog = lang.path("/blog");

  test.describe(`blog listing (${lang.code})`, () => {
    test.use({ viewport: desktop });

    test("shows the title, 9 cards, then all 13 from the Load More link, which then goes away", async ({ page }) => {
      await open(page, blog);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.title);
      await expect(page).toHaveTitle(new RegExp(`^${x.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
      await expect(cards(page)).toHaveCount(9);
      await expect(loadMore(page, x)).toHaveAttribute("href", `${blog}?page=2#post-saudization-and-nitaqat-planning-guide`);
      await loadMore(page, x).click();
      await expect(cards(page)).toHaveCount(13);
      await expect(page.locator("#post-saudization-and-nitaqat-planning-guide")).toBeInViewport();
      await expect(loadMore(page, x)).toHaveCount(0);
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
      await open(page, `${blog}?page=2`);
      await expect(cards(page)).toHaveCount(13);
      const card = cards(page).filter({ has: page.locator(`a[href="${lang.path(`/blog/${HIRING}`)}"]`) });
      await expect(card).toContainText(x.article.byline);
      // No Latin names on Arabic cards (every seeded author has an Arabic name).
      if (lang.code === "ar") for (const text of await cards(page).allTextContents()) expect(text).not.toMatch(/[A-Za-z]{3,}/);
    });

    test("a category narrows the list and is kept in the address", async ({ page }) => {
      await open(page, blog);
      await category(page, x, x.leadership).click();
      await expect(cards(page)).toHaveCount(4);
      expect(param(page, "category")).toBe(x.leadership);
      await expect(category(page, x, x.leadership)).toHaveAttribute("aria-current", "page");
      await expect(category(page, x, x.all)).not.toHaveAttribute("aria-current");
      await expect(loadMore(page, x)).toHaveCount(0);

      // A shared address opens the same view.
      await open(page, `${blog}?category=${encodeURIComponent(x.hrCompliance)}`);
      await expect(cards(page)).toHaveCount(3);
      await expect(category(page, x, x.hrCompliance)).toHaveAttribute("aria-current", "page");
    });

    test("the back button restores the previous filter", async ({ page }) => {
      await open(page, blog);
      await category(page, x, x.leadership).click();
      await expect(cards(page)).toHaveCount(4);
      await category(page, x, x.hrCompliance).click();
      await expect(cards(page)).toHaveCount(3);

      await page.goBack();
      await expect(page).toHaveURL((url) => url.searchParams.get("category") === x.leadership);
      await expect(cards(page)).toHaveCount(4);
      await expect(category(page, x, x.leadership)).toHaveAttribute("aria-current", "page");

      await page.goBack();
      await expect(page).toHaveURL((url) => !url.searchParams.has("category"));
      await expect(cards(page)).toHaveCount(9);
      await expect(category(page, x, x.all)).toHaveAttribute("aria-current", "page");
    });

    test(`search narrows the list (${lang.code === "en" ? "case-insensitive" : "as typed"}), and its clear link takes it away`, async ({ page }) => {
      await open(page, blog);
      await searchFor(page, x, x.nitaqatQuery);
      await expect(cards(page)).toHaveCount(1);
      await expect(searchBox(page, x)).toHaveValue(x.nitaqatQuery);

      await page.getByRole("search").getByRole("link", { name: x.clearSearch, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === blog && url.search === "");
      await expect(cards(page)).toHaveCount(9);
      await expect(searchBox(page, x)).toHaveValue("");
    });

    test("an unknown category or page number is ignored: the first page of every article", async ({ page }) => {
      const response = await open(page, `${blog}?category=Astronomy&page=abc`);
      expect(response.status()).toBe(200);
      await expect(cards(page)).toHaveCount(9);
      await expect(category(page, x, x.all)).toHaveAttribute("aria-current", "page");
      await expect(loadMore(page, x)).toHaveAttribute("href", `${blog}?page=2#post-saudization-and-nitaqat-planning-guide`);
    });

    test("the server renders the view the address asks for, with the plain listing as its canonical address", async ({ request, baseURL }) => {
      // A category, a search and page 2 together: the three Leadership articles about Saudi organisations, on one page.
      const filtered = await request.get(`${blog}?category=${encodeURIComponent(x.leadership)}&q=saudi&page=2`);
      expect(filtered.status()).toBe(200);
      const html = await filtered.text();
      expect(cardIdsIn(html)).toEqual(["women-in-leadership-in-the-kingdom", "succession-planning-in-saudi-family-businesses", "vision-2030-leadership-capabilities"]);
      expect(tagsIn(html, "link").find((l) => l.rel === "canonical")?.href).toBe(`${baseURL}${blog}`);
      expect(tagsIn(html, "a").find((a) => a["aria-current"] === "page")?.href).toBe(`${blog}?category=${encodeURIComponent(x.leadership).replace(/%20/g, "+")}&q=saudi`);
      expect(tagsIn(html, "input").find((i) => i.type === "hidden")).toMatchObject({ name: "category", value: x.leadership });

      // Ten matches: 9, a Load More link that keeps the search, then all 10 and no link.
      const first = await (await request.get(`${blog}?q=saudi`)).text();
      expect(cardIdsIn(first)).toHaveLength(9);
      expect(tagsIn(first, "a").filter((a) => a.href?.includes("page="))).toEqual([expect.objectContaining({ href: `${blog}?q=saudi&page=2#post-${HIRING}` })]);
      const second = await (await request.get(`${blog}?q=saudi&page=2`)).text();
      expect(cardIdsIn(second)).toEqual([...cardIdsIn(first), HIRING]);
      expect(second).not.toContain("page=3");
    });

    test("a filtered address is kept in the page cache like any page, with its own posts", async ({ request }) => {
      const address = `${blog}?category=${encodeURIComponent(x.hrCompliance)}&q=employer`;
      // The first visit renders it and the server keeps it in the background: ask until it is a hit.
      await expect(async () => {
        const response = await request.get(address);
        expect(response.headers()["x-page-cache"]).toBe("hit");
        expect(cardIdsIn(await response.text())).toEqual(["gosi-contributions-employer-compliance", "saudization-and-nitaqat-planning-guide", "saudi-labour-law-essentials-for-employers"]);
      }).toPass({ intervals: [100, 250, 500], timeout: 20_000 });
      expect(cardIdsIn(await (await request.get(blog)).text())).toHaveLength(9);
    });

    test("a search is shown back as text, never as markup", async ({ page, request }) => {
      const attack = `"><script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;
      const address = `${blog}?q=${encodeURIComponent(attack)}`;
      const html = await (await request.get(address)).text();
      expect(html).not.toContain("<script>window.__xss");
      expect(html).not.toContain("<img src=x");
      await open(page, address);
      await expect(searchBox(page, x)).toHaveValue(attack);
      await expect(page.getByText(x.emptySearch, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    });

    test("the closing call to action links to the contact page", async ({ page }) => {
      await open(page, blog);
      const cta = page.locator('section[aria-labelledby="blog-cta-title"]');
      await expect(cta.getByRole("link")).toHaveAttribute("href", lang.path("/contact"));
    });
  });

  /**
   * The listing's walks as page loads: choose a category, search within it,
   * find nothing and clear, search again and load more. Without JavaScript
   * (what the page will ship) and with it, at both widths.
   */
  for (const javaScript of [false, true]) {
    for (const viewport of [mobile, desktop]) {
      test.describe(`blog listing ${javaScript ? "with" : "without"} JavaScript (${lang.code}, ${viewport.width} px)`, () => {
        test.use({ viewport, javaScriptEnabled: javaScript });

        test("choose a category, search, clear, load more: each view its own address", async ({ page }) => {
          await visit(page, blog, javaScript);
          await expect(cards(page)).toHaveCount(9);
          await expect(category(page, x, x.all)).toHaveAttribute("aria-current", "page");
          // Every category is on screen: the links wrap instead of running off the edge.
          for (const link of await filterLinks(page, x).getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

          await category(page, x, x.leadership).click();
          await expect(page).toHaveURL((url) => url.pathname === blog && url.searchParams.get("category") === x.leadership);
          await expect(cards(page)).toHaveCount(4);
          await expect(category(page, x, x.leadership)).toHaveAttribute("aria-current", "page");
          await expect(loadMore(page, x)).toHaveCount(0);

          // The form sends the category with the search.
          await searchFor(page, x, x.familyQuery);
          expect(param(page, "category")).toBe(x.leadership);
          await expect(cards(page)).toHaveCount(1);
          await expect(category(page, x, x.leadership)).toHaveAttribute("aria-current", "page");

          // Nothing found: said so, and one link back to every article.
          await searchFor(page, x, "zzqx");
          await expect(cards(page)).toHaveCount(0);
          await expect(page.getByText(x.emptySearch, { exact: true })).toBeVisible();
          await page.getByRole("link", { name: x.showAll, exact: true }).click();
          await expect(page).toHaveURL((url) => url.pathname === blog && url.search === "");
          await expect(cards(page)).toHaveCount(9);
          await expect(searchBox(page, x)).toHaveValue("");
          await expect(category(page, x, x.all)).toHaveAttribute("aria-current", "page");

          // Load More keeps the search and opens the next page at the first new card.
          const { query, total, firstNew } = x.manyQuery;
          await searchFor(page, x, query);
          await expect(cards(page)).toHaveCount(9);
          await loadMore(page, x).click();
          await expect(page).toHaveURL((url) => url.searchParams.get("q") === query && url.searchParams.get("page") === "2" && url.hash === `#post-${firstNew}`);
          await expect(cards(page)).toHaveCount(total);
          const added = page.locator(`#post-${firstNew}`);
          await expect(added).toBeInViewport();
          if (!javaScript) {
            // A page load at the card starts the keyboard there: Tab goes to its article.
            await page.keyboard.press("Tab");
            await expect(added.getByRole("link").first()).toBeFocused();
          }
          await expect(loadMore(page, x)).toHaveCount(0);
          await expect(searchBox(page, x)).toHaveValue(query);
        });
      });
    }
  }

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
      await loadMore(page, x).click();
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
        ["listing with nothing found", `${blog}?category=${encodeURIComponent(x.leadership)}&q=zzqx`],
        ["article", lang.path(`/blog/${HIRING}`)],
      ] as const) {
        test(`${name} has no serious or critical violations`, async ({ page }, testInfo) => {
          await open(page, path);
          const report = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-blog-${name.replace(/ /g, "-")}`);
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
    const arabic = texts.find((x) => x.lang.code === "ar")!;
    await expect(category(page, arabic, arabic.leadership)).toHaveAttribute("aria-current", "page");
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
