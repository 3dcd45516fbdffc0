import { readFile } from "node:fs/promises";
import { parseCsv } from "../support/csv";
import { scanAccessibility } from "./support/a11y";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, type LangCode } from "./support/site";

/**
 * The Audit tab (issue 14, item 11; issue 23 item 4): an administrator edits
 * a site text by clicking, opens the Audit tab, filters by that action and
 * reads the entry as a sentence in the page's language — who (the header's
 * name, the Arabic verb in their profile's gender or the neutral wording),
 * what, which text, in which language — from which address, downloads
 * the CSV of the filtered log (headings and names in the page's language) and
 * finds the download itself audited. It edits a site text, so it runs in the
 * dashboard project, and puts the built-in text back at the end. Texts are
 * written out, not read from the catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 2 * 60_000 });

const KEY = "home.services.bottomPrompt";

/** Who acted, as the dashboard names them (the header's name) and the gender of their own profile (decision 036). */
interface Actor {
  name: string;
  gender: "male" | "female" | null;
}

/** An Arabic count in the plural category Intl.PluralRules gives (the spec's texts, written out per category). */
function arabicCount(n: number, forms: { one: string; two: string; few: string; many: string; other: string }): string {
  const category = new Intl.PluralRules("ar").select(n);
  if (category === "zero") throw new Error("the spec has no empty count");
  return forms[category].replace("{n}", String(n));
}

const texts: Record<LangCode, {
  contentTab: string;
  search: string;
  edit: string;
  editTitle: string;
  field: string;
  save: string;
  updated: string;
  actionFilter: string;
  edited: string;
  exported: string;
  /** The edit's sentence, for who acted. */
  editSentence: (actor: Actor, length: number) => string;
  exportSentence: (actor: Actor, rows: number) => string;
  /** Every entry of the edit filter reads as an edit of a text. */
  anEdit: RegExp;
  exportButton: string;
  headings: string[];
  typed: (tag: string) => string;
  /** The name of the firm's own administrator account while it has no full name (the one these tests sign in as). */
  siteAdministrator: string;
}> = {
  en: {
    contentTab: "Site Content",
    search: "Search by key, label or text",
    edit: "Edit “Text above the services button”",
    editTitle: "Edit Content",
    field: "Content (English)",
    save: "Save changes",
    updated: "Content updated",
    actionFilter: "Action",
    edited: "Site text edited",
    exported: "Audit log exported (CSV)",
    editSentence: (actor, length) => `${actor.name} edited the text “${KEY}” in English (now ${length} characters)`,
    exportSentence: (actor, rows) => `${actor.name} exported ${rows === 1 ? "1 audit log entry" : `${rows} audit log entries`} to CSV (filtered by action “Site text edited”)`,
    anEdit: / (edited|put) the text “/,
    exportButton: "Export CSV",
    headings: ["Time (Riyadh)", "Administrator", "What happened", "Action", "Action code", "IP address"],
    typed: (tag) => `Tell us what your board needs (${tag}).`,
    siteAdministrator: "Site administrator",
  },
  ar: {
    contentTab: "محتوى الموقع",
    search: "ابحث بالمفتاح أو الوصف أو النص",
    edit: "تعديل «النص المرافق لزر الخدمات»",
    editTitle: "تعديل المحتوى",
    field: "المحتوى (بالعربية)",
    save: "حفظ التعديلات",
    updated: "تم تحديث المحتوى",
    actionFilter: "الإجراء",
    edited: "تعديل نص في الموقع",
    exported: "تصدير سجل التدقيق (CSV)",
    editSentence: (actor, length) => {
      const what = `النص «${KEY}» بالعربية (ويتألف الآن من ${arabicCount(length, { one: "حرف واحد", two: "حرفَين", few: "{n} أحرف", many: "{n} حرفًا", other: "{n} حرف" })})`;
      if (actor.gender === "male") return `${actor.name} عدّل ${what}`;
      if (actor.gender === "female") return `${actor.name} عدّلت ${what}`;
      return `تعديل ${what} من قِبل ${actor.name}`;
    },
    exportSentence: (actor, rows) => {
      const what = `${arabicCount(rows, { one: "قيدًا واحدًا", two: "قيدَين", few: "{n} قيود", many: "{n} قيدًا", other: "{n} قيد" })} من سجل التدقيق إلى CSV`;
      const filter = " (مع تصفية حسب الإجراء «تعديل نص في الموقع»)";
      if (actor.gender === "male") return `${actor.name} صدّر ${what}${filter}`;
      if (actor.gender === "female") return `${actor.name} صدّرت ${what}${filter}`;
      return `تصدير ${what} من قِبل ${actor.name}${filter}`;
    },
    anEdit: /(عدّل|عدّلت|تعديل|أعاد|أعادت|إعادة) النص «/,
    exportButton: "تصدير CSV",
    headings: ["الوقت (بتوقيت الرياض)", "المسؤول", "ما جرى", "الإجراء", "رمز الإجراء", "عنوان IP"],
    typed: (tag) => `أخبرونا بما يحتاجه مجلسكم (${tag}).`,
    siteAdministrator: "مدير الموقع",
  },
};

test.use({ viewport: desktop });

for (const lang of languages) {
  const t = texts[lang.code];

  test(`${lang.code}: a site text edited by clicking is in the Audit tab, filtered by its action, and in the CSV download, which is itself audited`, async ({ page }, testInfo) => {
    const tag = `${lang.code}${Date.now().toString(36)}`;
    // An address of its own: the entry must show where the change came from (and sign-ins are limited per address).
    const address = `203.0.113.${lang.code === "en" ? 61 : 62}`;
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
    await signInAsAdmin(page);

    // The audited action, by clicking: Site Content → the text → the page's language → save.
    await open(page, lang.path("/admin?tab=content"));
    const content = page.getByRole("tabpanel");
    await content.getByPlaceholder(t.search).fill(KEY);
    await content.getByRole("button", { name: t.edit }).click();
    const dialog = page.getByRole("dialog", { name: t.editTitle });
    const field = dialog.getByRole("textbox", { name: t.field, exact: true });
    const original = await field.inputValue();
    const typed = t.typed(tag);
    await field.fill(typed);
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(page.locator("ol > li").filter({ has: page.getByText(t.updated, { exact: true }) })).toBeVisible();

    try {
      // Who the log should name: the header's name (the full name; the firm's own account without one by its role; else the username), worded by their own profile's answer.
      const me = (await (await page.request.get("/api/user")).json()) as { username: string; fullName: string | null; isProtected: boolean };
      const profile = (await (await page.request.get("/api/profile")).json()) as { gender: "male" | "female" | null };
      const actor: Actor = { name: me.fullName?.trim() || (me.isProtected ? t.siteAdministrator : me.username), gender: profile.gender };

      // The Audit tab (its address stays stable), filtered to that action.
      await open(page, lang.path("/admin?tab=audit"));
      const panel = page.getByRole("tabpanel");
      await panel.getByRole("combobox", { name: t.actionFilter }).selectOption({ label: t.edited });
      const table = panel.getByRole("table");
      await expect(table).not.toHaveAttribute("aria-busy", "true");
      // The entry reads as one sentence in the page's language, with the address it came from.
      const sentence = t.editSentence(actor, typed.length);
      const entry = table.getByRole("row").filter({ hasText: sentence }).first();
      await expect(entry).toBeVisible();
      await expect(entry).toContainText(address);
      await expect(entry.getByTestId("audit-sentence")).toHaveText(sentence);
      // The name and the text's key are isolated (<bdi>), so a Latin name keeps its place in an Arabic sentence.
      await expect(entry.locator("bdi", { hasText: actor.name }).first()).toBeVisible();
      await expect(entry.locator("bdi", { hasText: KEY })).toBeVisible();
      // Only that action is listed, each as an edit of a text.
      const sentences = await table.getByTestId("audit-sentence").allInnerTexts();
      expect(sentences.length).toBeGreaterThan(0);
      for (const text of sentences) expect(text).toMatch(t.anEdit);

      const scan = await scanAccessibility(page, testInfo, `${lang.code}-audit-tab`);
      expect(scan.failing, scan.text).toEqual([]);

      // The CSV of what the filter shows, in the page's language.
      const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("link", { name: t.exportButton }).click()]);
      expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const file = await readFile((await download.path())!, "utf8");
      expect(file.startsWith("\uFEFF")).toBe(true);
      const rows = parseCsv(file.slice(1)); // after the byte order mark
      expect(rows[0]).toEqual(t.headings);
      expect(rows.length).toBeGreaterThan(1);
      expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(["site_content.update"]));
      const line = rows.find((r) => r[2] === sentence);
      expect(line, "the edit's line in the CSV").toBeDefined();
      expect(line!.slice(1, 5)).toEqual([actor.name, sentence, t.edited, "site_content.update"]);
      expect(line![5]).toBe(address);
      expect(line![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(file).not.toContain(typed);
      // Plain text in the file: no isolate marks.
      expect(file).not.toMatch(/[\u2068\u2069]/);

      // The download is itself in the log, as a sentence with its row count and filter. (A download is the browser's own request, without the page's address header.)
      await panel.getByRole("combobox", { name: t.actionFilter }).selectOption({ label: t.exported });
      await expect(table.getByTestId("audit-sentence").filter({ hasText: t.exportSentence(actor, rows.length - 1) }).first()).toBeVisible();
    } finally {
      const token = await csrfToken(page);
      const restore = await page.request.put(`/api/admin/site-content/${KEY}`, {
        headers: { "CSRF-Token": token, "X-CSRF-Token": token },
        data: lang.code === "ar" ? { contentAr: original } : { contentEn: original },
      });
      expect(restore.status()).toBe(200);
    }
  });
}
