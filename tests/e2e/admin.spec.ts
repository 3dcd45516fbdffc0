import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { createMember, csrfToken, signIn, signInAsAdmin } from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { e2eAdmin } from "./support/server-env";
import { desktop, languages, mobile, type LangCode, type SiteLang } from "./support/site";

/**
 * The admin dashboard (spec: accounts-admin-assessments.md §2, §4, §8): each
 * tab's main action, the review of articles users send from /profile, and a
 * site text edited here showing on the public home page, in both languages.
 * Texts are written out, not read from the catalogs, so a missing or
 * untranslated label fails here.
 */

interface Texts {
  title: string;
  backToSite: string;
  logout: string;
  stats: string[];
  tabs: { blog: string; redirects: string; contacts: string; users: string; content: string; team: string; hr: string; leadership: string; testimonials: string; caseStudies: string; media: string; leads: string; privacy: string; audit: string };
  hrHeading: string;
  leadershipHeading: string;
  blog: {
    create: string;
    search: string;
    save: string;
    published: string;
    draftSaved: string;
    statusPublished: string;
    statusDraft: string;
    updated: string;
    deleted: string;
    actionsFor: (title: string) => string;
    edit: string;
    delete: string;
    deleteTitle: string;
    no: string;
    yes: string;
    slugTaken: string;
    required: string;
    field: Record<"slug" | "author" | "authorAr" | "image" | "imageAltEn" | "imageAltAr" | "status" | "featured" | "titleEn" | "categoryEn" | "summaryEn" | "contentEn" | "titleAr" | "categoryAr" | "summaryAr" | "contentAr", string>;
    /** The visual editor's switch to the Markdown source. */
    source: string;
    /** The fold of the post's address. */
    advanced: string;
    noMatches: (search: string) => string;
  };
  pending: {
    approve: (t: string) => string;
    reject: (t: string) => string;
    requestChanges: (t: string) => string;
    approved: string;
    rejected: string;
    sentBack: string;
    comment: string;
    rejectSubmit: string;
    changesSubmit: string;
    resubmitted: string;
  };
  articles: {
    write: string;
    imageAddress: string;
    submit: string;
    sent: string;
    pending: string;
    published: string;
    rejected: string;
    changesRequested: string;
    edit: (t: string) => string;
    editDialog: string;
    resubmit: string;
    resent: string;
    reviewComment: string;
  };
  contacts: { view: (name: string) => string; details: string; dateTime: string; exportCsv: string; search: string; message: string };
  table: { scrollHint: string; back: string; forward: string };
  content: {
    search: string;
    edit: (label: string) => string;
    careersLabel: string;
    editTitle: string;
    contentField: string;
    onWebsite: string;
    markupWarning: string;
    save: string;
    updated: string;
    add: string;
    key: string;
    section: string;
    homeSection: string;
    labelEn: string;
    labelAr: string;
    create: string;
    created: string;
    createFailed: string;
    keyTaken: string;
  };
}

const texts: Record<LangCode, Texts> = {
  en: {
    title: "Admin Dashboard",
    backToSite: "Back to website",
    logout: "Log out",
    stats: ["Total Users", "Total Blog Posts", "Contact Submissions", "Featured Articles"],
    tabs: { blog: "Blog Posts", redirects: "Redirects", contacts: "Contact Forms", users: "Users", content: "Site Content", team: "Team", hr: "HR Assessment", leadership: "Leadership", testimonials: "Testimonials", caseStudies: "Case studies", media: "Images", leads: "Leads", privacy: "Privacy", audit: "Audit Log" },
    hrHeading: "HR assessment submissions",
    leadershipHeading: "Leadership assessment submissions",
    blog: {
      create: "Create New Post",
      search: "Search by title, author, category or slug",
      save: "Save post",
      published: "Post published",
      draftSaved: "Draft saved",
      statusPublished: "Published",
      statusDraft: "Draft",
      updated: "Post updated",
      deleted: "Post deleted",
      actionsFor: (title) => `Actions for “${title}”`,
      edit: "Edit post",
      delete: "Delete post",
      deleteTitle: "Delete this post?",
      no: "No",
      yes: "Yes",
      slugTaken: "Another post already uses this slug. Please choose a different one.",
      required: "This field is required.",
      field: {
        slug: "Slug",
        author: "Author",
        authorAr: "Author in Arabic",
        image: "Cover image",
        imageAltEn: "Cover description (English)",
        imageAltAr: "Cover description (Arabic)",
        status: "Status",
        featured: "Featured article",
        titleEn: "Title (English)",
        categoryEn: "Category (English)",
        summaryEn: "Summary (English)",
        contentEn: "Content (English)",
        titleAr: "Title (Arabic)",
        categoryAr: "Category (Arabic)",
        summaryAr: "Summary (Arabic)",
        contentAr: "Content (Arabic)",
      },
      source: "Markdown",
      advanced: "Advanced",
      noMatches: (search) => `Nothing matches “${search}”.`,
    },
    pending: {
      approve: (t) => `Approve “${t}”`,
      reject: (t) => `Reject “${t}”`,
      requestChanges: (t) => `Request changes to “${t}”`,
      approved: "Article approved",
      rejected: "Article rejected",
      sentBack: "Sent back to the author",
      comment: "Comment to the author",
      rejectSubmit: "Reject the article",
      changesSubmit: "Send to the author",
      resubmitted: "Sent again after your request:",
    },
    articles: {
      write: "Write an article",
      imageAddress: "Image address",
      submit: "Send for review",
      sent: "Article sent",
      pending: "Waiting for review",
      published: "Published on the blog",
      rejected: "Not accepted for publication",
      changesRequested: "Changes requested",
      edit: (t) => `Edit “${t}” and send it again`,
      editDialog: "Edit your article",
      resubmit: "Send again for review",
      resent: "Article sent again",
      reviewComment: "Reviewer's comment",
    },
    contacts: {
      view: (name) => `View the message from ${name}`,
      details: "Contact submission",
      dateTime: "Date and time",
      exportCsv: "Export CSV",
      search: "Search by name, email, company or message",
      message: "Message",
    },
    table: { scrollHint: "Scroll the table sideways to see every column.", back: "Show the previous columns", forward: "Show the next columns" },
    content: {
      search: "Search by key, label or text",
      edit: (label) => `Edit “${label}”`,
      careersLabel: "Careers introduction",
      editTitle: "Edit Content",
      contentField: "Content (English)",
      onWebsite: "On the website",
      markupWarning: "The website does not format these texts: Markdown and HTML marks appear as typed, as in the preview.",
      save: "Save changes",
      updated: "Content updated",
      add: "Add New Content",
      key: "Key",
      section: "Section",
      homeSection: "Home Page",
      labelEn: "Label (English)",
      labelAr: "Label (Arabic)",
      create: "Create content",
      created: "Content created",
      createFailed: "Error creating content",
      keyTaken: "This key is already in use. Please choose another one.",
    },
  },
  ar: {
    title: "لوحة الإدارة",
    backToSite: "العودة إلى الموقع",
    logout: "تسجيل الخروج",
    stats: ["إجمالي المستخدمين", "إجمالي المقالات", "رسائل التواصل", "المقالات المميزة"],
    tabs: { blog: "المقالات", redirects: "إعادة التوجيه", contacts: "نماذج التواصل", users: "المستخدمون", content: "محتوى الموقع", team: "الفريق", hr: "تقييم الموارد البشرية", leadership: "تقييم القيادة", testimonials: "شهادات العملاء", caseStudies: "دراسات الحالة", media: "الصور", leads: "العملاء المحتملون", privacy: "الخصوصية", audit: "سجل التدقيق" },
    hrHeading: "نتائج تقييم الموارد البشرية",
    leadershipHeading: "نتائج تقييم القيادة",
    blog: {
      create: "إنشاء مقال جديد",
      search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
      save: "حفظ المقال",
      published: "نُشر المقال",
      draftSaved: "حُفظت المسودة",
      statusPublished: "منشور",
      statusDraft: "مسودة",
      updated: "تم تحديث المقال",
      deleted: "تم حذف المقال",
      actionsFor: (title) => `إجراءات المقال «${title}»`,
      edit: "تعديل المقال",
      delete: "حذف المقال",
      deleteTitle: "هل تريدون حذف هذا المقال؟",
      no: "لا",
      yes: "نعم",
      slugTaken: "هذا المعرّف مستخدم في مقال آخر. يُرجى اختيار معرّف مختلف.",
      required: "هذا الحقل مطلوب.",
      field: {
        slug: "المعرّف في الرابط (Slug)",
        author: "الكاتب",
        authorAr: "اسم الكاتب بالعربية",
        image: "صورة الغلاف",
        imageAltEn: "وصف صورة الغلاف (بالإنجليزية)",
        imageAltAr: "وصف صورة الغلاف (بالعربية)",
        status: "الحالة",
        featured: "مقال مميز",
        titleEn: "العنوان (بالإنجليزية)",
        categoryEn: "التصنيف (بالإنجليزية)",
        summaryEn: "الملخص (بالإنجليزية)",
        contentEn: "المحتوى (بالإنجليزية)",
        titleAr: "العنوان (بالعربية)",
        categoryAr: "التصنيف (بالعربية)",
        summaryAr: "الملخص (بالعربية)",
        contentAr: "المحتوى (بالعربية)",
      },
      source: "ماركداون",
      advanced: "خيارات متقدّمة",
      noMatches: (search) => `لا توجد نتائج تطابق «${search}».`,
    },
    pending: {
      approve: (t) => `اعتماد «${t}»`,
      reject: (t) => `رفض «${t}»`,
      requestChanges: (t) => `طلب تعديلات على «${t}»`,
      approved: "تم اعتماد المقال",
      rejected: "تم رفض المقال",
      sentBack: "أُعيد المقال إلى كاتبه",
      comment: "ملاحظة إلى الكاتب",
      rejectSubmit: "رفض المقال",
      changesSubmit: "إرسال إلى الكاتب",
      resubmitted: "أُرسل مجددًا بعد طلبك:",
    },
    articles: {
      write: "اكتب مقالًا",
      imageAddress: "عنوان الصورة",
      submit: "إرسال للمراجعة",
      sent: "تم إرسال المقال",
      pending: "بانتظار المراجعة",
      published: "منشور في المدونة",
      rejected: "لم يُقبل للنشر",
      changesRequested: "مطلوب تعديلات",
      edit: (t) => `تعديل «${t}» وإعادة إرساله`,
      editDialog: "تعديل مقالكم",
      resubmit: "إعادة الإرسال للمراجعة",
      resent: "أُعيد إرسال المقال",
      reviewComment: "ملاحظة المراجِع",
    },
    contacts: {
      view: (name) => `عرض رسالة ${name}`,
      details: "تفاصيل رسالة التواصل",
      dateTime: "التاريخ والوقت",
      exportCsv: "تصدير ملف CSV",
      search: "ابحث بالاسم أو البريد الإلكتروني أو الشركة أو نص الرسالة",
      message: "الرسالة",
    },
    table: { scrollHint: "مرّروا الجدول أفقيًا لرؤية جميع الأعمدة.", back: "عرض الأعمدة السابقة", forward: "عرض الأعمدة التالية" },
    content: {
      search: "ابحث بالمفتاح أو الوصف أو النص",
      edit: (label) => `تعديل «${label}»`,
      careersLabel: "مقدمة قسم الوظائف",
      editTitle: "تعديل المحتوى",
      contentField: "المحتوى (بالعربية)",
      onWebsite: "كما يظهر على الموقع",
      markupWarning: "لا يُنسّق الموقع هذه النصوص: تظهر رموز ماركداون وHTML كما كُتبت، كما في المعاينة.",
      save: "حفظ التعديلات",
      updated: "تم تحديث المحتوى",
      add: "إضافة محتوى جديد",
      key: "المفتاح",
      section: "القسم",
      homeSection: "الصفحة الرئيسية",
      labelEn: "الوصف (بالإنجليزية)",
      labelAr: "الوصف (بالعربية)",
      create: "إنشاء المحتوى",
      created: "تم إنشاء المحتوى",
      createFailed: "تعذّر إنشاء المحتوى",
      keyTaken: "هذا المفتاح مستخدم من قبل. يُرجى اختيار مفتاح آخر.",
    },
  },
};

/** A short token that keeps names unique between tests and runs. */
function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}`;
}

/** A toast by its title. Found by structure, not role: an open modal dialog hides the toast region from the accessibility tree. */
function toast(page: Page, title: string): Locator {
  return page.locator("ol > li").filter({ has: page.getByText(title, { exact: true }) });
}

async function openAdmin(page: Page, lang: SiteLang, query = ""): Promise<void> {
  await signInAsAdmin(page);
  await open(page, lang.path("/admin") + query);
}

/**
 * Opens an account for a member through the admin API (registration is
 * throttled per address, and every test runs from the same one) and signs a
 * new browser context in as them.
 */
async function signedInMember(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const username = `member_${stamp()}`;
  const { password } = await createMember({ username, password: "member-password-123", fullName: "Reem Al-Harbi", email: `${username}@example.sa`, role: "user" });
  const context = await browser.newContext({ baseURL, viewport: desktop });
  const page = await context.newPage();
  await signIn(page, username, password);
  return { context, page };
}

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** The cover is a picture uploaded in the form (issue 26 item 0), not an address typed in, and described in both languages (decision 045). */
async function uploadCover(dialog: Locator, t: Texts) {
  const cover = dialog.getByRole("group", { name: t.blog.field.image });
  await cover.locator("input[type=file]").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(cover.locator("img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}$/);
  await dialog.getByRole("textbox", { name: t.blog.field.imageAltEn, exact: true }).fill("A partner reading a report at a boardroom table");
  await dialog.getByRole("textbox", { name: t.blog.field.imageAltAr, exact: true }).fill("شريك يقرأ تقريرًا على طاولة اجتماعات");
}

/** Content typed as Markdown in the visual editor's source view (the first editor is English's), then shown visually again. */
async function writeMarkdown(dialog: Locator, t: Texts, index: 0 | 1, name: string, markdown: string) {
  const source = dialog.getByRole("button", { name: t.blog.source, exact: true }).nth(index);
  await source.click();
  await dialog.getByRole("textbox", { name, exact: true }).fill(markdown);
  await source.click();
  await expect(source).toHaveAttribute("aria-pressed", "false");
}

/** The article texts both forms share, in both languages. */
async function fillArticleTexts(dialog: Locator, t: Texts, values: { titleEn: string; titleAr: string }) {
  const f = t.blog.field;
  await dialog.getByRole("textbox", { name: f.titleEn, exact: true }).fill(values.titleEn);
  await dialog.getByRole("textbox", { name: f.categoryEn, exact: true }).fill("Leadership");
  await dialog.getByRole("textbox", { name: f.summaryEn, exact: true }).fill("How boards can prepare the next generation of leaders.");
  await writeMarkdown(dialog, t, 0, f.contentEn, "## Start early\n\nSuccession takes **years**, not months.");
  await dialog.getByRole("textbox", { name: f.titleAr, exact: true }).fill(values.titleAr);
  await dialog.getByRole("textbox", { name: f.categoryAr, exact: true }).fill("القيادة");
  await dialog.getByRole("textbox", { name: f.summaryAr, exact: true }).fill("كيف تُعدّ مجالس الإدارة الجيل القادم من القادة.");
  await writeMarkdown(dialog, t, 1, f.contentAr, "## ابدأ مبكرًا\n\nيستغرق التعاقب **سنوات** لا أشهرًا.");
}

for (const lang of languages) {
  const t = texts[lang.code];
  const localTitle = (post: { titleEn: string; titleAr: string }) => (lang.code === "ar" ? post.titleAr : post.titleEn);

  test.describe(`admin dashboard (${lang.code})`, () => {
    test.use({ viewport: desktop });
    // Whole journeys (several pages, two accounts, password hashing) on a shared test machine.
    test.describe.configure({ timeout: 90_000 });

    test("header, live counts, tabs kept in the address, and the assessment tabs' empty states", async ({ page }) => {
      await openAdmin(page, lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang.dir);
      const header = page.locator("header").first();
      await expect(header.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(header.getByTestId("admin-username")).toContainText(e2eAdmin.username);
      await expect(header.getByRole("link", { name: t.backToSite })).toHaveAttribute("href", lang.home);
      await expect(header.getByRole("button", { name: t.logout })).toBeVisible();
      for (const label of t.stats) await expect(page.getByRole("heading", { level: 2, name: label, exact: true })).toBeVisible();
      for (const id of ["users", "posts", "contacts", "featured"]) await expect(page.getByTestId(`stat-${id}`)).toHaveText(/^[\d,]+$/);

      // The tabs in their groups (decision 034): the requests, the website, the accounts and compliance.
      const tabs = page.getByRole("tablist");
      const { tabs: n } = t;
      await expect(tabs.getByRole("tab")).toHaveText([n.leads, n.contacts, n.hr, n.leadership, n.blog, n.redirects, n.content, n.team, n.testimonials, n.caseStudies, n.media, n.users, n.privacy, n.audit]);
      await expect(tabs.getByRole("tab", { name: t.tabs.blog })).toHaveAttribute("aria-selected", "true");

      await tabs.getByRole("tab", { name: t.tabs.contacts }).click();
      await expect(page).toHaveURL(/\?tab=contacts$/);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("tab", { name: t.tabs.contacts })).toHaveAttribute("aria-selected", "true");

      await page.getByRole("tab", { name: t.tabs.hr }).click();
      // The heading shows with or without stored submissions (this spec runs alone too); the assessment specs check the tables.
      await expect(page.getByRole("tabpanel").getByRole("heading", { name: t.hrHeading })).toBeVisible();
      await page.getByRole("tab", { name: t.tabs.leadership }).click();
      await expect(page.getByRole("tabpanel").getByRole("heading", { name: t.leadershipHeading })).toBeVisible();
    });

    test("blog: create (slug conflict shown at the field), edit, and delete with the No/Yes confirmation", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 409/);
      const id = stamp();
      const post = { slug: `e2e-${lang.code}-${id}`, titleEn: `Succession planning ${id}`, titleAr: `تخطيط التعاقب ${id}` };
      await openAdmin(page, lang);
      await page.getByRole("button", { name: t.blog.create }).click();
      const dialog = page.getByRole("dialog", { name: t.blog.create });
      await expect(dialog).toBeVisible();

      // Everything is required, with the errors in the page's language.
      await dialog.getByRole("button", { name: t.blog.save }).click();
      await expect(dialog.getByText(t.blog.required).first()).toBeVisible();
      // Titles first; the address, refused too, opens its fold by itself.
      await expect(dialog.getByRole("textbox", { name: t.blog.field.titleEn, exact: true })).toBeFocused();
      await expect(dialog.getByRole("button", { name: new RegExp(t.blog.advanced) })).toHaveAttribute("aria-expanded", "true");

      await dialog.getByRole("textbox", { name: t.blog.field.slug, exact: true }).fill("hiring-a-c-suite-leader-in-saudi-arabia");
      await dialog.getByRole("textbox", { name: t.blog.field.author, exact: true }).fill("Noura Al-Qahtani");
      // The Arabic name is its own required field, typed right to left (the Arabic byline uses it).
      await expect(dialog.getByRole("textbox", { name: t.blog.field.authorAr, exact: true })).toHaveAttribute("dir", "rtl");
      await expect(dialog.getByRole("textbox", { name: t.blog.field.authorAr, exact: true })).toHaveAttribute("aria-invalid", "true");
      await dialog.getByRole("textbox", { name: t.blog.field.authorAr, exact: true }).fill("نورة القحطاني");
      await uploadCover(dialog, t);
      // Published unless the firm chooses Draft.
      await expect(dialog.getByRole("combobox", { name: t.blog.field.status, exact: true }).locator("option:checked")).toHaveText(t.blog.statusPublished);
      await dialog.getByRole("checkbox", { name: new RegExp(`^${t.blog.field.featured}`) }).check();
      await fillArticleTexts(dialog, t, post);
      // The visual editor shows the Markdown as visitors will see it, right to left for Arabic.
      const contentEn = dialog.getByRole("textbox", { name: t.blog.field.contentEn, exact: true });
      await expect(contentEn.getByRole("heading", { name: "Start early" })).toBeVisible();
      await expect(contentEn.locator("strong")).toHaveText("years");
      const contentAr = dialog.getByRole("textbox", { name: t.blog.field.contentAr, exact: true });
      await expect(contentAr.getByRole("heading", { name: "ابدأ مبكرًا" })).toBeVisible();
      await expect(contentAr).toHaveAttribute("dir", "rtl");

      await dialog.getByRole("button", { name: t.blog.save }).click();
      await expect(dialog.getByText(t.blog.slugTaken).first()).toBeVisible();
      await dialog.getByRole("textbox", { name: t.blog.field.slug, exact: true }).fill(post.slug);
      await dialog.getByRole("button", { name: t.blog.save }).click();
      await expect(toast(page, t.blog.published)).toBeVisible();
      await expect(dialog).toBeHidden();

      const panel = page.getByRole("tabpanel");
      await panel.getByPlaceholder(t.blog.search).fill(post.slug);
      const row = panel.getByRole("row").filter({ hasText: localTitle(post) });
      await expect(row).toHaveCount(1);
      const live = await page.request.get(lang.path(`/blog/${post.slug}`));
      expect(live.status()).toBe(200);
      expect(await live.text()).toContain(localTitle(post));

      // Edit: change the title of the page's language.
      const renamed = { titleEn: `${post.titleEn} revised`, titleAr: `${post.titleAr} منقّح` };
      await row.getByRole("button", { name: t.blog.actionsFor(localTitle(post)) }).click();
      await page.getByRole("menuitem", { name: t.blog.edit }).click();
      const editDialog = page.getByRole("dialog");
      const titleField = editDialog.getByRole("textbox", { name: lang.code === "ar" ? t.blog.field.titleAr : t.blog.field.titleEn, exact: true });
      await expect(titleField).toHaveValue(localTitle(post));
      await titleField.fill(localTitle(renamed));
      await editDialog.getByRole("button", { name: t.blog.save }).click();
      await expect(toast(page, t.blog.updated)).toBeVisible();
      const renamedRow = panel.getByRole("row").filter({ hasText: localTitle(renamed) });
      await expect(renamedRow).toHaveCount(1);

      // Delete: No keeps it, Yes removes it from the dashboard and the website.
      await renamedRow.getByRole("button", { name: t.blog.actionsFor(localTitle(renamed)) }).click();
      await page.getByRole("menuitem", { name: t.blog.delete }).click();
      const confirm = page.getByRole("alertdialog", { name: t.blog.deleteTitle });
      await expect(confirm).toContainText(localTitle(renamed));
      await confirm.getByRole("button", { name: t.blog.no, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(renamedRow).toHaveCount(1);

      await renamedRow.getByRole("button", { name: t.blog.actionsFor(localTitle(renamed)) }).click();
      await page.getByRole("menuitem", { name: t.blog.delete }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: t.blog.yes, exact: true }).click();
      await expect(toast(page, t.blog.deleted)).toBeVisible();
      await expect(panel.getByText(t.blog.noMatches(post.slug))).toBeVisible();
      expect((await page.request.get(`/api/blog/${post.slug}`)).status()).toBe(404);
    });

    test("blog: a post saved as Draft says so and stays off the blog", async ({ page }) => {
      const id = stamp();
      const post = { slug: `e2e-draft-${lang.code}-${id}`, titleEn: `Board readiness ${id}`, titleAr: `جاهزية المجلس ${id}` };
      await openAdmin(page, lang);
      await page.getByRole("button", { name: t.blog.create }).click();
      const dialog = page.getByRole("dialog", { name: t.blog.create });
      await dialog.getByRole("button", { name: new RegExp(t.blog.advanced) }).click();
      await dialog.getByRole("textbox", { name: t.blog.field.slug, exact: true }).fill(post.slug);
      await dialog.getByRole("textbox", { name: t.blog.field.author, exact: true }).fill("Noura Al-Qahtani");
      await dialog.getByRole("textbox", { name: t.blog.field.authorAr, exact: true }).fill("نورة القحطاني");
      await uploadCover(dialog, t);
      await dialog.getByRole("combobox", { name: t.blog.field.status, exact: true }).selectOption({ label: t.blog.statusDraft });
      await fillArticleTexts(dialog, t, post);
      await dialog.getByRole("button", { name: t.blog.save }).click();
      await expect(toast(page, t.blog.draftSaved)).toBeVisible();
      await expect(toast(page, t.blog.published)).toHaveCount(0);
      await expect(dialog).toBeHidden();
      expect((await page.request.get(`/api/blog/${post.slug}`)).status()).toBe(404);
      const token = await csrfToken(page);
      const row = page.getByRole("tabpanel").getByRole("row").filter({ hasText: localTitle(post) });
      await expect(row).toHaveCount(1);
      const listed = (await (await page.request.get(`/api/admin/blog?search=${post.slug}`)).json()) as { posts: { id: number; status: string }[] };
      expect(listed.posts).toMatchObject([{ status: "draft" }]);
      expect((await page.request.delete(`/api/admin/blog/${listed.posts[0].id}`, { headers: { "CSRF-Token": token, "X-CSRF-Token": token } })).status()).toBe(204);
    });

    test("pending articles: a member's articles from /profile are approved (published), rejected with a comment, and sent back for changes, edited and sent again (shown to them)", async ({ page, browser, baseURL }) => {
      // Three articles through four decisions and the member's view: 90 s ran out on a slow machine (it took 84–90 s).
      test.setTimeout(150_000);
      await signInAsAdmin(page);
      const member = await signedInMember(browser, baseURL!);
      const id = stamp();
      const approved = { titleEn: `Onboarding lessons ${id}`, titleAr: `دروس التهيئة ${id}` };
      const rejected = { titleEn: `Market entry notes ${id}`, titleAr: `ملاحظات دخول السوق ${id}` };
      const sentBack = { titleEn: `Board renewal ${id}`, titleAr: `تجديد مجالس الإدارة ${id}` };
      const rejection = lang.code === "ar" ? "نشرنا مقالًا في الموضوع نفسه الشهر الماضي." : "We published a piece on this last month.";
      const request = lang.code === "ar" ? "أضيفوا مثالًا من قطاع التجزئة." : "Add an example from retail.";
      try {
        await open(member.page, lang.path("/profile"));
        for (const article of [approved, rejected, sentBack]) {
          await member.page.getByRole("button", { name: t.articles.write }).click();
          const dialog = member.page.getByRole("dialog", { name: t.articles.write });
          await fillArticleTexts(dialog, t, article);
          await dialog.getByRole("textbox", { name: t.blog.field.authorAr, exact: true }).fill("عضو الاختبار");
          // Titles first; the web address, folded under Advanced as in the firm's post form, follows the English title until edited by hand.
          const advanced = dialog.getByRole("button", { name: new RegExp(t.blog.advanced) });
          await expect(advanced).toHaveAttribute("aria-expanded", "false");
          await expect(advanced).toContainText(`/blog/${article.titleEn.toLowerCase().replace(/ /g, "-")}`);
          await dialog.getByRole("button", { name: t.articles.submit }).click();
          await expect(toast(member.page, t.articles.sent)).toBeVisible();
          await expect(dialog).toBeHidden();
          await expect(member.page.getByRole("row").filter({ hasText: localTitle(article) })).toContainText(t.articles.pending);
        }

        await open(page, lang.path("/admin"));
        const approveButton = page.getByRole("button", { name: t.pending.approve(localTitle(approved)) });
        await expect(approveButton).toBeVisible();
        await approveButton.click();
        await expect(toast(page, t.pending.approved)).toBeVisible();
        await expect(approveButton).toHaveCount(0);
        // A rejection asks first, with a comment to the author (optional).
        await page.getByRole("button", { name: t.pending.reject(localTitle(rejected)) }).click();
        const rejectDialog = page.getByRole("dialog", { name: `${t.pending.reject(localTitle(rejected))}${lang.code === "ar" ? "؟" : "?"}` });
        await rejectDialog.getByRole("textbox", { name: t.pending.comment }).fill(rejection);
        await rejectDialog.getByRole("button", { name: t.pending.rejectSubmit }).click();
        await expect(toast(page, t.pending.rejected)).toBeVisible();
        await expect(page.getByRole("button", { name: t.pending.reject(localTitle(rejected)) })).toHaveCount(0);
        // A request for changes needs its comment: refused empty, said under the field, then sent.
        await page.getByRole("button", { name: t.pending.requestChanges(localTitle(sentBack)) }).click();
        const changesDialog = page.getByRole("dialog", { name: t.pending.requestChanges(localTitle(sentBack)) });
        await changesDialog.getByRole("button", { name: t.pending.changesSubmit }).click();
        await expect(changesDialog.getByRole("textbox", { name: t.pending.comment })).toHaveAttribute("aria-invalid", "true");
        await changesDialog.getByRole("textbox", { name: t.pending.comment }).fill(request);
        await changesDialog.getByRole("button", { name: t.pending.changesSubmit }).click();
        await expect(toast(page, t.pending.sentBack)).toBeVisible();
        await expect(changesDialog).toBeHidden();
        await expect(page.getByRole("button", { name: t.pending.requestChanges(localTitle(sentBack)) })).toHaveCount(0);

        const slugOf = (article: { titleEn: string }) => article.titleEn.toLowerCase().replace(/ /g, "-");
        const blog = await page.request.get(lang.path(`/blog/${slugOf(approved)}`));
        expect(blog.status()).toBe(200);
        const html = await blog.text();
        expect(html).toContain(localTitle(approved));
        // Sent without a picture: the branded cover pattern, never the share card; the byline in the page's language.
        expect(html).toContain("/images/blog/default-cover.svg");
        expect(html).toContain(lang.code === "ar" ? "بقلم عضو الاختبار" : "By Reem Al-Harbi");
        expect((await page.request.get(`/api/blog/${slugOf(rejected)}`)).status()).toBe(404);

        await open(member.page, lang.path("/profile"));
        await expect(member.page.getByRole("row").filter({ hasText: localTitle(approved) })).toContainText(t.articles.published);
        await expect(member.page.getByRole("row").filter({ hasText: localTitle(rejected) })).toContainText(t.articles.rejected);
        await expect(member.page.getByRole("row").filter({ hasText: localTitle(rejected) })).toContainText(rejection);
        // Sent back: the reviewer's words, then the article edited and sent again.
        const backRow = member.page.getByRole("row").filter({ hasText: localTitle(sentBack) });
        await expect(backRow).toContainText(t.articles.changesRequested);
        await expect(backRow).toContainText(request);
        await backRow.getByRole("button", { name: t.articles.edit(localTitle(sentBack)) }).click();
        const editDialog = member.page.getByRole("dialog", { name: t.articles.editDialog });
        await expect(editDialog.getByRole("note")).toContainText(request);
        await expect(editDialog.getByRole("textbox", { name: t.blog.field.titleEn, exact: true })).toHaveValue(sentBack.titleEn);
        await editDialog.getByRole("textbox", { name: t.blog.field.summaryEn, exact: true }).fill("How retailers in Riyadh renewed their boards.");
        // Sent without a picture, it shows no address; with one given, the picture must be described in both languages before it is sent.
        const imageAddress = editDialog.getByRole("textbox", { name: t.articles.imageAddress });
        await expect(imageAddress).toHaveValue("");
        await imageAddress.fill("/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg");
        await editDialog.getByRole("button", { name: t.articles.resubmit }).click();
        const altEn = editDialog.getByRole("textbox", { name: t.blog.field.imageAltEn });
        const altAr = editDialog.getByRole("textbox", { name: t.blog.field.imageAltAr });
        await expect(altEn).toHaveAttribute("aria-invalid", "true");
        await expect(altAr).toHaveAttribute("aria-invalid", "true");
        await altEn.fill("A chair at the head of a boardroom table");
        await altAr.fill("كرسي على رأس طاولة مجلس الإدارة");
        await editDialog.getByRole("button", { name: t.articles.resubmit }).click();
        await expect(toast(member.page, t.articles.resent)).toBeVisible();
        await expect(editDialog).toBeHidden();
        await expect(backRow).toContainText(t.articles.pending);
        // Back in the reviewer's list, with what was asked beside it.
        await open(page, lang.path("/admin"));
        const pendingRow = page.locator("#pending-articles").getByRole("row").filter({ hasText: localTitle(sentBack) });
        await expect(pendingRow).toContainText(t.pending.resubmitted);
        await expect(pendingRow).toContainText(request);
      } finally {
        await member.context.close();
      }
    });

    test("contact forms: a submission's details, with the message's line breaks kept", async ({ page }) => {
      await signInAsAdmin(page);
      const name = `Visitor ${stamp()}`;
      const token = await csrfToken(page);
      const now = Date.now();
      // The submission this test opens, sent from an address of its own (the e2e server trusts X-Forwarded-For), so the form's per-address limit is this test's alone.
      const sent = await page.request.post("/api/contact", {
        headers: { "CSRF-Token": token, "X-CSRF-Token": token, "X-Forwarded-For": `10.254.${test.info().workerIndex % 250}.${lang.code === "ar" ? 2 : 1}` },
        data: {
          fullName: name,
          email: "visitor@example.sa",
          company: null,
          service: "executive-search",
          message: "We need a CFO.\nCould we talk this week?",
          privacy: true,
          language: lang.code,
          website: "",
          startedAt: now - 10_000,
          sentAt: now,
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);

      await open(page, lang.path("/admin?tab=contacts"));
      const panel = page.getByRole("tabpanel");
      await panel.getByPlaceholder(t.contacts.search).fill(name);
      await expect(panel.getByRole("link", { name: t.contacts.exportCsv })).toHaveAttribute("href", new RegExp(`search=Visitor.*lang=${lang.code}`));
      await panel.getByRole("button", { name: t.contacts.view(name) }).click();

      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toContainText(t.contacts.details);
      await expect(dialog).toContainText(t.contacts.dateTime);
      await expect(dialog.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
      const message = dialog.getByText("We need a CFO.");
      await expect(message).toHaveCSS("white-space", "pre-wrap");
      expect(await message.innerText()).toBe("We need a CFO.\nCould we talk this week?");
    });

    test("site content: the preview shows what the site shows, and the edit is on the home page at the next load, in that language only", async ({ page }) => {
      const other = lang.other();
      const id = stamp();
      // Markdown and HTML marks, a script and a line break: the site shows plain text, so the preview must too.
      const typed =
        lang.code === "ar"
          ? `نص **تجريبي** لقسم <em>الوظائف</em> ${id}\n<img src="/images/og-default.png" onerror="window.__xss = 1"><script>window.__xss = 2</script>`
          : `Careers **text** from the <em>e2e</em> test ${id}\n<img src="/images/og-default.png" onerror="window.__xss = 1"><script>window.__xss = 2</script>`;
      const shownText = typed.replace(/\s+/g, " ");
      await openAdmin(page, lang, "?tab=content");
      const panel = page.getByRole("tabpanel");
      await panel.getByPlaceholder(t.content.search).fill("home.careers.lead");
      await panel.getByRole("button", { name: t.content.edit(t.content.careersLabel) }).click();
      const dialog = page.getByRole("dialog", { name: t.content.editTitle });
      const field = dialog.getByRole("textbox", { name: t.content.contentField, exact: true });
      await expect(field).toHaveAttribute("dir", lang.dir);
      const original = await field.inputValue();
      expect(original.length).toBeGreaterThan(0);

      await field.fill(typed);
      const preview = dialog.getByRole("region", { name: `${t.content.onWebsite}: ${t.content.contentField}` });
      await expect(preview.getByTestId("site-text-shown")).toHaveText(shownText);
      await expect(preview.locator("img, em, script, strong")).toHaveCount(0);
      await expect(preview.getByText(t.content.markupWarning)).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      const previewed = (await preview.getByTestId("site-text-shown").innerText()).trim();

      await dialog.getByRole("button", { name: t.content.save }).click();
      await expect(toast(page, t.content.updated)).toBeVisible();
      try {
        await open(page, lang.home);
        const careers = page.locator("main section#careers");
        // The very text the preview showed, as one piece of text, with no markup made of it.
        const onSite = careers.getByText(previewed, { exact: true });
        await expect(onSite).toBeVisible();
        expect((await onSite.innerText()).trim()).toBe(previewed);
        await expect(careers.locator("em, strong, img")).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        await open(page, other.home);
        await expect(page.locator("main section#careers")).not.toContainText(id);
      } finally {
        const token = await csrfToken(page);
        const restore = await page.request.put("/api/admin/site-content/home.careers.lead", {
          headers: { "CSRF-Token": token, "X-CSRF-Token": token },
          data: lang.code === "ar" ? { contentAr: original } : { contentEn: original },
        });
        expect(restore.status()).toBe(200);
      }
    });

    test("site content: Add New Content refuses a taken key at the field, then creates the item", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 409/);
      await page.clock.install();
      const key = `e2e.note${lang.code}.${stamp()}`;
      await openAdmin(page, lang, "?tab=content");
      await page.getByRole("button", { name: t.content.add }).click();
      const dialog = page.getByRole("dialog", { name: t.content.add });
      await dialog.getByRole("textbox", { name: t.content.key, exact: true }).fill("home.hero.title");
      await dialog.getByRole("combobox", { name: t.content.section, exact: true }).selectOption({ label: t.content.homeSection });
      await dialog.getByRole("textbox", { name: t.content.labelEn, exact: true }).fill("E2E note");
      await dialog.getByRole("textbox", { name: t.content.labelAr, exact: true }).fill("ملاحظة الاختبار");
      // The page's clock stands still while the error toast is measured, so its 5 seconds cannot run out first on a busy machine.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await dialog.getByRole("button", { name: t.content.create }).click();
      await expect(dialog.getByText(t.content.keyTaken).first()).toBeVisible();
      await expect(toast(page, t.content.createFailed)).toBeVisible();
      // The error toast keeps clear of the dialog's Create button: it can be pressed again at once, toast or not.
      await page.clock.runFor(500);
      const toastBox = (await toast(page, t.content.createFailed).boundingBox())!;
      const createBox = (await dialog.getByRole("button", { name: t.content.create }).boundingBox())!;
      const covers = toastBox.x < createBox.x + createBox.width && createBox.x < toastBox.x + toastBox.width && toastBox.y < createBox.y + createBox.height && createBox.y < toastBox.y + toastBox.height;
      expect(covers, "the error toast must leave Create free").toBe(false);
      await page.clock.resume();

      await dialog.getByRole("textbox", { name: t.content.key, exact: true }).fill(key);
      await dialog.getByRole("button", { name: t.content.create }).click();
      await expect(toast(page, t.content.created)).toBeVisible();
      await expect(dialog).toBeHidden();
      const panel = page.getByRole("tabpanel");
      await panel.getByPlaceholder(t.content.search).fill(key);
      await expect(panel.getByRole("row").filter({ hasText: key })).toContainText(t.content.homeSection);
    });
  });

  test.describe(`admin tables on a phone (${lang.code})`, () => {
    test.use({ viewport: mobile });
    test.describe.configure({ timeout: 60_000 });

    test("list posts as cards: title, translation flags, status and actions, with nothing to scroll sideways", async ({ page }) => {
      await openAdmin(page, lang, "?tab=blog");
      const panel = page.getByRole("tabpanel");
      const card = panel.getByTestId("post-card").first();
      await expect(card).toBeVisible();
      const menu = card.getByRole("button", { name: /./ }).last();
      const menuBox = (await menu.boundingBox())!;
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(mobile.width);
      await menu.click();
      await expect(page.getByRole("menuitem", { name: t.blog.edit })).toBeVisible();
      await page.keyboard.press("Escape");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    test("say that rows scroll sideways and shade the side where columns are hidden, mirrored in Arabic", async ({ page }) => {
      await openAdmin(page, lang, "?tab=users");
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("row").nth(1)).toBeVisible();
      // The dashboard's one way of saying a row scrolls sideways (SideScroll), around the first table.
      const scroll = panel.getByTestId("side-scroll").filter({ has: page.locator("table") }).first();
      const hint = scroll.getByTestId("side-scroll-hint");
      await expect(hint).toHaveText(t.table.scrollHint);
      const back = hint.getByRole("button", { name: t.table.back });
      const forward = hint.getByRole("button", { name: t.table.forward });
      await expect(back).toBeDisabled();
      const forwardBox = (await forward.boundingBox())!;
      expect(Math.min(forwardBox.width, forwardBox.height)).toBeGreaterThanOrEqual(44);
      const start = scroll.getByTestId("scroll-edge-start");
      const end = scroll.getByTestId("scroll-edge-end");
      await expect(end).toHaveCSS("opacity", "1");
      await expect(start).toHaveCSS("opacity", "0");
      // The shade of hidden columns sits at the end of the reading direction: right in English, left in Arabic.
      const table = scroll.locator("table");
      const box = (await table.locator("xpath=..").boundingBox())!;
      const shade = (await end.boundingBox())!;
      expect(lang.dir === "ltr" ? shade.x > box.x + box.width / 2 : shade.x + shade.width < box.x + box.width / 2).toBe(true);

      // Forward shows the next columns: the start side now hides some (the name column stays, its shadow along its edge).
      await forward.click();
      await expect(back).toBeEnabled();
      await expect(start).toHaveCSS("opacity", "1");

      await table.evaluate((element) => {
        const scroller = element.parentElement!;
        scroller.scrollLeft = getComputedStyle(scroller).direction === "rtl" ? -scroller.scrollWidth : scroller.scrollWidth;
      });
      await expect(start).toHaveCSS("opacity", "1");
      await expect(end).toHaveCSS("opacity", "0");
      await expect(forward).toBeDisabled();
      // Scrolled to the end, the row actions are on the screen and can be reached.
      const action = panel.getByRole("row").nth(1).getByRole("button").last();
      const actionBox = (await action.boundingBox())!;
      expect(actionBox.x).toBeGreaterThanOrEqual(0);
      expect(actionBox.x + actionBox.width).toBeLessThanOrEqual(mobile.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
}
