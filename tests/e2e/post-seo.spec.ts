import type { Locator } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { postInList, seedPost } from "./support/posts";
import { desktop, languages, mobile } from "./support/site";
import { reviewShot } from "./support/review-shots";

/**
 * Search and sharing, and the bilingual search check (issue 27 items 1–2,
 * decision 045): a published post with blocking findings says so in the
 * posts list; its editor's "Search and sharing" section counts and previews
 * the search title and description as they are typed, in each language's
 * direction; a finding takes the writer to its field; the report lists the
 * post and opens it at the field; the saved search title is the page's title.
 */
const texts = {
  en: {
    search: "Search by title, author, category or slug",
    badge: "Search problems: 3",
    section: "Search and sharing",
    searchTitleEn: "Search title (English)",
    searchDescriptionAr: "Search description (Arabic)",
    more: (n: number) => `${n} more than recommended`,
    goToSlug: "Go to Slug",
    goToCoverAltAr: "Go to Cover description (Arabic)",
    slug: "Slug",
    imageAltAr: "Cover description (Arabic)",
    imageAltEn: "Cover description (English)",
    coverAltRequired: "Describe the cover in a sentence before publishing: readers who cannot see it, and search engines, read this instead.",
    reportView: "Search check",
    save: "Save post",
    updated: "Post updated",
  },
  ar: {
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    badge: "مشكلات البحث: 3",
    section: "البحث والمشاركة",
    searchTitleEn: "عنوان البحث (بالإنجليزية)",
    searchDescriptionAr: "وصف البحث (بالعربية)",
    more: (n: number) => `أكثر من الموصى به بمقدار ${n}`,
    goToSlug: "الانتقال إلى المعرّف في الرابط (Slug)",
    goToCoverAltAr: "الانتقال إلى وصف صورة الغلاف (بالعربية)",
    slug: "المعرّف في الرابط (Slug)",
    imageAltAr: "وصف صورة الغلاف (بالعربية)",
    imageAltEn: "وصف صورة الغلاف (بالإنجليزية)",
    coverAltRequired: "صِفوا صورة الغلاف في جملة قبل النشر: يقرأ هذا الوصفَ من لا يستطيع رؤيتها، وتقرؤه محركات البحث.",
    reportView: "فحص البحث",
    save: "حفظ المقال",
    updated: "تم تحديث المقال",
  },
} as const;

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: the search section counts and previews as it is typed, a finding focuses its field, and the report opens the post at the field`, async ({ page }, testInfo) => {
      // The dashboard's saves are slow on a loaded machine, and this test makes several.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      // Letters only: the address's one long number is the one below.
      const id = `${lang.code}${viewport === mobile ? "phone" : "desk"}${Date.now().toString(36).replace(/\d/g, "")}`;
      // Published with three blocking findings (a link to no page, the cover undescribed in both languages: the spec's payload sends no descriptions) and an address with a long number.
      const post = await seedPost({
        slug: `search-check-${id}-20261129`,
        titleEn: `Board secretaries ${id}`,
        titleAr: `أمناء سر المجالس ${id}`,
        status: "published",
        summaryEn: "What a board secretary does for a family group's board, and how its chair should choose one.",
        summaryAr: "ما يقدّمه أمين سر المجلس لمجلس إدارة المجموعة العائلية، وكيف يختاره رئيس المجلس بعناية.",
        contentEn: "## The role\n\nSee [our services](/services).",
        imageAltEn: undefined,
        imageAltAr: undefined,
      });
      const title = lang.code === "ar" ? post.titleAr : post.titleEn;
      const tx = texts[lang.code];
      // The screen as a reviewer sees it, scrolled to each part in turn.
      const shot = async (name: string, parts: Locator[]) => {
        for (const [index, part] of parts.entries()) {
          await part.scrollIntoViewIfNeeded();
          await reviewShot(page, `post-seo-${lang.code}-${viewport.width}-${name}-${index + 1}`, { fullPage: false });
        }
      };

      await signInAsAdmin(page);
      await open(page, `${lang.path("/admin")}?tab=blog`);
      const panel = page.getByRole("tabpanel");
      await panel.getByPlaceholder(tx.search).fill(title);
      const row = postInList(panel, title);

      // The list's mark opens the post at its search section.
      await expect(row.getByRole("button", { name: tx.badge })).toBeVisible();
      await shot("list", [row]);
      await row.getByRole("button", { name: tx.badge }).click();
      const editor = page.getByRole("dialog");
      const fold = editor.getByRole("button", { name: tx.section });
      await expect(fold).toHaveAttribute("aria-expanded", "true");
      const check = editor.getByTestId("seo-check");
      await expect(check.locator('[data-kind="brokenLink"]')).toBeVisible();
      await expect(check.locator('[data-kind="coverAltMissing"]')).toHaveCount(2);

      // The English search title: the preview and the count follow it; too long, the count and the check say so.
      const searchTitle = editor.getByRole("textbox", { name: tx.searchTitleEn });
      const titleCount = editor.locator(`[id="${await searchTitle.getAttribute("id")}-count"]`);
      const ownTitle = `Choosing a board secretary ${id}`;
      await searchTitle.fill(ownTitle);
      await expect(editor.getByTestId("search-preview-en").getByTestId("search-preview-title")).toHaveText(ownTitle);
      await expect(editor.getByTestId("social-preview-en").getByTestId("social-preview-title")).toHaveText(ownTitle);
      await expect(titleCount).toContainText(`${ownTitle.length} / 60`);
      const longTitle = `Board secretaries: what they do for a family group and how to choose ${id}`;
      await searchTitle.fill(longTitle);
      await expect(titleCount).toContainText(`${longTitle.length} / 60`);
      await expect(titleCount).toContainText(tx.more(longTitle.length - 60));
      await expect(check.locator('[data-kind="titleLong"]')).toBeVisible();
      await searchTitle.fill(ownTitle);
      await expect(check.locator('[data-kind="titleLong"]')).toHaveCount(0);

      // The Arabic search description: its previews are right to left.
      const arabicDescription = `دليل الشريك لاختيار أمين سر المجلس في المجموعات العائلية: المهام والصفات وطريقة المقابلة (${id}).`;
      await editor.getByRole("textbox", { name: tx.searchDescriptionAr }).fill(arabicDescription);
      const arabicSearch = editor.getByTestId("search-preview-ar");
      await expect(arabicSearch).toHaveAttribute("dir", "rtl");
      await expect(arabicSearch.getByTestId("search-preview-description")).toHaveText(arabicDescription);
      await expect(editor.getByTestId("social-preview-ar")).toHaveAttribute("dir", "rtl");
      await expect(editor.getByTestId("social-preview-ar").getByTestId("social-preview-description")).toHaveText(arabicDescription);
      const sectionScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-search-section`, { include: `[id="${await fold.getAttribute("aria-controls")}"]` });
      expect(sectionScan.failing, sectionScan.text).toEqual([]);
      await shot("section", [fold, check.locator('[data-kind="titleLong"], [data-severity="advice"]').last(), searchTitle, editor.getByTestId("search-preview-en"), editor.getByTestId("social-preview-en"), editor.getByTestId("search-preview-ar"), editor.getByTestId("social-preview-ar")]);

      // A finding takes the writer to its field, opening the fold that holds it.
      await check.getByRole("button", { name: tx.goToSlug }).click();
      await expect(editor.getByRole("textbox", { name: tx.slug, exact: true })).toBeFocused();
      // A published post's cover is described in both languages before it is saved.
      await editor.getByRole("button", { name: tx.save }).click();
      await expect(editor.getByText(tx.coverAltRequired)).toHaveCount(2);
      await check.getByRole("button", { name: tx.goToCoverAltAr }).click();
      const arabicAlt = editor.getByRole("textbox", { name: tx.imageAltAr, exact: true });
      await expect(arabicAlt).toBeFocused();
      await arabicAlt.fill("طاولة اجتماعات مجلس إدارة في الرياض");
      await editor.getByRole("textbox", { name: tx.imageAltEn, exact: true }).fill("A boardroom table in Riyadh");
      await expect(editor.getByText(tx.coverAltRequired)).toHaveCount(0);
      await expect(check.locator('[data-kind="coverAltMissing"]')).toHaveCount(0);
      await editor.getByRole("button", { name: tx.save }).click();
      await expect(page.getByText(tx.updated).first()).toBeVisible();
      await expect(editor).toBeHidden();

      // The report lists the post; its finding opens the post at the field.
      await panel.getByRole("button", { name: tx.reportView }).click();
      const report = panel.getByTestId("seo-report");
      await report.getByPlaceholder(tx.search).fill(title);
      // The rows of this search, not the list before it (which holds the post too).
      await expect(report.locator("[data-search]").first()).toHaveAttribute("data-search", title);
      // By its address: another post's finding may quote its title.
      const reported = viewport === mobile ? report.getByTestId("table-cards").locator(":scope > li").filter({ hasText: post.slug }) : report.getByRole("row").filter({ hasText: post.slug });
      await expect(reported.locator('[data-kind="brokenLink"]')).toBeVisible();
      const reportScan = await scanAccessibility(page, testInfo, `${lang.code}-${viewport.width}-search-report`, { include: '[data-testid="seo-report"]' });
      expect(reportScan.failing, reportScan.text).toEqual([]);
      await shot("report", [report, reported.locator('[data-severity="advice"]').last()]);
      await reported.getByRole("button", { name: tx.goToSlug }).click();
      // The post is read first: on a loaded machine that takes longer than an assertion waits by default.
      await expect(page.getByRole("dialog").getByRole("textbox", { name: tx.slug, exact: true })).toBeFocused({ timeout: 20_000 });

      // The saved search title is the article page's title.
      await open(page, lang.path(`/blog/${post.slug}`));
      if (lang.code === "en") await expect(page).toHaveTitle(ownTitle);
      else await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", arabicDescription);
    });
  }
}
