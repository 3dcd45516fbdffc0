import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, outgoingMail, rateLimits } from "#db/schema";
import { receiveContactFormPost } from "~/features/leads/receive-contact-form-post.server";
import { issueFormToken } from "~/features/security/form-token.server";
import { PUBLIC_FORM_LIMITS } from "~/features/security/spam-guard";
import { catalogs } from "~/message-catalogs";
import { backends } from "../support/backends";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The contact form sent as a plain HTML form (no JavaScript yet, or none at
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

describe.each(backends)("contact form sent without JavaScript [$name]", (backend) => {
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
    receiveContactFormPost(
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
    expect(await receive(fields(), "ar")).toEqual({ sent: true });
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
      variant: "home",
      values: { fullName: "N", email: "noura@example.sa", company: "Najd Holding", service: "", message: "We are looking for a CEO for our Riyadh company.", privacy: false },
      fieldErrors: { fullName: "leads.validation.contactName", service: "leads.validation.service", privacy: "leads.validation.privacy" },
      messageKey: null,
    });
    expect(await count()).toBe(before);
  });

  it("follows the /connect form's rules: its own services and no tick box", async () => {
    expect(await receive(fields({ variant: "connect", service: "consultation", privacy: undefined }))).toEqual({ sent: true });
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
      variant: "home",
      values: { fullName: "Noura Al-Otaibi", email: "noura@example.sa", company: "Najd", service: "executive-search", message: "We are looking for a CEO.", privacy: true },
      fieldErrors: { company: "leads.validation.invalidCharacters", message: "leads.validation.invalidCharacters" },
      messageKey: null,
    });
    expect(catalogs.ar["leads.validation.invalidCharacters"]).toMatch(/[\u0600-\u06FF]/);
    expect(await count()).toBe(before);
  });

  it("keeps to the per-address rate limit and says so", async () => {
    for (let i = 0; i < PUBLIC_FORM_LIMITS.rateLimit.limit; i++) expect(await receive(fields({ email: `limit-${i}@example.sa` }))).toEqual({ sent: true });
    const refused = await receive(fields({ email: "one-too-many@example.sa" }));
    expect(refused).toMatchObject({ sent: false, status: 429, messageKey: "api.error.rateLimited", values: { email: "one-too-many@example.sa" } });
  });
});
