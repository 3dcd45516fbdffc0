import type { Browser, Page } from "@playwright/test";
import type { LeadDetail, LeadsPage } from "~/features/lead-pipeline/lead-row";
import { signInAsAdmin } from "./support/auth";
import { expect, open, test, waitForHydration } from "./support/fixtures";
import { desktop, languages, type LangCode, type SiteLang } from "./support/site";

/**
 * First-party attribution and consent (issue 14 items 4 and 8, decision
 * 032): a visitor arrives from a campaign link (and, in Arabic, from another
 * site), clicks through to the contact form and sends it; the lead the
 * administrator reads (GET /api/admin/leads/{id}, as the lead dialog does)
 * carries the first touch and the privacy-notice version the privacy page
 * shows. Nothing is kept in a cookie. Texts are written out.
 */
test.describe.configure({ timeout: 2 * 60_000 });

const texts: Record<LangCode, { contactUs: string; form: string; fullName: string; email: string; company: string; service: string; message: string; privacy: string; submit: string; thanks: string; versionLine: RegExp }> = {
  en: {
    contactUs: "Contact Us",
    form: "Contact form",
    fullName: "Full name",
    email: "Email address",
    company: "Company",
    service: "Service of interest",
    message: "Message",
    privacy: "I agree to the privacy policy.",
    submit: "Send Message",
    thanks: "Thank You!",
    versionLine: /^Version (\d+) · Last updated: \w+ \d{1,2}, \d{4}$/,
  },
  ar: {
    contactUs: "تواصل معنا",
    form: "نموذج التواصل",
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    company: "الشركة",
    service: "الخدمة المطلوبة",
    message: "الرسالة",
    privacy: "أوافق على سياسة الخصوصية.",
    submit: "إرسال الرسالة",
    thanks: "شكرًا لكم!",
    versionLine: /^الإصدار (\d+) · آخر تحديث: \d{1,2} \S+ \d{4}$/,
  },
};

/** Where each language's visitor arrives from, and the first touch the lead must show. */
const arrivals: Record<LangCode, { url: string; referer?: string; first: Record<string, string> }> = {
  en: { url: "/?utm_source=newsletter&utm_campaign=q4", first: { utmSource: "newsletter", utmCampaign: "q4", landingPage: "/", language: "en" } },
  ar: {
    url: "/ar/blog?utm_source=linkedin&utm_medium=social",
    referer: "https://www.linkedin.com/feed/",
    first: { referrerHost: "www.linkedin.com", utmSource: "linkedin", utmMedium: "social", landingPage: "/ar/blog", language: "ar" },
  },
};

async function sendFromCampaign(browser: Browser, lang: SiteLang, name: string, email: string): Promise<{ privacyVersion: string }> {
  const t = texts[lang.code];
  const arrival = arrivals[lang.code];
  const context = await browser.newContext({ viewport: desktop, extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${lang.code === "en" ? 71 : 72}` } });
  const page = await context.newPage();
  try {
    await page.clock.install();
    await page.goto(arrival.url, arrival.referer ? { referer: arrival.referer } : undefined);
    await waitForHydration(page);
    // Kept in this site's storage, not in a cookie.
    const stored = await page.evaluate(() => window.localStorage.getItem("lead-attribution"));
    expect(JSON.parse(stored ?? "{}").first).toMatchObject(arrival.first);
    expect((await context.cookies()).map((cookie) => cookie.name).filter((n) => !["csrf_id", "__Host-sid", "language"].includes(n))).toEqual([]);

    // The privacy page names its version; the form will send that one.
    await page.getByRole("contentinfo").getByRole("link", { name: lang.code === "en" ? "Privacy Policy" : "سياسة الخصوصية" }).click();
    const line = page.getByTestId("last-updated");
    await expect(line).toHaveText(t.versionLine);
    const privacyVersion = (await line.getAttribute("data-version")) ?? "";

    // A click inside the site is no new touch.
    await page.getByRole("contentinfo").getByRole("link", { name: t.contactUs, exact: true }).click();
    await page.waitForURL((url) => url.pathname === lang.path("/contact"));
    const form = page.getByRole("form", { name: t.form });
    await form.getByRole("textbox", { name: t.fullName, exact: true }).fill(name);
    await form.getByRole("textbox", { name: t.email, exact: true }).fill(email);
    await form.getByRole("textbox", { name: new RegExp(`^${t.company}`) }).fill("Najd Holding");
    await form.getByRole("combobox", { name: t.service, exact: true }).selectOption("executive-search");
    await form.getByRole("textbox", { name: t.message, exact: true }).fill(lang.code === "en" ? "We read your newsletter and need a CFO." : "قرأنا منشوركم ونحتاج مديرًا ماليًا.");
    await form.getByRole("checkbox", { name: t.privacy }).click();
    await page.clock.fastForward(5_000);
    await form.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { name: t.thanks })).toBeVisible();
    return { privacyVersion };
  } finally {
    await context.close();
  }
}

async function leadOf(page: Page, email: string): Promise<LeadDetail> {
  const list = (await (await page.request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`)).json()) as LeadsPage;
  expect(list.leads, `one lead for ${email}`).toHaveLength(1);
  return (await (await page.request.get(`/api/admin/leads/${list.leads[0].id}`)).json()) as LeadDetail;
}

for (const lang of languages) {
  test(`${lang.code}: a visitor from a campaign link sends the contact form; the lead shows the first touch and the privacy notice accepted`, async ({ page, browser }) => {
    const tag = `${lang.code}${Date.now().toString(36)}`;
    const email = `touch-${tag}@example.sa`;
    const name = lang.code === "en" ? `Huda Campaign ${tag}` : `هدى حملة ${tag}`;
    const { privacyVersion } = await sendFromCampaign(browser, lang, name, email);
    expect(privacyVersion).toMatch(/^\d+$/);

    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${lang.code === "en" ? 73 : 74}` });
    await signInAsAdmin(page);
    const { lead } = await leadOf(page, email);
    expect(lead.attribution.first).toMatchObject(arrivals[lang.code].first);
    // The first visit was also the latest arrival from elsewhere; moving inside the site changed nothing.
    expect(lead.attribution.latest).toEqual(lead.attribution.first);
    expect(lead.consent).toMatchObject({ noticeVersion: privacyVersion, language: lang.code });

    // The lead dialog shows the first touch…
    await open(page, lang.path("/admin?tab=leads"));
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("searchbox").fill(email);
    await panel.getByRole("button", { name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toContainText(arrivals[lang.code].first.utmSource);
    await expect(dialog).toContainText(arrivals[lang.code].first.landingPage);
    // …and the consent record: the version the privacy page showed, in the visitor's language.
    const consent = dialog.getByTestId("lead-consent");
    await expect(consent).toContainText(lang.code === "en" ? `Privacy policy version ${privacyVersion}, accepted ` : `سياسة الخصوصية، الإصدار ${privacyVersion}، تمت الموافقة عليها في `);
    await expect(consent).toContainText(lang.code === "en" ? "· English" : "· العربية");
  });
}
