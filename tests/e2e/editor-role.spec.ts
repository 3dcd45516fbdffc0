import { scanAccessibility } from "./support/a11y";
import { createMember, signIn } from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The editor role (decision 038), in both languages: an editor made by an
 * administrator through the API has the Dashboard link, sees blog posts,
 * site texts, testimonials and images, and cannot reach leads, privacy, the audit log
 * or users: not in the navigation, not by a `?tab=` address (Blog Posts opens
 * instead), not through the API (403). Texts are written out, not read from
 * the catalogs.
 */
const tabs: Record<LangCode, { blog: string; redirects: string; content: string; team: string; testimonials: string; caseStudies: string; media: string; title: string; subtitle: string }> = {
  en: { blog: "Blog Posts", redirects: "Redirects", content: "Site Content", team: "Team", testimonials: "Testimonials", caseStudies: "Case studies", media: "Images", title: "Content Dashboard", subtitle: "Articles, testimonials and website texts in one place." },
  ar: { blog: "المقالات", redirects: "إعادة التوجيه", content: "محتوى الموقع", team: "الفريق", testimonials: "شهادات العملاء", caseStudies: "دراسات الحالة", media: "الصور", title: "لوحة المحتوى", subtitle: "المقالات وشهادات العملاء ونصوص الموقع في مكان واحد." },
};

for (const lang of languages) {
  test(`an editor sees posts and their redirects, site texts, testimonials and images, and nothing of leads, privacy, audit or users (${lang.code})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(desktop);
    const t = tabs[lang.code];
    const { username, password } = await createMember({ role: "editor" });
    await signIn(page, username, password);

    await open(page, lang.home);
    await expect(page.locator(`a[href="${lang.path("/admin")}"]`).first()).toBeAttached();

    await open(page, lang.path("/admin"));
    // An editor's workspace is named for what it holds, not for the firm's enquiries.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.subtitle)).toBeVisible();
    const tablist = page.getByRole("tablist");
    await expect(tablist.getByRole("tab")).toHaveText([t.blog, t.redirects, t.content, t.team, t.testimonials, t.caseStudies, t.media]);
    await expect(tablist.getByRole("tab", { name: t.blog })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("stat-users")).toHaveCount(0);
    await tablist.getByRole("tab", { name: t.content }).click();
    await expect(page).toHaveURL(/\?tab=content$/);
    await tablist.getByRole("tab", { name: t.testimonials }).click();
    await expect(page).toHaveURL(/\?tab=testimonials$/);
    await expect(page.getByRole("tabpanel")).toBeVisible();
    const scan = await scanAccessibility(page, testInfo, `${lang.code}-editor-dashboard`);
    expect(scan.failing, scan.text).toEqual([]);

    // On a phone the one group's tabs stand alone: no "work area" select with a single choice.
    await page.setViewportSize(mobile);
    await expect(tablist.getByRole("tab", { name: t.testimonials })).toBeVisible();
    await expect(page.getByTestId("admin-group-select")).toHaveCount(0);
    await page.setViewportSize(desktop);

    for (const forbidden of ["leads", "contacts", "privacy", "audit", "users"]) {
      await open(page, `${lang.path("/admin")}?tab=${forbidden}`);
      await waitForHydration(page);
      await expect(page.getByRole("tab", { name: t.blog }), `?tab=${forbidden}`).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tab")).toHaveCount(7);
    }

    for (const path of ["/api/admin/leads", "/api/admin/contacts.csv", "/api/admin/privacy/retention", "/api/admin/audit-log", "/api/admin/users", "/api/admin/day", "/api/admin/stats"]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    for (const path of ["/api/admin/blog", "/api/admin/pending-posts", "/api/admin/site-content", "/api/admin/testimonials", "/api/admin/uploads"]) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
  });
}
