import type { Browser, BrowserContext, Page } from "@playwright/test";
import { csrfToken, signInAsAdmin, signInAsNewMember } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, type LangCode } from "./support/site";

/**
 * Issue 21 items 2 and 6i in the browser, the attack's own path: a member's
 * article whose images point at the administrators' exports is opened by an
 * administrator for review. The API now refuses such an article, so the
 * review gets one as it was stored before the rule (the detail answer is
 * rewritten on its way to the page). The review must request none of those
 * addresses and no export may be audited; an image that still reaches an
 * export is refused by the server, while the dashboard's own fetch and
 * download link still export. The byline imitates the firm's advisor, so
 * the review shows its notice. Texts are written out, not read from the
 * catalogs.
 */
const texts: Record<LangCode, { review: (title: string) => string; lookalikeTitle: string; lookalikeKind: string; contentEn: string }> = {
  en: {
    contentEn: "Content (English)",
    review: (title) => `Review “${title}” before deciding`,
    lookalikeTitle: "Check the author's name before approving",
    lookalikeKind: "The name this member gave as the author looks like a name the firm publishes under:",
  },
  ar: {
    contentEn: "المحتوى (بالإنجليزية)",
    review: (title) => `راجعوا «${title}» قبل اتخاذ القرار`,
    lookalikeTitle: "تحققوا من اسم الكاتب قبل الاعتماد",
    lookalikeKind: "الاسم الذي كتبه العضو كاتبًا للمقال يشبه اسمًا تنشر به الشركة:",
  },
};

// One language after the other: each counts the audit-log exports of everyone (a download carries no address of its own), so the two must not overlap.
test.describe.configure({ mode: "serial" });

const EXPORTS = /\/api\/admin\/(?:leads\.csv|contacts\.csv|audit-log\.csv|privacy\/export)/;
const EXPORT_ACTIONS = new Set(["lead.export", "contact.export", "audit.export", "privacy.export"]);

/** An administrator's browser with an address of its own (the e2e server trusts X-Forwarded-For), so its audit entries can be told apart. */
async function adminBrowser(browser: Browser, baseURL: string, address: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: desktop, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { context, page };
}

/** Export entries written for requests from `address`. */
async function exportsAudited(page: Page, address: string): Promise<string[]> {
  const answer = (await (await page.request.get("/api/admin/audit-log?pageSize=100")).json()) as { entries: { action: string; address: string | null }[] };
  return answer.entries.filter((e) => e.address === address && EXPORT_ACTIONS.has(e.action)).map((e) => e.action);
}

for (const lang of languages) {
  const t = texts[lang.code];

  test(`[${lang.code}] reviewing a member's article with images on the admin exports requests none of them and audits no export`, async ({ browser, baseURL }, testInfo) => {
    // An address of this attempt's own: a retry must not count the exports a timed-out first attempt had already made.
    const address = `198.51.100.${(lang.code === "en" ? 21 : 22) + 10 * testInfo.retry}`;
    const admin = await adminBrowser(browser, baseURL!, address);
    const memberContext = await browser.newContext({ baseURL, viewport: desktop });
    const member = await memberContext.newPage();
    try {
      await signInAsNewMember(member);
      const stamp = `${Date.now().toString(36)}${lang.code}`;
      const title = { en: `Exported by an image ${stamp}`, ar: `تصدير عبر صورة ${stamp}` };
      const memberToken = await csrfToken(member);
      const article = {
        slug: `exported-by-an-image-${stamp}`,
        author: "Dr Faisal Al Harbi",
        authorAr: "د. فيصل الحربي",
        titleEn: title.en,
        categoryEn: "Leadership",
        summaryEn: "A summary.",
        contentEn: "Text.",
        titleAr: title.ar,
        categoryAr: "القيادة",
        summaryAr: "ملخص.",
        contentAr: "نص.",
      };
      // What the API refuses today…
      const refused = await member.request.post("/api/articles", {
        headers: { "CSRF-Token": memberToken, "X-CSRF-Token": memberToken, "X-Language": lang.code },
        data: { ...article, imageUrl: "/api/admin/leads.csv", contentEn: "![chart](/api/admin/leads.csv)" },
      });
      expect(refused.status()).toBe(400);
      const refusedErrors = ((await refused.json()) as { errors: Record<string, string> }).errors;
      expect(Object.keys(refusedErrors).sort()).toEqual(["contentEn", "imageUrl"]);
      // …so the article is sent clean and reaches the review as one stored before the rule would.
      const sent = await member.request.post("/api/articles", { headers: { "CSRF-Token": memberToken, "X-CSRF-Token": memberToken }, data: article });
      expect(sent.status(), await sent.text()).toBe(201);
      const id = ((await sent.json()) as { post: { id: number } }).post.id;
      await admin.page.route(`**/api/admin/blog/${id}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { post: Record<string, unknown> };
        const hostile = 'Stored before the rule.\n\n![chart](/api/admin/leads.csv)\n\n<img src="/api/admin/audit-log.csv" alt="x">\n\n![x](/images/../api/admin/contacts.csv)';
        body.post = { ...body.post, imageUrl: "/api/admin/privacy/export?email=someone%40example.com&download=1", contentEn: hostile, contentAr: hostile };
        await route.fulfill({ response, json: body });
      });

      const requested: string[] = [];
      admin.page.on("request", (request) => {
        if (EXPORTS.test(request.url())) requested.push(request.url());
      });
      await open(admin.page, lang.path("/admin"));
      await admin.page.getByRole("button", { name: t.review(lang.code === "ar" ? title.ar : title.en) }).click();
      const notice = admin.page.getByTestId("author-lookalike");
      await expect(notice).toContainText(t.lookalikeTitle);
      await expect(notice).toContainText(t.lookalikeKind);
      // The advisor's name as the site writes it (the English byline matches it first).
      await expect(notice).toContainText("Dr. Faisal Al-Harbi");
      // The editor holds the hostile content in its Markdown source (its text is there; its images are drawn nowhere, decision 042).
      // (The source is a textarea; until the editor has judged the text, the field is its visual box, which has no value.)
      const dialog = admin.page.getByRole("dialog");
      await expect(dialog.getByRole("textbox", { name: t.contentEn, exact: true }).and(dialog.locator("textarea"))).toHaveValue(/Stored before the rule\./);
      await expect(dialog.locator("img[src*='/api/']")).toHaveCount(0);
      await admin.page.waitForLoadState("networkidle");
      expect(requested).toEqual([]);
      expect(await exportsAudited(admin.page, address)).toEqual([]);

      // An image that reaches an export anyway (the browser says Sec-Fetch-Dest: image) is refused before the export runs.
      const [imageAnswer] = await Promise.all([
        admin.page.waitForResponse((response) => response.url().includes("/api/admin/leads.csv")),
        admin.page.evaluate(() => {
          const image = document.createElement("img");
          image.src = "/api/admin/leads.csv";
          document.body.append(image);
        }),
      ]);
      expect(imageAnswer.status()).toBe(403);
      expect(await exportsAudited(admin.page, address)).toEqual([]);

      // The dashboard's own fetch and download link still export, and are audited.
      expect(await admin.page.evaluate(async () => (await fetch("/api/admin/leads.csv")).status)).toBe(200);
      await expect.poll(() => exportsAudited(admin.page, address)).toEqual(["lead.export"]);
      // (A download does not carry the context's extra headers, so its entry is counted among all audit-log exports; only the audit-log spec, run later, makes others.)
      const auditExports = async () => ((await (await admin.page.request.get("/api/admin/audit-log?action=audit.export")).json()) as { total: number }).total;
      const before = await auditExports();
      const [download] = await Promise.all([
        admin.page.waitForEvent("download"),
        admin.page.evaluate(() => {
          const link = document.createElement("a");
          link.href = "/api/admin/audit-log.csv";
          link.download = "";
          document.body.append(link);
          link.click();
        }),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      expect(await download.failure()).toBeNull();
      await expect.poll(auditExports).toBe(before + 1);

      const adminToken = await csrfToken(admin.page);
      expect((await admin.page.request.post(`/api/admin/pending-posts/${id}/reject`, { headers: { "CSRF-Token": adminToken, "X-CSRF-Token": adminToken } })).status()).toBe(200);
    } finally {
      await admin.context.close();
      await memberContext.close();
    }
  });
}
