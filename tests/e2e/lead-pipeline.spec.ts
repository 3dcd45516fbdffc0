import type { Browser, Locator, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, csrfToken, signInAsAdmin, submitSignInForm } from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { sendContactForm } from "./support/contact-form";
import { e2eAdmin } from "./support/server-env";
import { ar, desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The Leads tab (issue 14): a visitor sends the contact form by clicking on
 * the site; the administrator finds the lead in the Leads tab, works it from
 * new to won on the board with the keyboard only (the card's "Move to…"
 * menu), adds a note, and sees the note and every status change on the
 * person's timeline. Then the way the firm's e-mail reaches a lead: its link
 * (`/admin?tab=leads&lead=<id>`) opened while signed out leads through the
 * sign-in form to that lead's dialog; with a pointer, the card is dragged to
 * another column; the monthly chart is there with its numbers. Texts are
 * written out, not read from the catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 3 * 60_000 });

const statuses = ["new", "contacted", "qualified", "proposal", "won"] as const;

const cfoMessage: Record<LangCode, string> = { en: "We are hiring a CFO for our Riyadh office.", ar: "نبحث عن مدير مالي لمكتبنا في الرياض." };

const texts: Record<LangCode, {
  tab: string;
  search: string;
  board: string;
  moveMenu: (name: string) => string;
  open: (name: string) => string;
  status: Record<(typeof statuses)[number], string>;
  note: string;
  saveNote: string;
  noteSaved: string;
  timeline: string;
  moved: (from: string, to: string) => string;
  received: string;
  login: { tab: string; username: string; password: string; signIn: string };
  chart: { title: string; showTable: string };
  close: string;
}> = {
  en: {
    tab: "Leads",
    search: "Search",
    board: "Board",
    moveMenu: (name) => `Move ${name} to another status`,
    open: (name) => `Open the lead of ${name}`,
    status: { new: "New", contacted: "Contacted", qualified: "Qualified", proposal: "Proposal", won: "Won" },
    note: "Add a note",
    saveNote: "Save note",
    noteSaved: "The note was saved.",
    timeline: "Timeline",
    moved: (from, to) => `moved the lead from ${from} to ${to}`,
    received: "Received: Contact form",
    login: { tab: "Login", username: "Username", password: "Password", signIn: "Sign in" },
    chart: { title: "Leads per month by source", showTable: "Show the numbers" },
    close: "Close",
  },
  ar: {
    tab: "العملاء المحتملون",
    search: "بحث",
    board: "لوحة",
    moveMenu: (name) => `نقل ${name} إلى حالة أخرى`,
    open: (name) => `فتح بيانات ${name}`,
    status: { new: "جديد", contacted: "تم التواصل", qualified: "مؤهَّل", proposal: "عرض مقدَّم", won: "ناجحة" },
    note: "إضافة ملاحظة",
    saveNote: "حفظ الملاحظة",
    noteSaved: "حُفظت الملاحظة.",
    timeline: "السجل الزمني",
    moved: (from, to) => `العميل من «${from}» إلى «${to}»`,
    received: "طلب وارد: نموذج التواصل",
    login: { tab: "تسجيل الدخول", username: "اسم المستخدم", password: "كلمة المرور", signIn: "تسجيل الدخول" },
    chart: { title: "العملاء المحتملون شهريًا حسب المصدر", showTable: "عرض الأرقام" },
    close: "إغلاق",
  },
};

/** Opens the card's "Move to…" menu from the keyboard and picks `target` with the arrow keys and Enter. */
async function moveWithKeyboard(page: Page, menuName: string, target: string): Promise<void> {
  const trigger = page.getByRole("button", { name: menuName });
  await expect(trigger).toBeEnabled();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const item = menu.getByRole("menuitem", { name: target, exact: true });
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  for (let step = 0; step < 7; step++) {
    if (await item.evaluate((el) => el === document.activeElement)) break;
    // One item per key, each looked at once it has the focus (the menu may move it a moment after the key, and a blind second press skips the target).
    const before = await focusedText();
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedText).not.toBe(before);
  }
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
}

/**
 * Types `email` in the Leads tab's search and waits for the list's answer to it: the search applies 300 ms after
 * typing, and until then the list still shows the first page (where the newest lead already is), so a board opened
 * or a page scanned before it would change under the test when the answer comes.
 */
async function searchLeads(page: Page, panel: Locator, label: string, email: string): Promise<void> {
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/admin/leads" && url.searchParams.get("search") === email && !url.searchParams.has("status");
  });
  await panel.getByRole("searchbox", { name: label }).fill(email);
  expect((await searched).status()).toBe(200);
  // Settled: the table dims its rows while a request is in flight. The list's table (the chart's numbers table stays
  // closed, out of the accessibility tree).
  await expect(panel.getByRole("table")).not.toHaveAttribute("aria-busy", "true");
}

for (const lang of languages) {
  const t = texts[lang.code];

  test(`${lang.code}: a contact form becomes a lead that is worked from new to won on the board with the keyboard, with a note on the timeline`, async ({ page, browser }, testInfo) => {
    const tag = `${lang.code}${Date.now().toString(36)}`;
    const name = lang.code === "en" ? `Layla Test ${tag}` : `ليلى تجربة ${tag}`;
    const email = `lead-${tag}@example.sa`;
    await sendContactForm(browser, lang, { name, email, company: "Najd Holding", message: cfoMessage[lang.code], address: `203.0.113.${lang.code === "en" ? 41 : 42}` });

    await page.setViewportSize(desktop);
    await signInAsAdmin(page);
    await open(page, lang.path("/admin?tab=leads"));
    await expect(page.getByRole("tab", { name: t.tab })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await searchLeads(page, panel, t.search, email);
    await expect(panel.getByRole("button", { name: name, exact: true })).toBeVisible();
    await expect(panel.getByTestId("lead-count-new")).toHaveText("1");

    const list = await scanAccessibility(page, testInfo, `${lang.code}-leads-list`);
    expect(list.failing, list.text).toEqual([]);

    await panel.getByRole("button", { name: t.board }).click();
    const card = panel.getByTestId("lead-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(panel.locator('section[data-status="new"]').getByTestId("lead-card").filter({ hasText: name })).toBeVisible();

    const board = await scanAccessibility(page, testInfo, `${lang.code}-leads-board`);
    expect(board.failing, board.text).toEqual([]);

    for (const status of statuses.slice(1)) {
      await moveWithKeyboard(page, t.moveMenu(name), t.status[status]);
      await expect(panel.locator(`section[data-status="${status}"]`).getByTestId("lead-card").filter({ hasText: name })).toBeVisible();
    }
    await expect(panel.getByTestId("lead-count-won")).toHaveText("1");
    await expect(panel.getByTestId("lead-count-new")).toHaveText("0");

    // The lead's dialog: a note, then the note and the four moves on the timeline, newest first.
    await panel.getByRole("button", { name: t.open(name) }).click();
    const dialog = page.getByRole("dialog", { name });
    const note = lang.code === "en" ? `Called ${tag}; proposal accepted by the board.` : `اتصلنا ${tag}؛ وافق المجلس على العرض.`;
    await dialog.getByRole("textbox", { name: t.note }).fill(note);
    await dialog.getByRole("button", { name: t.saveNote }).click();
    const timeline = dialog.getByRole("list", { name: t.timeline });
    await expect(timeline.getByText(note)).toBeVisible();
    const items = timeline.locator(":scope > li");
    await expect(items.first()).toContainText(note);
    for (let i = 1; i < statuses.length; i++) {
      await expect(timeline).toContainText(t.moved(t.status[statuses[i - 1]], t.status[statuses[i]]));
    }
    await expect(timeline).toContainText(t.received);
    // Newest first: the move to won comes before the move to contacted.
    const itemTexts = await items.allTextContents();
    const toWon = itemTexts.findIndex((text) => text.includes(t.moved(t.status.proposal, t.status.won)));
    const toContacted = itemTexts.findIndex((text) => text.includes(t.moved(t.status.new, t.status.contacted)));
    expect(toWon).toBeGreaterThan(0);
    expect(toContacted).toBeGreaterThan(toWon);

    const detail = await scanAccessibility(page, testInfo, `${lang.code}-lead-dialog`);
    expect(detail.failing, detail.text).toEqual([]);
  });
}

/** The id of the lead sent from `email`, read through the admin API in a context of its own (the test's page stays signed out). */
async function leadIdOf(browser: Browser, email: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAsAdmin(page);
    const response = await page.request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { leads: { id: number; status: string }[] };
    expect(body.leads).toHaveLength(1);
    return body.leads[0].id;
  } finally {
    await context.close();
  }
}

for (const lang of languages) {
  const t = texts[lang.code];

  test(`${lang.code}: the e-mail's link opens the lead after signing in midway; a card dragged to another column moves; the chart shows the months`, async ({ page, browser }, testInfo) => {
    const tag = `${lang.code}d${Date.now().toString(36)}`;
    const name = lang.code === "en" ? `Hamad Drag ${tag}` : `حمد سحب ${tag}`;
    const email = `drag-${tag}@example.sa`;
    await sendContactForm(browser, lang, { name, email, company: "Najd Holding", message: cfoMessage[lang.code], address: `203.0.113.${lang.code === "en" ? 45 : 46}` });
    const leadId = await leadIdOf(browser, email);

    // The firm's notification links to /admin?tab=leads&lead=<id> (leadAdminUrl); an Arabic reader's copy of it is under /ar.
    await page.setViewportSize(desktop);
    const link = lang.path(`/admin?tab=leads&lead=${leadId}`);
    await page.goto(link);
    await expect(page).toHaveURL(`${lang.path("/auth")}?redirectTo=${encodeURIComponent(link)}`);
    await open(page, page.url());
    const form = page.getByRole("tabpanel", { name: t.login.tab });
    await submitSignInForm(form, t.login, e2eAdmin.username, e2eAdmin.password);

    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]lead=${leadId}(&|$)`));
    await expect(dialog.getByText(email)).toBeVisible();
    // A reload keeps the lead open; closing it takes it out of the address. The dialog comes with hydration (the
    // server's page has no portal) and is named once the lead's request answers: wait for hydration, as open() does.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await page.getByRole("dialog", { name }).getByRole("button", { name: t.close, exact: true }).first().click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]lead=/);
    await expect(page).toHaveURL(/[?&]tab=leads/);
    await expect(page.getByRole("tab", { name: t.tab })).toHaveAttribute("aria-selected", "true");

    // The board with a pointer: drag the card from New to Contacted.
    const panel = page.getByRole("tabpanel");
    // Searched first: the cards must not change under the drag (the drop would miss its column).
    await searchLeads(page, panel, t.search, email);
    await expect(panel.getByRole("button", { name, exact: true })).toBeVisible();
    await panel.getByRole("button", { name: t.board }).click();
    const card = panel.locator('section[data-status="new"]').getByTestId("lead-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    await card.dragTo(panel.locator('section[data-status="contacted"]'));
    await expect(panel.locator('section[data-status="contacted"]').getByTestId("lead-card").filter({ hasText: name })).toBeVisible();
    await expect(panel.locator('section[data-status="new"]').getByTestId("lead-card").filter({ hasText: name })).toHaveCount(0);
    await expect(panel.getByTestId("lead-count-contacted")).toHaveText("1");
    // Stored, not only drawn: the dialog's timeline has the move.
    await panel.getByRole("button", { name: t.open(name) }).click();
    await expect(page.getByRole("dialog", { name }).getByRole("list", { name: t.timeline })).toContainText(t.moved(t.status.new, t.status.contacted));
    await page.getByRole("dialog", { name }).getByRole("button", { name: t.close, exact: true }).first().click();

    // The chart: an image named by its title, the months as a table for who wants the numbers.
    const chart = page.getByRole("img", { name: t.chart.title });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    await page.getByText(t.chart.showTable, { exact: true }).click();
    const table = page.getByRole("table", { name: t.chart.title });
    await expect(table.locator("tbody tr")).toHaveCount(12);
    // This month is the table's last row; the visitor's contact form counts there (other tests add more).
    const thisMonth = Number(((await table.locator("tbody tr").last().locator("td").first().textContent()) ?? "").match(/^\d+/)?.[0]);
    expect(thisMonth).toBeGreaterThanOrEqual(1);
    const scan = await scanAccessibility(page, testInfo, `${lang.code}-leads-chart`);
    expect(scan.failing, scan.text).toEqual([]);
  });
}

/**
 * A lead made the way a visitor's inquiry makes one, through the public POST /api/contact (its message starts with
 * the phone line, as the inquiry dialog writes it), from an address of its own. Returns the lead's id.
 */
async function seedLead(lang: LangCode, visitor: { name: string; email: string; company: string; phone: string; address: string }): Promise<number> {
  const baseURL = test.info().project.use.baseURL;
  const visitorApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": visitor.address } });
  try {
    const token = await csrfToken(visitorApi);
    const now = Date.now();
    const sent = await visitorApi.post("/api/contact", {
      headers: { "CSRF-Token": token, "X-CSRF-Token": token },
      data: {
        fullName: visitor.name,
        email: visitor.email,
        company: visitor.company,
        service: "executive-search",
        message: `${lang === "en" ? "Phone" : "الهاتف"}: ${visitor.phone}\n\n${cfoMessage[lang]}`,
        language: lang,
        startedAt: now - 10_000,
        sentAt: now,
      },
    });
    expect(sent.status(), `POST /api/contact: ${await sent.text()}`).toBe(201);
  } finally {
    await visitorApi.dispose();
  }
  const admin = await adminApi();
  try {
    const found = await admin.get(`/api/admin/leads?search=${encodeURIComponent(visitor.email)}`);
    expect(found.status()).toBe(200);
    const body = (await found.json()) as { leads: { id: number; phone: string | null }[] };
    expect(body.leads).toHaveLength(1);
    expect(body.leads[0].phone, "the inquiry's phone line is the lead's phone").toBe(visitor.phone);
    return body.leads[0].id;
  } finally {
    await admin.dispose();
  }
}

/** Types `email` in the search and waits for the answer; at phone widths the leads are cards (the table is hidden). */
async function searchLeadCards(page: Page, panel: Locator, label: string, email: string): Promise<Locator> {
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/admin/leads" && url.searchParams.get("search") === email && !url.searchParams.has("status");
  });
  await panel.getByRole("searchbox", { name: label }).fill(email);
  expect((await searched).status()).toBe(200);
  const cards = panel.getByTestId("table-cards");
  await expect(cards).not.toHaveAttribute("aria-busy", "true");
  return cards;
}

/** A target a thumb can hit: at least 44 × 44 CSS pixels, and inside the screen's width. */
async function expectTouchSized(target: Locator, what: string): Promise<void> {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(44);
  expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(box.x, `${what}: inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: inside the screen`).toBeLessThanOrEqual(mobile.width + 0.5);
}

const morning: Record<LangCode, {
  call: (name: string) => string;
  whatsapp: (name: string) => string;
  email: (name: string) => string;
  statusField: string;
  followUpField: string;
  save: string;
  saved: string;
  contacted: string;
  movedToContacted: string;
  followUpSet: string;
  whatsappLink: string;
}> = {
  en: {
    call: (name) => `Call ${name}`,
    whatsapp: (name) => `Message ${name} on WhatsApp`,
    email: (name) => `E-mail ${name}`,
    statusField: "Status",
    followUpField: "Next follow-up (Riyadh date)",
    save: "Save changes",
    saved: "The lead was updated.",
    contacted: "Contacted",
    movedToContacted: "moved the lead from New to Contacted",
    followUpSet: "set the next follow-up to",
    whatsappLink: "WhatsApp",
  },
  ar: {
    call: (name) => `اتصال بـ${name}`,
    whatsapp: (name) => `مراسلة ${name} على واتساب`,
    email: (name) => `مراسلة ${name} بالبريد الإلكتروني`,
    statusField: "الحالة",
    followUpField: "المتابعة التالية (بتاريخ الرياض)",
    save: "حفظ التغييرات",
    saved: "حُدّثت بيانات العميل.",
    contacted: "تم التواصل",
    movedToContacted: "العميل من «جديد» إلى «تم التواصل»",
    followUpSet: "المتابعة التالية في",
    whatsappLink: "واتساب",
  },
};

test.describe("a staff member's morning on a phone", () => {
  test.use({ viewport: mobile, hasTouch: true });

  for (const lang of languages) {
    const t = texts[lang.code];
    const m = morning[lang.code];

    test(`${lang.code}: at 390 px the leads are cards; a lead opened by a tap fills the screen, and is called, messaged, moved, given a follow-up and a note by touch`, async ({ page }, testInfo) => {
      const tag = `${lang.code}m${Date.now().toString(36)}`;
      const name = lang.code === "en" ? `Noura Morning ${tag}` : `نورة صباح ${tag}`;
      const email = `morning-${tag}@example.sa`;
      const phone = "050 123 4567";
      await seedLead(lang.code, { name, email, company: lang.code === "en" ? "Najd Holding" : "نجد القابضة", phone, address: `203.0.113.${lang.code === "en" ? 51 : 52}` });

      await signInAsAdmin(page);
      await open(page, lang.path("/admin?tab=leads"));
      const panel = page.getByRole("tabpanel");
      const cards = await searchLeadCards(page, panel, t.search, email);
      // A phone shows cards, not the sideways table.
      await expect(panel.getByRole("table", { name: t.tab, exact: true })).toBeHidden();
      const card = cards.getByTestId("lead-list-card").filter({ hasText: name });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(t.status.new);
      await expect(card).toContainText(lang.code === "en" ? "Najd Holding" : "نجد القابضة");
      await expect(card).toContainText(lang.code === "en" ? "Service inquiry" : "استفسار عن خدمة");
      await expect(card.getByText(email)).toBeVisible();

      const call = card.getByRole("link", { name: m.call(name) });
      const whatsapp = card.getByRole("link", { name: m.whatsapp(name) });
      const mail = card.getByRole("link", { name: m.email(name) });
      await expect(call).toHaveAttribute("href", "tel:+966501234567");
      await expect(whatsapp).toHaveAttribute("href", "https://wa.me/966501234567");
      await expect(mail).toHaveAttribute("href", `mailto:${email}`);
      const openLead = card.getByRole("button", { name: t.open(name) });
      for (const [target, what] of [[openLead, "open"], [call, "call"], [whatsapp, "WhatsApp"], [mail, "e-mail"]] as const) await expectTouchSized(target, what);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "no sideways scroll").toBeLessThanOrEqual(0);
      const cardsScan = await scanAccessibility(page, testInfo, `${lang.code}-leads-cards-390`);
      expect(cardsScan.failing, cardsScan.text).toEqual([]);

      await openLead.tap();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: t.note })).toBeVisible();
      // Full screen: the dialog takes the whole width and opens at its top, the name in view (measured once its opening animation is over).
      await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const sheet = (await dialog.boundingBox())!;
      expect(sheet.x).toBe(0);
      expect(sheet.width).toBe(mobile.width);
      expect(Math.abs(sheet.y)).toBeLessThanOrEqual(0.5);
      expect(sheet.height).toBeGreaterThanOrEqual(mobile.height);
      await expect(dialog.getByRole("heading", { name })).toBeInViewport();
      // The number the visitor typed is a call link and a WhatsApp link.
      await expect(dialog.getByRole("link", { name: phone, exact: true })).toHaveAttribute("href", "tel:+966501234567");
      await expect(dialog.getByRole("link", { name: m.whatsappLink, exact: true })).toHaveAttribute("href", "https://wa.me/966501234567");
      await expect(dialog.getByRole("link", { name: m.call(name) })).toHaveAttribute("href", "tel:+966501234567");

      // Move it and set a follow-up (tomorrow), saved together, by touch.
      const status = dialog.getByRole("combobox", { name: m.statusField, exact: true });
      const followUp = dialog.getByLabel(m.followUpField, { exact: true });
      const save = dialog.getByRole("button", { name: m.save });
      for (const [target, what] of [[status, "status"], [followUp, "follow-up"], [save, "save"]] as const) await expectTouchSized(target, what);
      await status.tap();
      await status.selectOption("contacted");
      const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
      await followUp.fill(tomorrow);
      await save.tap();
      // The toast found by structure: the open dialog hides the toast region from the accessibility tree.
      await expect(page.locator("ol > li").filter({ has: page.getByText(m.saved, { exact: true }) })).toBeVisible();
      const timeline = dialog.getByRole("list", { name: t.timeline });
      await expect(timeline).toContainText(m.movedToContacted);
      await expect(timeline).toContainText(m.followUpSet);

      // A note, by touch.
      const note = lang.code === "en" ? `Called ${tag}; meeting on Sunday.` : `اتصلنا ${tag}؛ الاجتماع يوم الأحد.`;
      const noteBox = dialog.getByRole("textbox", { name: t.note });
      await expectTouchSized(noteBox, "note");
      await noteBox.tap();
      await noteBox.fill(note);
      const saveNote = dialog.getByRole("button", { name: t.saveNote });
      await expectTouchSized(saveNote, "save note");
      await saveNote.tap();
      await expect(timeline.locator(":scope > li").first()).toContainText(note);
      expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth), "nothing in the dialog sticks out sideways").toBeLessThanOrEqual(0);
      const dialogScan = await scanAccessibility(page, testInfo, `${lang.code}-lead-dialog-390`);
      expect(dialogScan.failing, dialogScan.text).toEqual([]);

      // Close sits at the bottom of the screen, under the thumb (the dialog's own Close; the ✕ in the corner comes after it).
      const close = dialog.getByRole("button", { name: t.close, exact: true }).first();
      await expectTouchSized(close, "close");
      const closeBox = (await close.boundingBox())!;
      expect(closeBox.y + closeBox.height).toBeGreaterThan(mobile.height - 80);
      // The full-screen dialog's footer (DialogContent's fullScreenOnPhone): its button the screen's width, less the margins.
      expect(closeBox.width).toBeGreaterThanOrEqual(mobile.width - 48);
      await close.tap();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(card).toContainText(m.contacted);
    });
  }
});

test(`ar: a lead with a very long Latin name and company stays inside its board column; the board says more columns lie to the side, and its arrows scroll right to left`, async ({ page }) => {
  const t = texts.ar;
  const tag = `bl${Date.now().toString(36)}`;
  const name = `Maximilian-Alexander Wolfeschlegelsteinhausenbergerdorff-Montgomery-${tag}`;
  const email = `maximilian.alexander.wolfeschlegelsteinhausenbergerdorff-${tag}@international-executive-partners.example.sa`;
  await seedLead("ar", { name, email, company: "InternationalExecutiveSearchAndLeadershipAdvisoryHoldings", phone: "+966 11 234 5678", address: "203.0.113.53" });

  await page.setViewportSize(desktop);
  await signInAsAdmin(page);
  await open(page, ar.path("/admin?tab=leads"));
  const panel = page.getByRole("tabpanel");
  await searchLeads(page, panel, t.search, email);
  // The list: the e-mail is on one line, cut with an ellipsis, the whole address in its title.
  const emailLine = panel.getByRole("table").getByText(email);
  await expect(emailLine).toHaveAttribute("title", email);
  expect(await emailLine.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(24);

  await panel.getByRole("button", { name: t.board }).click();
  const column = panel.locator('section[data-status="new"]');
  const card = column.getByTestId("lead-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  const inside = async (inner: Locator, outer: Locator, what: string) => {
    const a = (await inner.boundingBox())!;
    const b = (await outer.boundingBox())!;
    expect(a.x, `${what}: start`).toBeGreaterThanOrEqual(b.x - 0.5);
    expect(a.x + a.width, `${what}: end`).toBeLessThanOrEqual(b.x + b.width + 0.5);
  };
  await inside(card, column, "the card in its column");
  await inside(card.getByRole("button", { name: t.open(name) }), card, "the name in its card");
  await inside(card.getByRole("button", { name: t.moveMenu(name) }), card, "the move button in its card");
  await inside(card.getByText("InternationalExecutiveSearchAndLeadershipAdvisoryHoldings"), card, "the company in its card");
  // Nothing inside the card is wider than the card.
  expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

  // At 1280 px the seven columns do not fit: a line says so, a fade marks the hidden side (the left, in Arabic).
  const board = panel.getByRole("group", { name: "العملاء المحتملون حسب الحالة" });
  // The board's SideScroll: the chart below the board is wrapped in another.
  const boardScroll = panel.getByTestId("side-scroll").filter({ has: page.getByTestId("lead-board") });
  await expect(boardScroll.getByTestId("side-scroll-hint")).toBeVisible();
  const back = boardScroll.getByRole("button", { name: "عرض الأعمدة السابقة" });
  const forward = boardScroll.getByRole("button", { name: "عرض الأعمدة التالية" });
  await expect(back).toBeDisabled();
  await expect(forward).toBeEnabled();
  const end = boardScroll.getByTestId("scroll-edge-end");
  await expect(end).toHaveCSS("opacity", "1");
  const boardBox = (await board.boundingBox())!;
  const endBox = (await end.boundingBox())!;
  expect(endBox.x + endBox.width).toBeLessThan(boardBox.x + boardBox.width / 2);
  // The forward arrow shows the columns further along the reading direction: to the left.
  const wonColumn = panel.locator('section[data-status="spam"]');
  const before = (await wonColumn.boundingBox())!.x;
  await forward.click();
  await expect(back).toBeEnabled();
  await expect(boardScroll.getByTestId("scroll-edge-start")).toHaveCSS("opacity", "1");
  await expect.poll(async () => (await wonColumn.boundingBox())!.x).toBeGreaterThan(before);
});
