import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, leads, outgoingMail, rateLimits } from "#db/schema";
import { PUBLIC_FORM_LIMITS } from "~/features/security/spam-guard";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { agent, createTestApp, csrf, setAgentCookie, type TestAgent, type TestApp } from "../support/test-app";
import { contactSubmission as lead } from "../support/contact-submissions";

const NOTIFY_EMAIL = "leads@firm.example";

describe.each(backends)("POST /api/contact [$name]", (backend) => {
  let ctx: TestApp;
  let browser: TestAgent;
  let token: string;

  const post = (body: unknown, headers: Record<string, string> = {}) => browser.post("/api/contact").set({ "X-CSRF-Token": token, ...headers }).send(body as object);
  const count = async () => (await ctx.database.db.select({ id: contactSubmissions.id }).from(contactSubmissions)).length;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { NOTIFY_EMAIL } });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    // Each test starts with a fresh allowance; the rate limit has its own test.
    await ctx.database.db.delete(rateLimits);
    browser = agent(ctx.app);
    token = await csrf(browser);
  });

  describe("a lead resent with the same key (its first answer was lost) is stored once", () => {
    const mailsFor = async (id: number) => (await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `contact-submission:${id}`))).length;

    it("a retry gets the same answer, one lead, one notification, and does not count against the limit again", async () => {
      const key = `retry-${Date.now()}-abcdefgh`;
      const before = await count();
      const first = await post(lead({ idempotencyKey: key })).expect(201);
      for (let i = 0; i < PUBLIC_FORM_LIMITS.rateLimit.limit + 2; i++) {
        const again = await post(lead({ idempotencyKey: key }));
        expect(again.status, again.text).toBe(201);
        expect(again.body).toEqual(first.body);
      }
      expect(await count()).toBe(before + 1);
      expect(await mailsFor(first.body.submission.id as number)).toBe(1);
    });

    it("two sends of one submission at the same moment store it once", async () => {
      const key = `race-${Date.now()}-abcdefgh`;
      const before = await count();
      const [a, b] = await Promise.all([post(lead({ idempotencyKey: key })), post(lead({ idempotencyKey: key }))]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.submission.id).toBe(b.body.submission.id);
      expect(await count()).toBe(before + 1);
    });

    it("20 simultaneous sends of one key are all answered with the one lead and count once against the limit", async () => {
      const key = `burst-${Date.now()}-abcdefgh`;
      const before = await count();
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(lead({ idempotencyKey: key }))));
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
      expect(new Set(answers.map((res) => res.body.submission.id)).size).toBe(1);
      expect(await count()).toBe(before + 1);
      const counters = await ctx.database.db.select().from(rateLimits);
      expect(counters.map((c) => c.count)).toEqual([1]);
    });

    it("different keys are different leads; a malformed key is refused", async () => {
      const before = await count();
      await post(lead({ idempotencyKey: `one-${Date.now()}-abcdefgh` })).expect(201);
      await post(lead({ idempotencyKey: `two-${Date.now()}-abcdefgh` })).expect(201);
      expect(await count()).toBe(before + 2);
      expectApiError(await post(lead({ idempotencyKey: "short" })), 400, "VALIDATION");
      expectApiError(await post(lead({ idempotencyKey: "x".repeat(65) })), 400, "VALIDATION");
    });
  });

  it("stores the lead before answering 201 with its id and time", async () => {
    const res = await post(lead()).expect(201);
    expect(res.body).toEqual({ submission: { id: expect.any(Number), createdAt: expect.any(String) } });
    expect(Number.isNaN(Date.parse(res.body.submission.createdAt))).toBe(false);
    const [row] = await ctx.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, res.body.submission.id));
    expect(row).toMatchObject({
      fullName: "Sara Al-Qahtani",
      email: "sara@example.sa",
      company: "Najd Holding",
      service: "executive-search",
      message: "We are looking for a CFO for our retail arm.",
      privacyAccepted: true,
      language: "en",
    });
  });

  it("stores the inquiry dialog's payload: the service id, null company, no privacy field", async () => {
    const body = lead({ company: null, service: "leadership-hiring", message: "Phone: +966 50 123 4567\n\nA CFO by Q3.", privacy: undefined });
    const res = await post(body).expect(201);
    const [row] = await ctx.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, res.body.submission.id));
    expect(row).toMatchObject({ company: null, service: "leadership-hiring", message: "Phone: +966 50 123 4567\n\nA CFO by Q3.", privacyAccepted: false });
  });

  it("stores a service name sent by a page from before ids (either language) as its id", async () => {
    const serviceOf = async (id: number) => (await ctx.database.db.select({ service: contactSubmissions.service }).from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0].service;
    const cases: [string, string][] = [
      ["Executive Search", "executive-search"],
      ["البحث التنفيذي", "executive-search"],
      ["Free Consultation Request", "consultation"],
      ["طلب استشارة مجانية", "consultation"],
      ["Service Inquiry", "other"],
      ["خدماتنا", "other"],
    ];
    for (const [sent, stored] of cases) {
      await ctx.database.db.delete(rateLimits);
      const res = await post(lead({ service: sent, privacy: undefined })).expect(201);
      expect(await serviceOf(res.body.submission.id)).toBe(stored);
    }
    // The firm's e-mail names the service in English whatever language it was sent in.
    const [mail] = await ctx.database.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1);
    expect(mail.subject).toMatch(/^New website enquiry: Other · /);
  });

  it("accepts Arabic and long Unicode names, +966 numbers and an empty company", async () => {
    const arabicName = "عبدالرحمن بن عبدالعزيز بن فهد آل سعود";
    const longName = "ن".repeat(60) + " " + "Ž".repeat(59);
    for (const fullName of [arabicName, longName]) {
      const res = await post(lead({ fullName, company: "", message: "الهاتف: +966 55 000 1111\n\nنحتاج إلى مدير مالي." })).expect(201);
      const [row] = await ctx.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, res.body.submission.id));
      expect(row.fullName).toBe(fullName);
      expect(row.company).toBeNull();
    }
  });

  it("stores the page's language sent by the form, else the remembered choice, else Accept-Language", async () => {
    const languageOf = async (id: number) => (await ctx.database.db.select({ language: contactSubmissions.language }).from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0].language;
    const fromBody = await post(lead({ language: "ar" })).expect(201);
    expect(await languageOf(fromBody.body.submission.id)).toBe("ar");
    const fromAcceptLanguage = await post(lead(), { "Accept-Language": "ar-SA,ar;q=0.9" }).expect(201);
    expect(await languageOf(fromAcceptLanguage.body.submission.id)).toBe("ar");
    const remembered = agent(ctx.app);
    setAgentCookie(remembered, "language", "ar");
    const rememberedToken = await csrf(remembered);
    const fromCookie = await remembered.post("/api/contact").set("X-CSRF-Token", rememberedToken).send(lead()).expect(201);
    expect(await languageOf(fromCookie.body.submission.id)).toBe("ar");
    const plain = await post(lead()).expect(201);
    expect(await languageOf(plain.body.submission.id)).toBe("en");
  });

  describe("validation", () => {
    const cases: { name: string; body: Record<string, unknown>; field: string; en: string; ar: string }[] = [
      { name: "a one-letter name", body: { fullName: "S" }, field: "fullName", en: "Name must be at least 2 characters long", ar: "يجب أن يتكون الاسم من حرفين على الأقل" },
      { name: "a missing name", body: { fullName: undefined }, field: "fullName", en: "Name must be at least 2 characters long", ar: "يجب أن يتكون الاسم من حرفين على الأقل" },
      { name: "a name over 120 characters", body: { fullName: "ن".repeat(121) }, field: "fullName", en: "Name must be 120 characters or fewer.", ar: "يجب ألا يزيد الاسم على 120 حرفًا." },
      { name: "an invalid e-mail", body: { email: "sara@" }, field: "email", en: "Please enter a valid email address", ar: "يُرجى إدخال بريد إلكتروني صحيح" },
      { name: "no service", body: { service: "" }, field: "service", en: "Please select a service", ar: "يُرجى اختيار خدمة" },
      { name: "a service that is neither an id nor a known name", body: { service: "Cheap Recruiting" }, field: "service", en: "Please select a service", ar: "يُرجى اختيار خدمة" },
      { name: "a short message", body: { message: "Hi there" }, field: "message", en: "Message must be at least 10 characters long", ar: "يجب أن تتكون الرسالة من 10 أحرف على الأقل" },
      { name: "a message of blanks", body: { message: "           " }, field: "message", en: "Message must be at least 10 characters long", ar: "يجب أن تتكون الرسالة من 10 أحرف على الأقل" },
      { name: "a company over 160 characters", body: { company: "C".repeat(161) }, field: "company", en: "Company name must be 160 characters or fewer.", ar: "يجب ألا يزيد اسم الشركة على 160 حرفًا." },
      { name: "a privacy value that is not true/false", body: { privacy: "yes" }, field: "privacy", en: "You must agree to the privacy policy", ar: "يجب الموافقة على سياسة الخصوصية" },
      { name: "an unticked privacy box", body: { privacy: false }, field: "privacy", en: "You must agree to the privacy policy", ar: "يجب الموافقة على سياسة الخصوصية" },
    ];

    for (const c of cases) {
      it(`answers 400 for ${c.name}, in English and in Arabic, and stores nothing`, async () => {
        const before = await count();
        const en = await post(lead(c.body));
        expectApiError(en, 400, "VALIDATION");
        expect(en.body.message).toBe("Some fields need your attention.");
        expect(en.body.errors).toEqual({ [c.field]: c.en });

        const ar = await post(lead({ ...c.body, language: "ar" }));
        expectApiError(ar, 400, "VALIDATION");
        expect(ar.body.message).toBe("بعض الحقول تحتاج إلى مراجعة.");
        expect(ar.body.errors).toEqual({ [c.field]: c.ar });

        const arByHeader = await post(lead(c.body), { "X-Language": "ar" });
        expect(arByHeader.body.errors).toEqual({ [c.field]: c.ar });
        expect(await count()).toBe(before);
      });
    }

    it("lists every bad field at once", async () => {
      const res = await post({ startedAt: Date.now() - 10_000, sentAt: Date.now() });
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.errors).toEqual({
        fullName: "Name must be at least 2 characters long",
        email: "Please enter a valid email address",
        service: "Please select a service",
        message: "Message must be at least 10 characters long",
      });
    });

    it("refuses a body that is not JSON", async () => {
      const res = await browser.post("/api/contact").set("X-CSRF-Token", token).set("Content-Type", "text/plain").send("fullName=Sara");
      expectApiError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
    });
  });

  it("refuses a request without a CSRF token (403) and stores nothing", async () => {
    const before = await count();
    expectApiError(await browser.post("/api/contact").send(lead()), 403, "CSRF_INVALID");
    expectApiError(await browser.post("/api/contact").set("X-CSRF-Token", "forged").send(lead()), 403, "CSRF_INVALID");
    expect(await count()).toBe(before);
  });

  describe("spam", () => {
    const spam: [string, Record<string, unknown>][] = [
      ["a filled honeypot", { website: "https://cheap-pills.example" }],
      ["a submission without the timing fields", { startedAt: undefined, sentAt: undefined }],
    ];
    for (const [name, overrides] of spam) {
      it(`rejects ${name} with a generic 400, storing no lead and no e-mail`, async () => {
        const leads = await count();
        const mails = (await ctx.database.db.select({ id: outgoingMail.id }).from(outgoingMail)).length;
        const res = await post(lead(overrides));
        expectApiError(res, 400, "VALIDATION");
        expect(res.body.message).toBe("We could not accept this submission. Please wait a moment and try again.");
        expect(res.body).not.toHaveProperty("errors");
        expect(await count()).toBe(leads);
        expect((await ctx.database.db.select({ id: outgoingMail.id }).from(outgoingMail)).length).toBe(mails);
      });
    }

    it("says so in Arabic on Arabic pages", async () => {
      const res = await post(lead({ website: "x", language: "ar" }));
      expect(res.body.message).toBe("تعذّر قبول هذا الطلب. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.");
    });

    const tooFast: [string, Record<string, unknown>][] = [
      ["a form sent 1 second after it was shown", { startedAt: Date.now() - 1_000, sentAt: Date.now() }],
      ["a form sent just under the minimum fill time", { startedAt: 50_000, sentAt: 50_000 + PUBLIC_FORM_LIMITS.minFillMs - 1 }],
    ];
    for (const [name, overrides] of tooFast) {
      it(`answers ${name} with TOO_FAST: wait a moment and send again (nothing stored, no e-mail)`, async () => {
        const leads = await count();
        const mails = (await ctx.database.db.select({ id: outgoingMail.id }).from(outgoingMail)).length;
        const res = await post(lead(overrides));
        expectApiError(res, 400, "TOO_FAST");
        expect(res.body.message).toBe("Please wait a moment, then send again.");
        expect(res.body).not.toHaveProperty("errors");
        expect(await count()).toBe(leads);
        expect((await ctx.database.db.select({ id: outgoingMail.id }).from(outgoingMail)).length).toBe(mails);
      });
    }

    it("tells a fast Arabic visitor the same in Arabic, and the same form sent a moment later goes through", async () => {
      const startedAt = Date.now();
      const fast = await post(lead({ language: "ar", startedAt, sentAt: startedAt + 500 }));
      expectApiError(fast, 400, "TOO_FAST");
      expect(fast.body.message).toBe("يُرجى الانتظار لحظات، ثم الإرسال مرة أخرى.");
      // The browser keeps its first clock reading; sent again after the minimum, it is accepted.
      await post(lead({ language: "ar", startedAt, sentAt: startedAt + PUBLIC_FORM_LIMITS.minFillMs })).expect(201);
    });
  });

  it(`allows ${PUBLIC_FORM_LIMITS.rateLimit.limit} submissions per address in 10 minutes, then 429 with Retry-After`, async () => {
    const { limit, windowMs } = PUBLIC_FORM_LIMITS.rateLimit;
    expect({ limit, windowMs }).toEqual({ limit: 5, windowMs: 600_000 });
    // Rejected attempts count too: a flood of bad requests is still a flood.
    await post(lead({ message: "short" })).expect(400);
    for (let i = 1; i < limit; i++) await post(lead()).expect(201);
    const before = await count();

    const limited = await post(lead());
    expectApiError(limited, 429, "RATE_LIMITED");
    expect(limited.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

    const arabic = await post(lead({ language: "ar" }));
    expectApiError(arabic, 429, "RATE_LIMITED");
    expect(arabic.body.message).toBe("محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.");
    expect(await count()).toBe(before);
  });

  it("queues a notification e-mail to NOTIFY_EMAIL with the lead, in the same breath as storing it", async () => {
    const res = await post(lead({ fullName: "ليلى القحطاني", service: "market-entry", language: "ar" })).expect(201);
    const id = res.body.submission.id as number;
    const [mail] = await ctx.database.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1);
    expect(mail).toMatchObject({ toAddress: NOTIFY_EMAIL, status: "pending", attempts: 0, reference: `contact-submission:${id}` });
    expect(mail.subject).toBe("New website enquiry: Market Entry Advisory · ليلى القحطاني");
    expect(mail.textBody).toContain("sara@example.sa");
    expect(mail.textBody).toContain("We are looking for a CFO for our retail arm.");
    expect(mail.textBody).toContain("Language:  Arabic");
    const [{ leadId }] = await ctx.database.db.select({ leadId: leads.id }).from(leads).where(eq(leads.contactSubmissionId, id));
    expect(mail.textBody).toContain(`Open this lead in the dashboard: http://localhost:3000/admin?tab=leads&lead=${leadId}`);
  });
});

describe.each(backends)("POST /api/contact without NOTIFY_EMAIL [$name]", (backend) => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("stores the lead and queues no e-mail", async () => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    await browser.post("/api/contact").set("X-CSRF-Token", token).send(lead()).expect(201);
    expect(await ctx.database.db.select().from(contactSubmissions)).toHaveLength(1);
    expect(await ctx.database.db.select().from(outgoingMail)).toHaveLength(0);
  });
});
