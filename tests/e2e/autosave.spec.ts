import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, createMember, csrfToken, signIn, signInAsAdmin, submitSignInForm } from "./support/auth";
import { expect, open, test, type PageGuard } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode, type SiteLang } from "./support/site";
import { postInList, seedPost } from "./support/posts";
import { reviewShot } from "./support/review-shots";

/**
 * Autosave (issue 26 item 4, decision 042): the post editor and the
 * site-text editor keep a working draft on the server while typing (2 s
 * after the last change, and at once when the page goes away), which the
 * next opening of the editor offers back — in this browser or another
 * signed in as the same account — as "Restore unsaved changes from <time>"
 * with Restore and Discard. A session that ends while typing loses nothing:
 * signed in again, the editor offers what was typed. A member's article
 * form on their profile is kept the same way.
 */
const texts = {
  en: {
    search: "Search by title, author, category or slug",
    actionsFor: (title: string) => `Actions for “${title}”`,
    edit: "Edit post",
    create: "Create New Post",
    titleEn: "Title (English)",
    titleAr: "Title (Arabic)",
    saved: /^Draft saved \d{1,2}:\d{2}\s?[AP]M$/,
    offer: /^Restore unsaved changes from .+\?$/,
    restore: "Restore",
    discard: "Discard",
    discarded: "Unsaved changes discarded",
    cancel: "Cancel",
    signedOut: "Your session has ended. Your changes are kept in this browser.",
    signedOutToast: "Your session has ended",
    signInAgain: "Sign in again",
    login: { tab: "Login", username: "Username", password: "Password", signIn: "Sign in" },
    contentSearch: "Search by key, label or text",
    editText: (label: string) => `Edit “${label}”`,
    textKey: "home.hero.subtitle",
    textLabel: "Hero subtitle",
    content: "Content (English)",
    writeArticle: "Write an article",
  },
  ar: {
    search: "ابحث بالعنوان أو الكاتب أو التصنيف أو المعرّف",
    actionsFor: (title: string) => `إجراءات المقال «${title}»`,
    edit: "تعديل المقال",
    create: "إنشاء مقال جديد",
    titleEn: "العنوان (بالإنجليزية)",
    titleAr: "العنوان (بالعربية)",
    saved: /^حُفظت المسودة \d{1,2}:\d{2}\s?[صم]$/,
    offer: /^هل تريدون استعادة التعديلات غير المحفوظة من .+؟$/,
    restore: "استعادة",
    discard: "تجاهل",
    discarded: "تم تجاهل التعديلات غير المحفوظة",
    cancel: "إلغاء",
    signedOut: "انتهت جلستكم، وتعديلاتكم محفوظة في هذا المتصفح.",
    signedOutToast: "انتهت جلستكم",
    signInAgain: "سجّلوا الدخول مجددًا",
    login: { tab: "تسجيل الدخول", username: "اسم المستخدم", password: "كلمة المرور", signIn: "تسجيل الدخول" },
    contentSearch: "ابحث بالمفتاح أو الوصف أو النص",
    editText: (label: string) => `تعديل «${label}»`,
    textKey: "home.hero.primaryCta",
    textLabel: "الزر الرئيسي في الواجهة",
    content: "المحتوى (بالعربية)",
    writeArticle: "اكتب مقالًا",
  },
} as const satisfies Record<LangCode, unknown>;

/** A draft post made through the API (the typing under test is the editor's, not the post's). */
async function seedDraftPost(id: string) {
  const post = await seedPost({
    slug: `autosave-${id}`,
    titleEn: `Succession notes ${id}`,
    summaryEn: "Written over several sittings.",
    contentEn: "## Who comes next\n\nA board's first question.",
    titleAr: `ملاحظات التعاقب ${id}`,
    summaryAr: "كُتب على عدة جلسات.",
    contentAr: "## من يأتي بعد\n\nأول أسئلة المجلس.",
  });
  return post.id;
}

/** The admin's own draft of an item as the server holds it (what another browser of the account would be offered). */
async function serverDraft(path: string): Promise<Record<string, unknown> | null> {
  const api = await adminApi();
  try {
    const res = await api.get(`/api/admin/drafts/${path}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { draft: { values: Record<string, unknown> } | null }).draft?.values ?? null;
  } finally {
    await api.dispose();
  }
}

/** A toast by its title. Found by structure, not role: an open modal dialog hides the toast region from the accessibility tree. */
function toast(page: Page, title: string): Locator {
  return page.locator("ol > li").filter({ has: page.getByText(title, { exact: true }) });
}

async function openPostEditor(page: Page, lang: SiteLang, title: string): Promise<Locator> {
  await open(page, lang.path("/admin"));
  const tx = texts[lang.code];
  const panel = page.getByRole("tabpanel");
  await panel.getByPlaceholder(tx.search).fill(title);
  await postInList(panel, title).getByRole("button", { name: tx.actionsFor(title) }).click();
  await page.getByRole("menuitem", { name: tx.edit }).click();
  return page.getByRole("dialog");
}

async function openTextEditor(page: Page, lang: SiteLang): Promise<Locator> {
  await open(page, `${lang.path("/admin")}?tab=content`);
  const tx = texts[lang.code];
  const panel = page.getByRole("tabpanel");
  // A text of each language's own, so that the two languages' tests may run side by side.
  await panel.getByPlaceholder(tx.contentSearch).fill(tx.textKey);
  await panel.getByRole("button", { name: tx.editText(tx.textLabel) }).click();
  return page.getByRole("dialog");
}

/** Closes the tab as a person does: the page is unloaded (pagehide), not killed. */
async function closeTab(page: Page): Promise<void> {
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
}

/** A second browser, signed in afresh as the same administrator (a session of its own). */
async function anotherBrowser(browser: Browser, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAsAdmin(page, { ownSession: true });
  return { context, page };
}

/** The page's clock stands still from here: the 2 s debounce runs only when the test moves time on (the page is live by now). */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
}


function allowSessionEnd(guard: PageGuard): void {
  // The draft's PUT after the session cookie is gone: refused (403 for the old session's token, then 401), as it must be.
  guard.allow(/Failed to load resource: the server responded with a status of 40[13]/);
}

for (const lang of languages) {
  const tx = texts[lang.code];

  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: a post typed in, its tab closed mid-edit, is offered back in a new tab and in another browser; Restore and Discard`, async ({ page, browser }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const id = `${lang.code}${viewport.width}${Date.now().toString(36)}`;
      const postId = await seedDraftPost(id);
      const title = lang.code === "ar" ? `ملاحظات التعاقب ${id}` : `Succession notes ${id}`;
      await signInAsAdmin(page);
      await page.clock.install();
      let dialog = await openPostEditor(page, lang, title);
      await holdClock(page);

      await dialog.getByRole("textbox", { name: tx.titleEn, exact: true }).fill(`Succession notes, revised ${id}`);
      const status = dialog.getByTestId("draft-status");
      await expect(status).toBeEmpty();
      await page.clock.fastForward(2_000);
      await expect(status).toHaveText(tx.saved);
      await expect.poll(() => serverDraft(`post/${postId}`).then((v) => v?.titleEn)).toBe(`Succession notes, revised ${id}`);
      await reviewShot(page, `autosave-${lang.code}-${viewport.width}-post-saved`, { fullPage: false });

      // Typed again, and the tab closed before the debounce: the page going away sends it.
      await dialog.getByRole("textbox", { name: tx.titleAr, exact: true }).fill(`ملاحظات التعاقب بعد المراجعة ${id}`);
      await closeTab(page);
      // The clock is the browser context's: it runs again for the next tab.
      await page.context().clock.resume();
      await expect.poll(() => serverDraft(`post/${postId}`).then((v) => v?.titleAr)).toBe(`ملاحظات التعاقب بعد المراجعة ${id}`);

      // A new tab: the editor offers the unsaved changes; Restore puts them in the form.
      const again = await page.context().newPage();
      await again.setViewportSize(viewport);
      dialog = await openPostEditor(again, lang, title);
      const offer = dialog.getByTestId("draft-offer");
      await expect(offer.getByText(tx.offer)).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue(`Succession notes ${id}`);
      await reviewShot(again, `autosave-${lang.code}-${viewport.width}-post-offer`, { fullPage: false });
      const scan = await scanAccessibility(again, testInfo, `${lang.code}-${viewport.width}-draft-offer`);
      expect(scan.failing, scan.text).toEqual([]);
      await offer.getByRole("button", { name: tx.restore }).click();
      await expect(offer).toBeHidden();
      await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue(`Succession notes, revised ${id}`);
      await expect(dialog.getByRole("textbox", { name: tx.titleAr, exact: true })).toHaveValue(`ملاحظات التعاقب بعد المراجعة ${id}`);
      await expect(dialog.getByTestId("draft-status")).toHaveText(tx.saved);
      await closeTab(again);

      // Another browser signed in as the same administrator sees the server's draft; Discard ends it.
      const other = await anotherBrowser(browser, viewport);
      try {
        dialog = await openPostEditor(other.page, lang, title);
        const otherOffer = dialog.getByTestId("draft-offer");
        await expect(otherOffer.getByText(tx.offer)).toBeVisible();
        await otherOffer.getByRole("button", { name: tx.discard }).click();
        await expect(toast(other.page, tx.discarded)).toBeVisible();
        await expect(otherOffer).toBeHidden();
        await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue(`Succession notes ${id}`);
        await expect.poll(() => serverDraft(`post/${postId}`)).toBeNull();
        await dialog.getByRole("button", { name: tx.cancel }).click();
        // Nothing is offered any more.
        dialog = await openPostEditor(other.page, lang, title);
        await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue(`Succession notes ${id}`);
        await expect(dialog.getByTestId("draft-offer")).toHaveCount(0);
      } finally {
        await other.context.close();
      }
    });
  }

  test(`${lang.code}: a site text typed in is offered back after the tab closes, in a new tab and another browser; Restore, then Discard`, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(lang.code === "en" ? mobile : desktop);
    const typed = lang.code === "ar" ? `نبحث عن القادة الذين تحتاجهم مؤسستك ${Date.now().toString(36)}` : `We find the leaders your organisation needs ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.clock.install();
    let dialog = await openTextEditor(page, lang);
    await holdClock(page);
    const field = () => dialog.getByRole("textbox", { name: tx.content, exact: true });
    const original = await field().inputValue();
    await field().fill(typed);
    await page.clock.fastForward(2_000);
    await expect(dialog.getByTestId("draft-status")).toHaveText(tx.saved);
    await reviewShot(page, `autosave-${lang.code}-text-saved`, { fullPage: false });
    await closeTab(page);
    await page.context().clock.resume();

    const again = await page.context().newPage();
    await again.setViewportSize(lang.code === "en" ? mobile : desktop);
    dialog = await openTextEditor(again, lang);
    await expect(dialog.getByTestId("draft-offer").getByText(tx.offer)).toBeVisible();
    await expect(field()).toHaveValue(original);
    await reviewShot(again, `autosave-${lang.code}-text-offer`, { fullPage: false });
    const scan = await scanAccessibility(again, testInfo, `${lang.code}-text-draft-offer`);
    expect(scan.failing, scan.text).toEqual([]);
    await dialog.getByRole("button", { name: tx.restore }).click();
    await expect(field()).toHaveValue(typed);
    // Closed without saving: the text on the site is unchanged, the draft stays.
    await dialog.getByRole("button", { name: tx.cancel }).click();
    await expect(dialog).toBeHidden();
    await closeTab(again);

    const other = await anotherBrowser(browser, desktop);
    try {
      dialog = await openTextEditor(other.page, lang);
      await expect(dialog.getByTestId("draft-offer").getByText(tx.offer)).toBeVisible();
      await dialog.getByRole("button", { name: tx.discard }).click();
      await expect(toast(other.page, tx.discarded)).toBeVisible();
      await expect(field()).toHaveValue(original);
      await expect.poll(() => serverDraft(`site_text/${tx.textKey}`)).toBeNull();
    } finally {
      await other.context.close();
    }
  });

  test(`${lang.code}: a session that ends while typing a new post loses nothing: signed in again, the editor offers what was typed`, async ({ page, pageGuard }, testInfo) => {
    test.setTimeout(120_000);
    allowSessionEnd(pageGuard);
    await page.setViewportSize(desktop);
    const typed = `Board succession, a first draft ${lang.code}${Date.now().toString(36)}`;
    // An administrator of its own: a new post's draft is one per account, and
    // tests running beside this one create posts as the shared administrator.
    const admin = await createMember({ role: "admin" });
    await signIn(page, admin.username, admin.password);
    await page.clock.install();
    await open(page, `${lang.path("/admin")}?tab=blog`);
    await page.getByRole("button", { name: tx.create }).click();
    let dialog = page.getByRole("dialog", { name: tx.create });
    await holdClock(page);
    await dialog.getByRole("textbox", { name: tx.titleEn, exact: true }).fill(typed);

    // The session ends (its cookie is gone) before the draft is sent.
    await page.context().clearCookies({ name: /^(__Host-)?sid$/ });
    await page.clock.fastForward(2_000);
    const status = dialog.getByTestId("draft-status");
    await expect(status).toContainText(tx.signedOut);
    await expect(toast(page, tx.signedOutToast)).toBeVisible();
    await reviewShot(page, `autosave-${lang.code}-signed-out`, { fullPage: false });
    await page.clock.resume();
    const scan = await scanAccessibility(page, testInfo, `${lang.code}-draft-signed-out`);
    expect(scan.failing, scan.text).toEqual([]);

    // "Sign in again" leads to the sign-in page, which brings the dashboard back.
    await status.getByRole("link", { name: tx.signInAgain }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.path("/auth").replace("/", "\\/")}\\?redirectTo=`));
    await open(page, page.url());
    await submitSignInForm(page.getByRole("tabpanel", { name: tx.login.tab }), tx.login, admin.username, admin.password);
    await expect(page).toHaveURL(new RegExp(`${lang.path("/admin").replace("/", "\\/")}(\\?|$)`));
    await open(page, page.url());

    await page.getByRole("button", { name: tx.create }).click();
    dialog = page.getByRole("dialog", { name: tx.create });
    const offer = dialog.getByTestId("draft-offer");
    await expect(offer.getByText(tx.offer)).toBeVisible();
    await offer.getByRole("button", { name: tx.restore }).click();
    await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue(typed);
    // What this browser kept is on the server now (another browser would be offered it too), and no longer in the tab.
    const kept = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("content-draft:")));
    expect(kept).toEqual([]);
    const res = await page.request.get("/api/admin/drafts/post/new");
    expect(((await res.json()) as { draft: { values: { titleEn: string } } }).draft.values.titleEn).toBe(typed);
    await page.request.delete("/api/admin/drafts/post/new", { headers: { "CSRF-Token": await csrfToken(page) } });
  });

  test(`${lang.code}: a member's article, its tab closed mid-writing, is offered back when the form opens again; sending it ends the draft`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    // English on a laptop, Arabic on a phone: the form is the same, its layout is not.
    const viewport = lang.code === "en" ? desktop : mobile;
    await page.setViewportSize(viewport);
    const member = await createMember();
    await signIn(page, member.username, member.password);
    const id = `${lang.code}${Date.now().toString(36)}`;
    const openForm = async (tab: Page) => {
      await open(tab, lang.path("/profile"));
      await tab.getByRole("button", { name: tx.writeArticle }).click();
      return tab.getByRole("dialog", { name: tx.writeArticle });
    };
    let dialog = await openForm(page);
    await dialog.getByRole("textbox", { name: tx.titleEn, exact: true }).fill(`Notes from the field ${id}`);
    await expect(dialog.getByTestId("draft-status")).toHaveText(tx.saved);
    // Typed again, and the tab closed at once: the page going away sends it.
    await dialog.getByRole("textbox", { name: tx.titleAr, exact: true }).fill(`ملاحظات من الميدان ${id}`);
    await closeTab(page);
    const memberDraft = async (tab: Page) => {
      const res = await tab.request.get("/api/articles/drafts/new");
      expect(res.status()).toBe(200);
      return ((await res.json()) as { draft: { values: Record<string, unknown> } | null }).draft?.values ?? null;
    };
    const again = await page.context().newPage();
    await again.setViewportSize(viewport);
    await expect.poll(() => memberDraft(again).then((v) => v?.titleAr)).toBe(`ملاحظات من الميدان ${id}`);

    dialog = await openForm(again);
    const offer = dialog.getByTestId("draft-offer");
    await expect(offer.getByText(tx.offer)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue("");
    await reviewShot(again, `autosave-${lang.code}-${viewport.width}-member-offer`, { fullPage: false });
    const scan = await scanAccessibility(again, testInfo, `${lang.code}-member-draft-offer`);
    expect(scan.failing, scan.text).toEqual([]);
    await offer.getByRole("button", { name: tx.restore }).click();
    await expect(offer).toBeHidden();
    await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue(`Notes from the field ${id}`);
    await expect(dialog.getByRole("textbox", { name: tx.titleAr, exact: true })).toHaveValue(`ملاحظات من الميدان ${id}`);

    // The article sent (the rest of it through the API, the typing is what is under test here): its draft ends with it.
    const token = await csrfToken(again);
    const sent = await again.request.post("/api/articles", {
      headers: { "CSRF-Token": token },
      data: {
        slug: `notes-from-the-field-${id}`,
        author: "Reem Al-Harbi",
        authorAr: "ريم الحربي",
        imageUrl: "",
        titleEn: `Notes from the field ${id}`,
        categoryEn: "Leadership",
        summaryEn: "What the first year taught.",
        contentEn: "## The first year\n\nWords.",
        titleAr: `ملاحظات من الميدان ${id}`,
        categoryAr: "القيادة",
        summaryAr: "ما علّمته السنة الأولى.",
        contentAr: "## السنة الأولى\n\nكلمات.",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    expect(await memberDraft(again)).toBeNull();
  });

  test(`${lang.code}: Back in the middle of a post's edit, then Forward: the editor offers what was typed`, async ({ page }) => {
    // Four page loads of the dashboard: more than the default on a loaded machine.
    test.setTimeout(90_000);
    const id = `${lang.code}back${Date.now().toString(36)}`;
    const postId = await seedDraftPost(id);
    const title = lang.code === "ar" ? `ملاحظات التعاقب ${id}` : `Succession notes ${id}`;
    await signInAsAdmin(page);
    // Arrived from the public blog, as an administrator often does.
    await open(page, lang.path("/blog"));
    let dialog = await openPostEditor(page, lang, title);
    const typed = `Succession notes, before Back ${id}`;
    await dialog.getByRole("textbox", { name: tx.titleEn, exact: true }).fill(typed);
    // The draft saved (a Back a moment after the editor opened, before it has its token, is the close-tab test's page-hide case).
    await expect(dialog.getByTestId("draft-status")).toHaveText(tx.saved);

    // Back leaves the dashboard; Forward returns to it.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${lang.path("/blog")}$`));
    await expect.poll(() => serverDraft(`post/${postId}`).then((v) => v?.titleEn)).toBe(typed);
    await page.goForward();
    await expect(page).toHaveURL(/\/admin/);
    const panel = page.getByRole("tabpanel");
    await panel.getByPlaceholder(tx.search).fill(title);
    await postInList(panel, title).getByRole("button", { name: tx.actionsFor(title) }).click();
    await page.getByRole("menuitem", { name: tx.edit }).click();
    dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("draft-offer").getByText(tx.offer)).toBeVisible();
    await dialog.getByRole("button", { name: tx.restore, exact: true }).click();
    await expect(dialog.getByRole("textbox", { name: tx.titleEn, exact: true })).toHaveValue(typed);
    await dialog.getByRole("button", { name: tx.cancel, exact: true }).click();
  });
}
