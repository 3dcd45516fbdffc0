import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { adminApi, createMember, csrfToken, signIn, signInAsAdmin } from "./support/auth";
import { sendContactForm } from "./support/contact-form";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { desktop, languages, mobile, type LangCode } from "./support/site";

/**
 * The dashboard's top and its navigation (issue 23 items 1 and 2, decision
 * 034), in both languages at 390 and 1280 px: the day strip's counts are the
 * server's and each line opens its lead or article; every old `/admin?tab=`
 * address opens its tab, inside its group; the groups work by select on a
 * phone and by keyboard in the sidebar; axe finds nothing serious. Texts are
 * written out, so a missing or untranslated label fails here.
 */

type Tab = "blog" | "contacts" | "users" | "content" | "hr" | "leadership" | "testimonials" | "media" | "leads" | "privacy" | "audit" | "redirects" | "team" | "case-studies";
type Group = "pipeline" | "content" | "governance";

const texts: Record<
  LangCode,
  {
    day: string;
    parts: { newLeads: string; followUps: string; assessments: string; reviews: string };
    overdue: string;
    groupSelect: string;
    groups: Record<Group, string>;
    tabs: Record<Tab, string>;
    site: string;
    backToSite: string;
    logout: string;
    pendingHeading: string;
    /** The review form's title field in the page's language. */
    titleField: string;
  }
> = {
  en: {
    day: "Today's work",
    parts: { newLeads: "New leads", followUps: "Follow-ups", assessments: "Assessments awaiting a reply", reviews: "Articles awaiting review" },
    overdue: "Overdue",
    groupSelect: "Work area",
    groups: { pipeline: "Leads and requests", content: "Website and articles", governance: "Accounts and compliance" },
    tabs: { leads: "Leads", contacts: "Contact Forms", hr: "HR Assessment", leadership: "Leadership", blog: "Blog Posts", content: "Site Content", testimonials: "Testimonials", "case-studies": "Case studies", media: "Images", redirects: "Redirects", team: "Team", users: "Users", privacy: "Privacy", audit: "Audit Log" },
    site: "Website",
    backToSite: "Back to website",
    logout: "Log out",
    pendingHeading: "Pending Articles",
    titleField: "Title (English)",
  },
  ar: {
    day: "أعمال اليوم",
    parts: { newLeads: "عملاء محتملون جدد", followUps: "المتابعات", assessments: "تقييمات بانتظار الرد", reviews: "مقالات بانتظار المراجعة" },
    overdue: "متأخرة",
    groupSelect: "مجال العمل",
    groups: { pipeline: "العملاء والطلبات", content: "الموقع والمقالات", governance: "الحسابات والامتثال" },
    tabs: { leads: "العملاء المحتملون", contacts: "نماذج التواصل", hr: "تقييم الموارد البشرية", leadership: "تقييم القيادة", blog: "المقالات", content: "محتوى الموقع", testimonials: "شهادات العملاء", "case-studies": "دراسات الحالة", media: "الصور", redirects: "إعادة التوجيه", team: "الفريق", users: "المستخدمون", privacy: "الخصوصية", audit: "سجل التدقيق" },
    site: "الموقع",
    backToSite: "العودة إلى الموقع",
    logout: "تسجيل الخروج",
    pendingHeading: "المقالات قيد المراجعة",
    titleField: "العنوان (بالعربية)",
  },
};

const groups: Record<Group, Tab[]> = {
  pipeline: ["leads", "contacts", "hr", "leadership"],
  content: ["blog", "redirects", "content", "team", "testimonials", "case-studies", "media"],
  governance: ["users", "privacy", "audit"],
};
const groupOf = (tab: Tab) => (Object.keys(groups) as Group[]).find((group) => groups[group].includes(tab))!;

interface Day {
  newLeads: { total: number; items: { id: number; name: string }[] };
  followUps: { overdue: number; dueToday: number; items: { id: number; name: string; overdue: boolean }[] };
  assessments: { total: number };
  reviews: { total: number; items: { id: number; titleEn: string; titleAr: string }[] };
}

/** A new lead from the contact form, and its id; `followUp` makes it a contacted lead with that follow-up time. */
async function seedLead(browser: Browser, lang: (typeof languages)[number], name: string, email: string, address: string, followUp?: string): Promise<number> {
  await sendContactForm(browser, lang, { name, email, company: "Najd Holding", message: "We need a CFO for our Riyadh office this quarter.", address });
  const admin = await adminApi();
  try {
    const found = (await (await admin.get(`/api/admin/leads?search=${encodeURIComponent(email)}`)).json()) as { leads: { id: number }[] };
    expect(found.leads).toHaveLength(1);
    const id = found.leads[0].id;
    if (followUp) {
      const token = await csrfToken(admin);
      const patched = await admin.patch(`/api/admin/leads/${id}`, { headers: { "CSRF-Token": token, "X-CSRF-Token": token }, data: { status: "contacted", nextFollowUpAt: followUp } });
      expect(patched.status(), await patched.text()).toBe(200);
    }
    return id;
  } finally {
    await admin.dispose();
  }
}

/** An article a new member sends for review from their account. */
async function seedPendingArticle(browser: Browser, baseURL: string, tag: string): Promise<void> {
  const { username, password } = await createMember({ fullName: "Reem Al-Harbi" });
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, username, password);
    const token = await csrfToken(page);
    const sent = await page.request.post("/api/articles", {
      headers: { "CSRF-Token": token, "X-CSRF-Token": token },
      data: {
        slug: `day-strip-${tag}`,
        author: "Reem Al-Harbi",
        authorAr: "ريم الحربي",
        titleEn: `Board succession ${tag}`,
        categoryEn: "Leadership",
        summaryEn: "How boards prepare the next leaders.",
        contentEn: "## Start early\n\nSuccession takes years.",
        titleAr: `تعاقب المجالس ${tag}`,
        categoryAr: "القيادة",
        summaryAr: "كيف تُعدّ المجالس قادتها القادمين.",
        contentAr: "## ابدأ مبكرًا\n\nيستغرق التعاقب سنوات.",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await context.close();
  }
}

/** The strip showing what the server counts now: reloaded until no lead or article arrived in between (other tests run beside this one). */
async function settledDay(page: Page, strip: Locator): Promise<Day> {
  let day: Day | null = null;
  await expect(async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(strip.getByTestId("day-total-newLeads")).toHaveText(/^\d+$/);
    day = (await (await page.request.get("/api/admin/day")).json()) as Day;
    await expect(strip.getByTestId("day-total-newLeads")).toHaveText(String(day.newLeads.total), { timeout: 1_000 });
    await expect(strip.getByTestId("day-total-followUps")).toHaveText(String(day.followUps.overdue + day.followUps.dueToday), { timeout: 1_000 });
    await expect(strip.getByTestId("day-total-assessments")).toHaveText(String(day.assessments.total), { timeout: 1_000 });
    await expect(strip.getByTestId("day-total-reviews")).toHaveText(String(day.reviews.total), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return day!;
}

async function expectAxeClean(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const report = await scanAccessibility(page, testInfo, label);
  expect(report.failing, report.text).toEqual([]);
}

/**
 * On a phone the group's tabs are one row that scrolls sideways (SideScroll):
 * the selected tab stands wholly in it, not under the fade or the button at
 * either edge.
 */
async function expectTabInRow(page: Page, trigger: Locator): Promise<void> {
  const row = page.getByTestId("admin-nav").getByTestId("side-scroll").filter({ has: trigger });
  // Retried: the row may still be gliding there, its edge buttons fading in or out.
  await expect(async () => {
    // Whole, but for a fraction of a pixel where a right-to-left row ends.
    await expect(trigger).toBeInViewport({ ratio: 0.99, timeout: 500 });
    const tab = (await trigger.boundingBox())!;
    for (const side of ["start", "end"] as const) {
      const button = row.getByTestId(`scroll-button-${side}`);
      if ((await button.evaluate((element) => getComputedStyle(element).opacity)) === "0") continue;
      const edge = (await button.boundingBox())!;
      expect(tab.x + tab.width <= edge.x + 0.5 || edge.x + edge.width <= tab.x + 0.5, `the selected tab clear of the ${side} button`).toBe(true);
    }
  }).toPass({ timeout: 5_000 });
}

for (const lang of languages) {
  const t = texts[lang.code];

  for (const [width, viewport] of [
    ["390", mobile],
    ["1280", desktop],
  ] as const) {
    const phone = viewport === mobile;

    test.describe(`dashboard day strip and groups (${lang.code}, ${width} px)`, () => {
      test.use({ viewport });
      test.describe.configure({ timeout: 120_000 });

      test("the day strip counts what the server counts, and each line opens its lead or article", async ({ page, browser, baseURL }, testInfo) => {
        const tag = `${lang.code}${width}${Date.now().toString(36)}`;
        // Addresses of this test's own (TEST-NET-1), so the form's per-address limit is its alone.
        const last = (lang.code === "en" ? 10 : 20) + (phone ? 1 : 2);
        const newName = lang.code === "en" ? `Sara Strip ${tag}` : `سارة الشريط ${tag}`;
        const dueName = lang.code === "en" ? `Omar Overdue ${tag}` : `عمر متأخر ${tag}`;
        const newId = await seedLead(browser, lang, newName, `strip-new-${tag}@example.sa`, `192.0.2.${last}`);
        // A follow-up long past, the earlier the later the test runs: the overdue list (longest overdue first) starts with it.
        const followUp = new Date(Date.UTC(2001, 0, 1) - (Date.now() - Date.UTC(2026, 0, 1))).toISOString();
        const dueId = await seedLead(browser, lang, dueName, `strip-due-${tag}@example.sa`, `192.0.2.${last + 100}`, followUp);
        await seedPendingArticle(browser, baseURL!, tag);

        await signInAsAdmin(page);
        await open(page, lang.path("/admin"));
        const strip = page.getByTestId("day-strip");
        // Before anything else: the strip is the first thing in the page's main part.
        const stripTop = (await strip.boundingBox())!.y;
        const navTop = (await page.getByTestId("admin-nav").boundingBox())!.y;
        expect(stripTop).toBeLessThan(navTop);

        const day = await settledDay(page, strip);
        expect(day.newLeads.items.map((lead) => lead.id)).toContain(newId);
        expect(day.followUps.items.find((lead) => lead.id === dueId)).toMatchObject({ overdue: true });
        expect(day.reviews.total).toBeGreaterThan(0);

        if (phone) {
          // One line of counts, its parts closed until tapped.
          const toggle = page.getByTestId("day-strip-toggle");
          await expect(toggle).toHaveAttribute("aria-expanded", "false");
          expect((await toggle.boundingBox())!.height).toBeLessThanOrEqual(56);
          await expect(toggle.getByTestId("day-count-newLeads")).toHaveText(`${t.parts.newLeads}: ${day.newLeads.total}`);
          await expect(strip.getByRole("heading", { name: t.parts.newLeads })).toBeHidden();
          await toggle.click();
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
        } else {
          await expect(strip.getByRole("heading", { level: 2, name: t.day })).toBeVisible();
        }
        for (const part of Object.values(t.parts)) await expect(strip.getByRole("heading", { level: 3, name: part })).toBeVisible();

        // The new lead opens in its dialog on the Leads tab, the e-mails' address.
        const newPart = strip.getByTestId("day-part-newLeads");
        await newPart.getByRole("link", { name: newName }).click();
        await expect(page.getByRole("dialog", { name: newName })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`[?&]tab=leads&lead=${newId}$`));
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
        await expect(page.getByRole("tab", { name: t.tabs.leads })).toHaveAttribute("aria-selected", "true");

        // The overdue follow-up, marked so.
        if (phone && (await page.getByTestId("day-strip-toggle").getAttribute("aria-expanded")) === "false") await page.getByTestId("day-strip-toggle").click();
        const duePart = strip.getByTestId("day-part-followUps");
        const dueLine = duePart.getByRole("listitem").filter({ hasText: dueName });
        await expect(dueLine).toContainText(t.overdue);
        await dueLine.getByRole("link", { name: dueName }).click();
        await expect(page.getByRole("dialog", { name: dueName })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`[?&]lead=${dueId}$`));
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();

        // The first article awaiting review opens its review under Blog Posts, the review list below the posts.
        if (phone && (await page.getByTestId("day-strip-toggle").getAttribute("aria-expanded")) === "false") await page.getByTestId("day-strip-toggle").click();
        const article = day.reviews.items[0];
        const title = lang.code === "ar" ? article.titleAr : article.titleEn;
        await strip.getByTestId("day-part-reviews").getByRole("link", { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`/admin\\?review=${article.id}$`));
        // The review opens the article in its form: its title is the field's value.
        await expect(page.getByRole("dialog").getByRole("textbox", { name: t.titleField, exact: true })).toHaveValue(title);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
        await expect(page.getByRole("tab", { name: t.tabs.blog })).toHaveAttribute("aria-selected", "true");
        await expect(page).not.toHaveURL(/review=/);
        await expect(page.getByRole("tabpanel").getByRole("heading", { name: t.pendingHeading })).toBeVisible();

        await expectAxeClean(page, testInfo, `dashboard-day-${lang.code}-${width}`);
      });

      test("every old /admin?tab= address opens its tab inside its group; the review list shows only with the posts", async ({ page }, testInfo) => {
        await signInAsAdmin(page);
        // Every address at 1280 px; on a phone the first and last tab of each group (the last lies past the screen's edge, so its row must scroll to it).
        const addresses = phone ? (Object.values(groups) as Tab[][]).flatMap((tabs) => [tabs[0], tabs.at(-1)!]) : (Object.keys(t.tabs) as Tab[]);
        for (const tab of addresses) {
          await open(page, lang.path(`/admin?tab=${tab}`));
          const trigger = page.getByRole("tab", { name: t.tabs[tab], exact: true });
          await expect(trigger).toHaveAttribute("aria-selected", "true");
          await expect(trigger).toBeVisible();
          // Opened by its address, the tab is in view: on a phone its row has scrolled to it (the last of a group lies past the screen's edge).
          if (phone) await expectTabInRow(page, trigger);
          // The tab list that holds it is named after its group.
          await expect(page.getByRole("tablist", { name: t.groups[groupOf(tab)] })).toContainText(t.tabs[tab]);
          if (phone) await expect(page.getByRole("combobox", { name: t.groupSelect })).toHaveValue(groupOf(tab));
          await expect(page.getByRole("tabpanel").getByRole("heading", { name: t.pendingHeading })).toHaveCount(tab === "blog" ? 1 : 0);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

        // A lead's address from an e-mail still opens the lead.
        const admin = await adminApi();
        const { leads } = (await (await admin.get("/api/admin/leads?pageSize=1")).json()) as { leads: { id: number; name: string }[] };
        await admin.dispose();
        if (leads.length > 0) {
          await open(page, lang.path(`/admin?tab=leads&lead=${leads[0].id}`));
          await expect(page.getByRole("dialog")).toBeVisible();
        }
        await expectAxeClean(page, testInfo, `dashboard-nav-${lang.code}-${width}`);
      });

      if (phone) {
        test("on a phone: a select picks the group, its tabs sit on one line, the header keeps its words", async ({ page }, testInfo) => {
          await signInAsAdmin(page);
          await open(page, lang.path("/admin"));
          const header = page.locator("header").first();
          await expect(header.getByRole("link", { name: t.site, exact: true })).toBeVisible();
          await expect(header.getByRole("button", { name: t.logout })).toBeVisible();

          const select = page.getByRole("combobox", { name: t.groupSelect });
          await expect(select).toHaveValue("content");
          await select.selectOption({ label: t.groups.pipeline });
          await expect(page).toHaveURL(/\?tab=leads$/);
          const list = page.getByRole("tablist", { name: t.groups.pipeline });
          await expect(list.getByRole("tab")).toHaveText(groups.pipeline.map((tab) => t.tabs[tab]));
          // One line: every tab of the group at the same height, the list no taller than one tab.
          const boxes = await list.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
          expect(new Set(boxes.map(Math.round)).size).toBe(1);
          expect((await list.boundingBox())!.height).toBeLessThanOrEqual(50);
          await expect(page.getByRole("tablist", { name: t.groups.governance })).toBeHidden();
          await list.getByRole("tab", { name: t.tabs.contacts }).click();
          await expect(page).toHaveURL(/\?tab=contacts$/);

          await select.selectOption({ label: t.groups.governance });
          await expect(page).toHaveURL(/\?tab=users$/);
          await select.selectOption({ label: t.groups.pipeline });
          // Back to the tab last open in that group.
          await expect(page).toHaveURL(/\?tab=contacts$/);
          await expectAxeClean(page, testInfo, `dashboard-phone-nav-${lang.code}`);
        });

        test("on a phone: the row of tabs says when tabs lie past its edge, its buttons scroll it, and the selected tab is scrolled into view", async ({ page }, testInfo) => {
          await signInAsAdmin(page);
          await open(page, lang.path("/admin?tab=leads"));
          const list = page.getByRole("tablist", { name: t.groups.pipeline });
          const row = page.getByTestId("admin-nav").getByTestId("side-scroll").filter({ has: list });
          // The four tabs of the requests are wider than the screen: the end side fades, with a button there; nothing lies before the first.
          const last = list.getByRole("tab", { name: t.tabs.leadership, exact: true });
          await expect(last).not.toBeInViewport({ ratio: 0.99 });
          const end = row.getByTestId("scroll-button-end");
          await expect(row.getByTestId("scroll-edge-end")).toHaveCSS("opacity", "1");
          await expect(end).toHaveCSS("opacity", "1");
          await expect(row.getByTestId("scroll-edge-start")).toHaveCSS("opacity", "0");
          await expect(row.getByTestId("scroll-button-start")).toHaveCSS("opacity", "0");
          // At the reading direction's end: right in English, left in Arabic; a target a thumb can hit.
          const rowBox = (await row.boundingBox())!;
          const endBox = (await end.boundingBox())!;
          expect(lang.dir === "ltr" ? endBox.x > rowBox.x + rowBox.width / 2 : endBox.x + endBox.width < rowBox.x + rowBox.width / 2).toBe(true);
          expect(Math.min(endBox.width, endBox.height)).toBeGreaterThanOrEqual(44);
          await end.click();
          await expect(last).toBeInViewport({ ratio: 0.99 });
          await expect(row.getByTestId("scroll-button-start")).toHaveCSS("opacity", "1");
          await expect(row.getByTestId("scroll-edge-start")).toHaveCSS("opacity", "1");
          // The leads tab is still the one open: the button only scrolls.
          await expect(page).toHaveURL(/\?tab=leads$/);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

          // Opened by its address, the last tab of the group is scrolled into view at once, and the start side says tabs lie before it.
          await open(page, lang.path("/admin?tab=leadership"));
          await expectTabInRow(page, page.getByRole("tab", { name: t.tabs.leadership, exact: true }));
          await expect(row.getByTestId("scroll-edge-start")).toHaveCSS("opacity", "1");
          // Picked by keyboard from there, the first tab comes back into view.
          await page.getByRole("tab", { name: t.tabs.leadership, exact: true }).focus();
          await page.keyboard.press("Home");
          await expect(page).toHaveURL(/\?tab=leads$/);
          await expectTabInRow(page, page.getByRole("tab", { name: t.tabs.leads, exact: true }));
          await expectAxeClean(page, testInfo, `dashboard-phone-tab-row-${lang.code}`);
        });

        test("on a phone: a long signed-in name is shown whole in the header, beside or above its buttons", async ({ page }) => {
          const stamp = Date.now().toString(36);
          // Usernames have no spaces to wrap at: letters, digits and . _ - only (at most 50).
          const username = lang.code === "en" ? `abdulrahman.alqahtani-director.${stamp}` : `عبدالرحمن_القحطاني_مدير_تطوير_الأعمال_${stamp}`;
          const { password } = await createMember({ username, role: "admin" });
          await signIn(page, username, password);
          await open(page, lang.path("/admin"));
          const header = page.locator("header").first();
          const badge = header.getByTestId("admin-username");
          await expect(badge).toContainText(username);
          // Every letter on the screen: nothing cut off or hidden by an ellipsis, nothing past the screen's edge.
          const name = badge.locator("bdi");
          expect(await name.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
          expect(await name.evaluate((element) => getComputedStyle(element).textOverflow)).not.toBe("ellipsis");
          const box = (await badge.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(mobile.width + 0.5);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
          // The buttons keep their words, on the screen.
          for (const control of [header.getByRole("link", { name: t.site, exact: true }), header.getByRole("button", { name: t.logout })]) await expect(control).toBeInViewport({ ratio: 1 });
        });
      } else {
        test("in the sidebar: the groups are named, and the arrow keys move between a group's tabs", async ({ page }) => {
          await signInAsAdmin(page);
          await open(page, lang.path("/admin?tab=leads"));
          const header = page.locator("header").first();
          await expect(header.getByRole("link", { name: t.backToSite })).toBeVisible();
          for (const group of Object.keys(groups) as Group[]) {
            const list = page.getByRole("tablist", { name: t.groups[group] });
            await expect(list).toBeVisible();
            await expect(list).toHaveAttribute("aria-orientation", "vertical");
            await expect(list.getByRole("tab")).toHaveText(groups[group].map((tab) => t.tabs[tab]));
            await expect(page.getByTestId("admin-nav").locator("p").filter({ hasText: t.groups[group] })).toBeVisible();
          }
          await page.getByRole("tab", { name: t.tabs.leads }).focus();
          await page.keyboard.press("ArrowDown");
          await expect(page.getByRole("tab", { name: t.tabs.contacts })).toBeFocused();
          await expect(page.getByRole("tab", { name: t.tabs.contacts })).toHaveAttribute("aria-selected", "true");
          await expect(page).toHaveURL(/\?tab=contacts$/);
          // Every tab is one click away, whichever group is open: Privacy from Contact Forms.
          await page.getByRole("tab", { name: t.tabs.privacy }).click();
          await expect(page).toHaveURL(/\?tab=privacy$/);
        });
      }
    });
  }
}
