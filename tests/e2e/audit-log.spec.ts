import { readFile } from "node:fs/promises";
import { parseCsv } from "../support/csv";
import { scanAccessibility } from "./support/a11y";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { e2eAdmin } from "./support/server-env";
import { desktop, languages, type LangCode } from "./support/site";

/**
 * The Audit tab (issue 14, item 11): an administrator edits a site text by
 * clicking, opens the Audit tab, filters by that action and finds the entry
 * (who, what, which text, in which language, from which address), downloads
 * the CSV of the filtered log (headings and names in the page's language) and
 * finds the download itself audited. It edits a site text, so it runs in the
 * dashboard project, and puts the built-in text back at the end. Texts are
 * written out, not read from the catalogs.
 */
test.describe.configure({ mode: "serial", timeout: 2 * 60_000 });

const KEY = "home.services.bottomPrompt";

const texts: Record<LangCode, {
  contentTab: string;
  search: string;
  edit: string;
  editTitle: string;
  field: string;
  save: string;
  updated: string;
  auditTab: string;
  actionFilter: string;
  edited: string;
  exported: string;
  details: (length: number) => string;
  exportDetails: (rows: number) => string;
  exportButton: string;
  headings: string[];
  typed: (tag: string) => string;
}> = {
  en: {
    contentTab: "Site Content",
    search: "Search by key, label or text",
    edit: "Edit “Text above the services button”",
    editTitle: "Edit Content",
    field: "Content (English)",
    save: "Save changes",
    updated: "Content updated",
    auditTab: "Audit Log",
    actionFilter: "Action",
    edited: "Edited a site text",
    exported: "Exported the audit log (CSV)",
    details: (length) => `English · Characters: ${length}`,
    exportDetails: (rows) => `Rows: ${rows} · Action: Edited a site text`,
    exportButton: "Export CSV",
    headings: ["Time (Riyadh)", "Administrator", "Action", "Action code", "Target", "IP address", "Details"],
    typed: (tag) => `Tell us what your board needs (${tag}).`,
  },
  ar: {
    contentTab: "محتوى الموقع",
    search: "ابحث بالمفتاح أو الوصف أو النص",
    edit: "تعديل «النص المرافق لزر الخدمات»",
    editTitle: "تعديل المحتوى",
    field: "المحتوى (بالعربية)",
    save: "حفظ التعديلات",
    updated: "تم تحديث المحتوى",
    auditTab: "سجل التدقيق",
    actionFilter: "الإجراء",
    edited: "عدّل نصًّا في الموقع",
    exported: "صدّر سجل التدقيق (CSV)",
    details: (length) => `العربية · عدد الأحرف: ${length}`,
    exportDetails: (rows) => `عدد الصفوف: ${rows} · الإجراء: عدّل نصًّا في الموقع`,
    exportButton: "تصدير CSV",
    headings: ["الوقت (بتوقيت الرياض)", "المسؤول", "الإجراء", "رمز الإجراء", "الهدف", "عنوان IP", "التفاصيل"],
    typed: (tag) => `أخبرونا بما يحتاجه مجلسكم (${tag}).`,
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
      // The Audit tab, filtered to that action.
      await page.getByRole("tablist").getByRole("tab", { name: t.auditTab }).click();
      const panel = page.getByRole("tabpanel");
      await panel.getByRole("combobox", { name: t.actionFilter }).selectOption({ label: t.edited });
      const table = panel.getByRole("table");
      await expect(table).not.toHaveAttribute("aria-busy", "true");
      const entry = table.getByRole("row").filter({ hasText: KEY }).first();
      await expect(entry).toContainText(t.edited);
      await expect(entry).toContainText(e2eAdmin.username);
      await expect(entry).toContainText(address);
      await expect(entry).toContainText(t.details(typed.length));
      // Only that action is listed.
      const actions = await table.locator("tbody tr td:nth-child(3)").allInnerTexts();
      expect(actions.length).toBeGreaterThan(0);
      expect(new Set(actions.map((a) => a.trim()))).toEqual(new Set([t.edited]));

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
      expect(new Set(rows.slice(1).map((r) => r[3]))).toEqual(new Set(["site_content.update"]));
      const line = rows.find((r) => r[4].includes(KEY) && r[6] === t.details(typed.length));
      expect(line, "the edit's line in the CSV").toBeDefined();
      expect(line!.slice(1, 4)).toEqual([e2eAdmin.username, t.edited, "site_content.update"]);
      expect(line![5]).toBe(address);
      expect(line![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(file).not.toContain(typed);

      // The download is itself in the log, with its row count and filter. (A download is the browser's own request, without the page's address header.)
      await panel.getByRole("combobox", { name: t.actionFilter }).selectOption({ label: t.exported });
      const exported = table.getByRole("row").filter({ hasText: t.exportDetails(rows.length - 1) }).first();
      await expect(exported).toContainText(t.exported);
      await expect(exported).toContainText(e2eAdmin.username);
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
