import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, leads, outgoingMail, rateLimits } from "#db/schema";
import { receiveLeadFormPost } from "~/features/leads/receive-lead-form-post.server";
import { issueFormToken } from "~/features/security/form-token.server";
import { PUBLIC_FORM_LIMITS } from "~/features/security/spam-guard";
import { catalogs } from "~/message-catalogs";
import { backends } from "../support/backends";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * A lead form (the contact form; the inquiry and consultation forms) sent as a plain HTML form (no JavaScript yet, or none at
 * all): routes/contact.tsx hands it to this use case, which must apply the
 * browser's rules and the API's guards, store the lead like `POST
 * /api/contact`, and on a refusal give back everything that was typed.
 */
const NOTIFY_EMAIL = "leads@firm.example";
const ADDRESS = "192.0.2.10";

function formData(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

describe.each(backends)("lead forms sent without JavaScript [$name]", (backend) => {
  let ctx: TestApp;
  const now = Date.now();
  const shownLongAgo = () => issueFormToken(ctx.signingSecret, now - 60_000);
  const fields = (overrides: Record<string, string | undefined> = {}) =>
    formData({
      variant: "home",
      formToken: shownLongAgo(),
      fullName: "Noura Al-Otaibi",
      email: "noura@example.sa",
      company: "Najd Holding",
      service: "executive-search",
      message: "We are looking for a CEO for our Riyadh company.",
      privacy: "on",
      ...overrides,
    });
  const receive = (form: FormData, language: "en" | "ar" = "en") =>
    receiveLeadFormPost(
      { db: ctx.database.db, config: ctx.config, logger: ctx.logger },
      { form, address: ADDRESS, language, signingSecret: ctx.signingSecret, now },
    );
  const count = async () => (await ctx.database.db.select({ id: contactSubmissions.id }).from(contactSubmissions)).length;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { NOTIFY_EMAIL } });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  it("stores the lead in the page's language and queues the firm's notification", async () => {
    const before = await count();
    expect(await receive(fields(), "ar")).toEqual({ sent: true, form: "contact" });
    expect(await count()).toBe(before + 1);
    const [row] = await ctx.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, "noura@example.sa"));
    expect(row).toMatchObject({ fullName: "Noura Al-Otaibi", company: "Najd Holding", service: "executive-search", privacyAccepted: true, language: "ar" });
    const mail = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `contact-submission:${row.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0].toAddress).toBe(NOTIFY_EMAIL);
  });

  it("refuses what the browser would refuse, stores nothing and gives back every entry", async () => {
    const before = await count();
    const result = await receive(fields({ fullName: "N", privacy: undefined, service: "" }));
    expect(result).toEqual({
      sent: false,
      status: 400,
      form: "contact",
      variant: "home",
      values: { fullName: "N", email: "noura@example.sa", company: "Najd Holding", service: "", message: "We are looking for a CEO for our Riyadh company.", privacy: false },
      fieldErrors: { fullName: "leads.validation.contactName", service: "leads.validation.service", privacy: "leads.validation.privacy" },
      messageKey: null,
    });
    expect(await count()).toBe(before);
  });

  it("follows the /connect form's rules: its own services and no tick box", async () => {
    expect(await receive(fields({ variant: "connect", service: "consultation", privacy: undefined }))).toEqual({ sent: true, form: "contact" });
    const refused = await receive(fields({ variant: "page", service: "consultation" }));
    expect(refused).toMatchObject({ sent: false, variant: "page", fieldErrors: { service: "leads.validation.service" } });
  });

  it("refuses a missing, forged or expired page stamp with a message to send again, keeping the entries", async () => {
    const before = await count();
    for (const formToken of [undefined, "123.forged", issueFormToken("another-secret", now - 60_000), issueFormToken(ctx.signingSecret, now - 8 * 24 * 60 * 60_000)]) {
      const result = await receive(fields({ formToken }));
      expect(result).toMatchObject({ sent: false, status: 400, messageKey: "leads.contact.formExpired", values: { fullName: "Noura Al-Otaibi" } });
    }
    expect(await count()).toBe(before);
  });

  it("applies the spam guard on the server's clock: too soon after the page was shown, or a filled honeypot", async () => {
    const before = await count();
    const tooSoon = await receive(fields({ formToken: issueFormToken(ctx.signingSecret, now - PUBLIC_FORM_LIMITS.minFillMs + 500) }));
    expect(tooSoon).toMatchObject({ sent: false, status: 400, values: { fullName: "Noura Al-Otaibi" } });
    expect((tooSoon as { messageKey: string }).messageKey).toMatch(/^spam\./);
    const bot = await receive(fields({ website: "http://spam.example" }));
    expect(bot).toMatchObject({ sent: false, status: 400, messageKey: "spam.rejected" });
    expect(await count()).toBe(before);
  });

  it("refuses a NUL character (which no database text can hold) with 400 and a translated message, giving back the rest of the entries", async () => {
    const before = await count();
    const result = await receive(fields({ message: "We are looking\u0000 for a CEO.", company: "Najd\u0000" }), "ar");
    expect(result).toEqual({
      sent: false,
      status: 400,
      form: "contact",
      variant: "home",
      values: { fullName: "Noura Al-Otaibi", email: "noura@example.sa", company: "Najd", service: "executive-search", message: "We are looking for a CEO.", privacy: true },
      fieldErrors: { company: "leads.validation.invalidCharacters", message: "leads.validation.invalidCharacters" },
      messageKey: null,
    });
    expect(catalogs.ar["leads.validation.invalidCharacters"]).toMatch(/[\u0600-\u06FF]/);
    expect(await count()).toBe(before);
  });

  it("keeps to the per-address rate limit and says so", async () => {
    for (let i = 0; i < PUBLIC_FORM_LIMITS.rateLimit.limit; i++) expect(await receive(fields({ email: `limit-${i}@example.sa` }))).toEqual({ sent: true, form: "contact" });
    const refused = await receive(fields({ email: "one-too-many@example.sa" }));
    expect(refused).toMatchObject({ sent: false, status: 429, messageKey: "api.error.rateLimited", values: { email: "one-too-many@example.sa" } });
  });

  const leadOf = async (email: string) => {
    const [row] = await ctx.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.contactSubmissionId, row.id));
    return { row, lead };
  };
  const attribution = { first: { referrerHost: "www.google.com", utmSource: "google", landingPage: "/ar", language: "ar" } };

  it("stores an inquiry like its dialog: the phone first in the page's language, the service's id, consent to the notice shown and the touches", async () => {
    const result = await receive(
      formData({
        form: "inquiry",
        formToken: shownLongAgo(),
        service: "executive-search",
        fullName: "Faisal Al-Harbi",
        email: "faisal@example.sa",
        phone: "+966 50 123 4567",
        needSummary: "A CFO for a family group in Jeddah.",
        privacyNoticeVersion: "1",
        attribution: JSON.stringify(attribution),
      }),
      "ar",
    );
    expect(result).toEqual({ sent: true, form: "inquiry" });
    const { row, lead } = await leadOf("faisal@example.sa");
    expect(row).toMatchObject({ service: "executive-search", company: null, language: "ar" });
    expect(row.message).toBe(`${catalogs.ar["leads.compose.phone"]}: +966 50 123 4567\n\nA CFO for a family group in Jeddah.`);
    expect(lead).toMatchObject({ source: "inquiry", phone: "+966 50 123 4567", attribution, consentNoticeVersion: "1", consentLanguage: "ar" });
  });

  it("refuses an inquiry as its dialog would, naming its own fields and keeping every entry and the service", async () => {
    const before = await count();
    const result = await receive(formData({ form: "inquiry", formToken: shownLongAgo(), service: "market-entry", fullName: "Faisal", email: "faisal@", phone: "", needSummary: "Short" }));
    expect(result).toMatchObject({
      sent: false,
      status: 400,
      form: "inquiry",
      service: "market-entry",
      values: { fullName: "Faisal", email: "faisal@", phone: "", needSummary: "Short" },
      messageKey: null,
    });
    const errors = (result as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(["email", "needSummary", "phone"]);
    expect(await count()).toBe(before);
  });

  it("stores a consultation whose date came as the Arabic page's three lists, and refuses a date chosen in part", async () => {
    const consultation = (date: Record<string, string>, email: string) =>
      formData({ form: "consultation", formToken: shownLongAgo(), fullName: "Reem Al-Saud", email, company: "", phone: "0501112222", businessNeeds: "نحتاج إلى إعادة هيكلة فريق الموارد البشرية.", ...date });
    expect(await receive(consultation({ "preferredDate-day": "05", "preferredDate-month": "03", "preferredDate-year": "2027" }, "reem@example.sa"), "ar")).toEqual({ sent: true, form: "consultation" });
    const { row, lead } = await leadOf("reem@example.sa");
    expect(row.service).toBe("consultation");
    expect(row.message).toContain(`${catalogs.ar["leads.compose.preferredDate"]}: 2027-03-05`);
    expect(lead).toMatchObject({ source: "consultation", consentAcceptedAt: null }); // no notice named: no consent claimed
    const before = await count();
    const partly = await receive(consultation({ "preferredDate-month": "03" }, "reem2@example.sa"), "ar");
    expect(partly).toMatchObject({ sent: false, form: "consultation", fieldErrors: { preferredDate: "leads.validation.date" }, values: { preferredDate: "0000-03-00", company: "" } });
    expect(await count()).toBe(before);
  });

  it("stores the same entries sent twice from the same page once (a double press, a resend after a lost answer)", async () => {
    const form = () => fields({ formToken: issueFormToken(ctx.signingSecret, now - 30_000), email: "twice@example.sa" });
    expect(await receive(form())).toEqual({ sent: true, form: "contact" });
    expect(await receive(form())).toEqual({ sent: true, form: "contact" });
    expect(await ctx.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, "twice@example.sa"))).toHaveLength(1);
  });

  it("ignores attribution that is not the touches' JSON, and stores the lead", async () => {
    expect(await receive(fields({ email: "odd-touch@example.sa", attribution: "{not json" }))).toEqual({ sent: true, form: "contact" });
    expect(await receive(fields({ email: "long-touch@example.sa", attribution: JSON.stringify({ first: { referrerHost: "x".repeat(5000) } }) }))).toEqual({ sent: true, form: "contact" });
    expect((await leadOf("odd-touch@example.sa")).lead.attribution).toEqual({});
    expect((await leadOf("long-touch@example.sa")).lead.attribution).toEqual({});
  });
});
