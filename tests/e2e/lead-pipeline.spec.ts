import type { Browser, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, type LangCode } from "./support/site";

/**
 * The Leads tab (issue 14): a visitor sends the contact form by clicking on
 * the site; the administrator finds the lead in the Leads tab, works it from
 * new to won on the board with the keyboard only (the card's "Move to…"
 * menu), adds a note, and sees the note and every status change on the
 * person's timeline. Texts are written out, not read from the catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 3 * 60_000 });

const statuses = ["new", "contacted", "qualified", "proposal", "won"] as const;

const texts: Record<LangCode, {
  form: { name: string; fullName: string; email: string; company: string; service: string; message: string; privacy: string; submit: string; thanks: string };
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
}> = {
  en: {
    form: { name: "Contact form", fullName: "Full name", email: "Email address", company: "Company", service: "Service of interest", message: "Message", privacy: "I agree to the privacy policy.", submit: "Send Message", thanks: "Thank You!" },
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
  },
  ar: {
    form: { name: "نموذج التواصل", fullName: "الاسم الكامل", email: "البريد الإلكتروني", company: "الشركة", service: "الخدمة المطلوبة", message: "الرسالة", privacy: "أوافق على سياسة الخصوصية.", submit: "إرسال الرسالة", thanks: "شكرًا لكم!" },
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
  },
};

/** A visitor (own context, own address for the per-address limit) sends the contact form by clicking. */
async function sendContactForm(browser: Browser, lang: (typeof languages)[number], name: string, email: string): Promise<void> {
  const t = texts[lang.code].form;
  const context = await browser.newContext({ viewport: desktop, extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${lang.code === "en" ? 41 : 42}` } });
  const page = await context.newPage();
  try {
    await page.clock.install();
    await open(page, lang.path("/contact"));
    const form = page.getByRole("form", { name: t.name });
    await form.getByRole("textbox", { name: t.fullName, exact: true }).click();
    await form.getByRole("textbox", { name: t.fullName, exact: true }).fill(name);
    await form.getByRole("textbox", { name: t.email, exact: true }).fill(email);
    await form.getByRole("textbox", { name: new RegExp(`^${t.company}`) }).fill("Najd Holding");
    await form.getByRole("combobox", { name: t.service, exact: true }).selectOption("executive-search");
    await form.getByRole("textbox", { name: t.message, exact: true }).fill(lang.code === "en" ? "We are hiring a CFO for our Riyadh office." : "نبحث عن مدير مالي لمكتبنا في الرياض.");
    await form.getByRole("checkbox", { name: t.privacy }).click();
    // The server refuses a form sent within 3 seconds of being shown.
    await page.clock.fastForward(5_000);
    await form.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { name: t.thanks })).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Opens the card's "Move to…" menu from the keyboard and picks `target` with the arrow keys and Enter. */
async function moveWithKeyboard(page: Page, menuName: string, target: string): Promise<void> {
  const trigger = page.getByRole("button", { name: menuName });
  await expect(trigger).toBeEnabled();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const item = menu.getByRole("menuitem", { name: target, exact: true });
  for (let step = 0; step < 7; step++) {
    if (await item.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("ArrowDown");
  }
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
}

for (const lang of languages) {
  const t = texts[lang.code];

  test(`${lang.code}: a contact form becomes a lead that is worked from new to won on the board with the keyboard, with a note on the timeline`, async ({ page, browser }, testInfo) => {
    const tag = `${lang.code}${Date.now().toString(36)}`;
    const name = lang.code === "en" ? `Layla Test ${tag}` : `ليلى تجربة ${tag}`;
    const email = `lead-${tag}@example.sa`;
    await sendContactForm(browser, lang, name, email);

    await page.setViewportSize(desktop);
    await signInAsAdmin(page);
    await open(page, lang.path("/admin?tab=leads"));
    await expect(page.getByRole("tab", { name: t.tab })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("searchbox", { name: t.search }).fill(email);
    await expect(panel.getByRole("button", { name: name, exact: true })).toBeVisible();
    await expect(panel.getByTestId("lead-count-new")).toHaveText("1");
    // Scanned once the rows are settled: the table dims its rows while a request is in flight.
    await expect(panel.locator("table")).not.toHaveAttribute("aria-busy", "true");

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
