import type { AddressInfo } from "node:net";
import { desc, eq, sql } from "drizzle-orm";
import request from "supertest";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESULTS_MAILS_PER_ADDRESS_PER_DAY } from "~/features/leadership-assessment/create-leadership-assessment.server";
import { LEADERSHIP_REPORT_RATE_LIMIT } from "~/features/leadership-assessment/create-leadership-report.server";
import type { LeadershipAssessmentsPage } from "~/features/leadership-assessment/leadership-assessment-row";
import { LEADERSHIP_MAIL_KIND } from "~/features/leadership-assessment/leadership-mail-kinds";
import { markLeadershipResultsDelivered } from "~/features/leadership-assessment/mark-leadership-results-delivered.server";
import { deliverDueMail } from "~/features/mail/deliver-due-mail.server";
import { createMailTransport, type MailTransport } from "~/features/mail/mail-transport.server";
import { PUBLIC_FORM_LIMITS } from "~/features/security/spam-guard";
import { CSV_BOM } from "~/lib/csv";
import { leadershipAssessments, leads, outgoingMail, rateLimits } from "#db/schema";
import { leadershipSubmission } from "../support/assessment-submissions";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { parseCsv } from "../support/csv";
import { signIn } from "../support/factories";
import { agent, createTestApp, csrf, testConfig, type TestAgent, type TestApp } from "../support/test-app";

const NOTIFY_EMAIL = "partners@firm.example";
const BOOKING_URL = "https://booking.firm.example/30-minutes";

/** Answers 1..10 → values; the default adds up to 42 (Future-Ready). */
function answersOf(values: number[] = [5, 4, 4, 5, 3, 4, 5, 4, 4, 4]): Record<string, number> {
  return Object.fromEntries(values.map((value, i) => [String(i + 1), value]));
}

/** What the page sends: the shared builder, with the person this file asserts on, in English. */
function submission(overrides: Record<string, unknown> = {}) {
  return leadershipSubmission({ name: "Sara Al-Qahtani", email: "sara@example.sa", company: "Najd Holding", phone: "+966 50 123 4567", language: "en", ...overrides });
}

/** Collects a binary response body. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}

describe.each(backends)("POST /api/leadership-assessment [$name]", (backend) => {
  let ctx: TestApp;
  let browser: TestAgent;
  let token: string;

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    browser.post("/api/leadership-assessment").set({ "X-CSRF-Token": token, ...headers }).send(body as object);
  const stored = async () => (await ctx.database.db.select({ id: leadershipAssessments.id }).from(leadershipAssessments)).length;
  const mails = async () => (await ctx.database.db.select({ id: outgoingMail.id }).from(outgoingMail)).length;
  const mailsOf = (id: number) => ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `leadership-assessment:${id}`));

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { NOTIFY_EMAIL, BOOKING_URL } });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
    browser = agent(ctx.app);
    token = await csrf(browser);
  });

  it("stores the assessment and answers 201 with the spec's assessment fields", async () => {
    const res = await post(submission()).expect(201);
    expect(res.body).toEqual({
      assessment: {
        id: expect.any(Number),
        name: "Sara Al-Qahtani",
        email: "sara@example.sa",
        company: "Najd Holding",
        totalScore: 42,
        category: "Future-Ready",
        sentEmail: false,
        createdAt: expect.any(String),
      },
      // This test server has no SMTP_HOST: the e-mail is kept in the outbox, and nobody may say it is on its way.
      resultsEmail: "notConfigured",
    });
    const [row] = await ctx.database.db.select().from(leadershipAssessments).where(eq(leadershipAssessments.id, res.body.assessment.id));
    expect(row).toMatchObject({ name: "Sara Al-Qahtani", phone: "+966 50 123 4567", totalScore: 42, category: "Future-Ready", sentEmail: false, language: "en" });
    expect(row.answers).toEqual(answersOf());
  });

  it("says whether the taker's results e-mail will go out: queued with mail delivery, notConfigured without, none without an address", async () => {
    const withMail = agent(ctx.rebuild(undefined, { SMTP_HOST: "smtp.example.sa" }));
    const withMailToken = await csrf(withMail);
    const queued = await withMail.post("/api/leadership-assessment").set("X-CSRF-Token", withMailToken).send(submission()).expect(201);
    expect(queued.body.resultsEmail).toBe("queued");
    const held = await post(submission()).expect(201);
    expect(held.body.resultsEmail).toBe("notConfigured");
    // Either way the e-mail waits in the outbox; a later SMTP set-up still delivers it.
    for (const res of [queued, held]) expect(await mailsOf(res.body.assessment.id as number)).toMatchObject([{ status: "pending", toAddress: "sara@example.sa" }]);
    const none = await withMail.post("/api/leadership-assessment").set("X-CSRF-Token", withMailToken).send(submission({ email: null })).expect(201);
    expect(none.body.resultsEmail).toBe("none");
  });

  it("sends one address at most three results e-mails a day; past that the assessment is stored, nothing is e-mailed, and the answer says so", async () => {
    const email = `flood-${Date.now()}@example.sa`;
    const statuses: string[] = [];
    for (let i = 0; i < RESULTS_MAILS_PER_ADDRESS_PER_DAY + 2; i++) {
      // The sender's own limit is not what stops it: only the recipient's counter is kept between sends.
      await ctx.database.db.delete(rateLimits).where(sql`${rateLimits.key} not like 'leadership-results:%'`);
      const res = await post(submission({ email: i % 2 ? email.toUpperCase() : email }));
      expect(res.status, res.text).toBe(201);
      statuses.push(res.body.resultsEmail as string);
    }
    expect(statuses).toEqual([...Array(RESULTS_MAILS_PER_ADDRESS_PER_DAY).fill("notConfigured"), "limited", "limited"]);
    const queuedTo = await ctx.database.db.select({ id: outgoingMail.id }).from(outgoingMail).where(sql`lower(${outgoingMail.toAddress}) = ${email}`);
    expect(queuedTo).toHaveLength(RESULTS_MAILS_PER_ADDRESS_PER_DAY);
    const stored = await ctx.database.db.select({ id: leadershipAssessments.id }).from(leadershipAssessments).where(sql`lower(${leadershipAssessments.email}) = ${email}`);
    expect(stored).toHaveLength(RESULTS_MAILS_PER_ADDRESS_PER_DAY + 2);
  });

  it("\"Send again\" with the same key after a lost answer stores the assessment once and gives the same answer", async () => {
    const key = `lead-retry-${Date.now()}-abcdef`;
    const before = await stored();
    const mailsBefore = await mails();
    const first = await post(submission({ idempotencyKey: key })).expect(201);
    const again = await post(submission({ idempotencyKey: key })).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await stored()).toBe(before + 1);
    expect(await mails()).toBe(mailsBefore + 2); // the firm's notification and the taker's results, once
  });

  it("queues the firm's notification and the taker's results e-mail in the taker's language, in the same breath", async () => {
    const res = await post(submission({ name: "ليلى القحطاني", email: "layla@example.sa", language: "ar" })).expect(201);
    const id = res.body.assessment.id as number;
    const [notification] = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `leadership-assessment-notification:${id}`));
    expect(notification).toMatchObject({ toAddress: NOTIFY_EMAIL, status: "pending" });
    expect(notification.subject).toBe("New leadership assessment: 42/50 (Future-Ready) · ليلى القحطاني");
    expect(notification.textBody).toContain("layla@example.sa");
    expect(notification.textBody).toContain("Language:  Arabic");
    const [{ leadId }] = await ctx.database.db.select({ leadId: leads.id }).from(leads).where(eq(leads.leadershipAssessmentId, id));
    expect(notification.textBody).toContain(`Open this lead in the dashboard: http://localhost:3000/admin?tab=leads&lead=${leadId}`);

    const [results] = await mailsOf(id);
    expect(results).toMatchObject({ toAddress: "layla@example.sa", status: "pending", attempts: 0 });
    expect(results.subject).toBe("نتيجة تقييم القيادة: 42 من 50 (جاهز للمستقبل)");
    expect(results.textBody).toContain("عزيزي/عزيزتي ليلى القحطاني،");
    expect(results.textBody).toContain("درجتكم: 42 من 50");
    expect(results.textBody).toContain("وسّعوا مبادراتكم القيادية");
    expect(results.textBody).toContain(BOOKING_URL);
    expect(results.textBody).toContain("سند للبحث التنفيذي");
    expect(results.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(results.htmlBody).toContain("42 / 50");
    expect(results.htmlBody).toContain(`href="${BOOKING_URL}"`);
  });

  it("writes the results e-mail in English for an English page, and escapes what the taker typed in its HTML", async () => {
    const res = await post(submission({ name: "<b>Omar</b> & Co", totalScore: 30, category: "Moderate Gaps", answers: JSON.stringify(answersOf([3, 3, 3, 3, 3, 3, 3, 3, 3, 3])) })).expect(201);
    const [results] = await mailsOf(res.body.assessment.id as number);
    expect(results.subject).toBe("Your leadership assessment results: 30/50 (Moderate Gaps)");
    expect(results.textBody).toContain("Dear <b>Omar</b> & Co,");
    expect(results.textBody).toContain("Create individual development plans, or executive coaching");
    expect(results.htmlBody).toContain("Dear &lt;b&gt;Omar&lt;/b&gt; &amp; Co,");
    expect(results.htmlBody).not.toContain("<b>Omar</b>");
  });

  it("without an e-mail address: stores nulls for the empty fields and queues only the firm's notification", async () => {
    const before = await mails();
    const res = await post(submission({ email: null, company: "", phone: "   ", totalScore: 20, category: "High Risk", answers: JSON.stringify(answersOf([2, 2, 2, 2, 2, 2, 2, 2, 2, 2])) })).expect(201);
    const id = res.body.assessment.id as number;
    expect(res.body.assessment).toMatchObject({ email: null, company: null, totalScore: 20, category: "High Risk", sentEmail: false });
    const [row] = await ctx.database.db.select().from(leadershipAssessments).where(eq(leadershipAssessments.id, id));
    expect(row).toMatchObject({ email: null, company: null, phone: null });
    expect(await mailsOf(id)).toHaveLength(0);
    expect(await mails()).toBe(before + 1);
  });

  it("accepts the answers as an object as well as the spec's JSON string", async () => {
    await post(submission({ answers: answersOf() })).expect(201);
  });

  describe("a score that does not match the answers", () => {
    const cases: [string, Record<string, unknown>][] = [
      ["a total that is not the sum", { totalScore: 50 }],
      ["a category that is not the total's", { category: "High Risk" }],
      ["both changed consistently with each other but not with the answers", { totalScore: 25, category: "High Risk" }],
      ["a boundary total in the wrong category (39 as Future-Ready)", { totalScore: 39, category: "Future-Ready", answers: JSON.stringify(answersOf([4, 4, 4, 4, 4, 4, 4, 4, 4, 3])) }],
    ];
    for (const [name, overrides] of cases) {
      it(`refuses ${name} with a translated 400 and stores nothing`, async () => {
        const [rows, queued] = [await stored(), await mails()];
        const en = await post(submission(overrides));
        expectApiError(en, 400, "VALIDATION");
        expect(en.body.message).toBe("The score and category do not match the answers. Please complete the assessment again.");
        const ar = await post(submission(overrides), { "X-Language": "ar" });
        expect(ar.body.message).toBe("الدرجة والتصنيف لا يطابقان الإجابات. يُرجى إكمال التقييم من جديد.");
        expect(await stored()).toBe(rows);
        expect(await mails()).toBe(queued);
      });
    }
  });

  describe("validation", () => {
    const cases: { name: string; body: Record<string, unknown>; field: string; en: string; ar: string }[] = [
      { name: "a missing name", body: { name: undefined }, field: "name", en: "Please enter your full name.", ar: "يُرجى إدخال الاسم الكامل." },
      { name: "a blank name", body: { name: "   " }, field: "name", en: "Please enter your full name.", ar: "يُرجى إدخال الاسم الكامل." },
      { name: "a name over 120 characters", body: { name: "ن".repeat(121) }, field: "name", en: "Name must be 120 characters or fewer.", ar: "يجب ألا يزيد الاسم على 120 حرفًا." },
      { name: "an invalid e-mail", body: { email: "sara@" }, field: "email", en: "Please enter a valid email address", ar: "يُرجى إدخال بريد إلكتروني صحيح" },
      { name: "an invalid phone", body: { phone: "call me" }, field: "phone", en: "Please enter a valid phone number.", ar: "يُرجى إدخال رقم هاتف صحيح." },
      { name: "nine answers", body: { answers: JSON.stringify({ ...answersOf(), 10: undefined }) }, field: "answers", en: "Please answer all 10 questions with a value from 1 to 5.", ar: "يُرجى الإجابة عن الأسئلة العشرة جميعها بقيمة من 1 إلى 5." },
      { name: "an answer of 6", body: { answers: JSON.stringify({ ...answersOf(), 3: 6 }) }, field: "answers", en: "Please answer all 10 questions with a value from 1 to 5.", ar: "يُرجى الإجابة عن الأسئلة العشرة جميعها بقيمة من 1 إلى 5." },
      { name: "answers that are not JSON", body: { answers: "{1:5" }, field: "answers", en: "Please answer all 10 questions with a value from 1 to 5.", ar: "يُرجى الإجابة عن الأسئلة العشرة جميعها بقيمة من 1 إلى 5." },
      { name: "an unknown category", body: { category: "Excellent" }, field: "category", en: "The category must be Future-Ready, Moderate Gaps or High Risk.", ar: "يجب أن يكون التصنيف: جاهز للمستقبل أو فجوات متوسطة أو مخاطر عالية." },
      { name: "a total that is not a whole number", body: { totalScore: "42" }, field: "totalScore", en: "The total score must be a whole number.", ar: "يجب أن تكون الدرجة الكلية عددًا صحيحًا." },
    ];
    for (const c of cases) {
      it(`answers 400 for ${c.name}, in English and (X-Language: ar) in Arabic, and stores nothing`, async () => {
        const before = await stored();
        const en = await post(submission(c.body));
        expectApiError(en, 400, "VALIDATION");
        expect(en.body.message).toBe("Some fields need your attention.");
        expect(en.body.errors).toEqual({ [c.field]: c.en });
        const ar = await post(submission(c.body), { "X-Language": "ar" });
        expectApiError(ar, 400, "VALIDATION");
        expect(ar.body.message).toBe("بعض الحقول تحتاج إلى مراجعة.");
        expect(ar.body.errors).toEqual({ [c.field]: c.ar });
        expect(await stored()).toBe(before);
      });
    }
  });

  it("refuses a request without a CSRF token", async () => {
    const before = await stored();
    expectApiError(await browser.post("/api/leadership-assessment").send(submission()), 403, "CSRF_INVALID");
    expect(await stored()).toBe(before);
  });

  describe("spam", () => {
    const spam: [string, Record<string, unknown>][] = [
      ["a filled honeypot", { website: "https://cheap-pills.example" }],
      ["a submission without the timing fields", { startedAt: undefined, sentAt: undefined }],
    ];
    for (const [name, overrides] of spam) {
      it(`rejects ${name} with the generic 400, storing nothing and queueing no e-mail`, async () => {
        const [rows, queued] = [await stored(), await mails()];
        const res = await post(submission(overrides));
        expectApiError(res, 400, "VALIDATION");
        expect(res.body.message).toBe("We could not accept this submission. Please wait a moment and try again.");
        expect(res.body).not.toHaveProperty("errors");
        expect(await stored()).toBe(rows);
        expect(await mails()).toBe(queued);
      });
    }

    it("answers an assessment sent 1 second after it started with TOO_FAST, in the page's language, storing nothing", async () => {
      const [rows, queued] = [await stored(), await mails()];
      const fast = { startedAt: Date.now() - 1_000, sentAt: Date.now() };
      const res = await post(submission(fast));
      expectApiError(res, 400, "TOO_FAST");
      expect(res.body.message).toBe("Please wait a moment, then send again.");
      expect(res.body).not.toHaveProperty("errors");
      const arabic = await post(submission({ ...fast, language: "ar" }));
      expectApiError(arabic, 400, "TOO_FAST");
      expect(arabic.body.message).toBe("يُرجى الانتظار لحظات، ثم الإرسال مرة أخرى.");
      expect(await stored()).toBe(rows);
      expect(await mails()).toBe(queued);
    });
  });

  it(`allows ${PUBLIC_FORM_LIMITS.rateLimit.limit} submissions per address in 10 minutes, then 429 with Retry-After`, async () => {
    await post(submission({ name: "" })).expect(400);
    for (let i = 1; i < PUBLIC_FORM_LIMITS.rateLimit.limit; i++) await post(submission()).expect(201);
    const before = await stored();
    const limited = await post(submission());
    expectApiError(limited, 429, "RATE_LIMITED");
    expect(limited.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PUBLIC_FORM_LIMITS.rateLimit.windowMs / 1000);
    const arabic = await post(submission({ language: "ar" }));
    expect(arabic.body.message).toBe("محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.");
    expect(await stored()).toBe(before);
    // The contact form keeps its own allowance.
    await browser
      .post("/api/contact")
      .set("X-CSRF-Token", token)
      .send(contactSubmission({ fullName: "Sara", service: "other", message: "A separate allowance." }))
      .expect(201);
  });
});

describe.each(backends)("POST /api/leadership-assessment/report [$name]", (backend) => {
  let ctx: TestApp;
  let browser: TestAgent;
  let token: string;
  const report = (body: unknown, headers: Record<string, string> = {}) =>
    browser.post("/api/leadership-assessment/report").set({ "X-CSRF-Token": token, ...headers }).send(body as object).buffer(true).parse(binary);

  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
    browser = agent(ctx.app);
    token = await csrf(browser);
  });

  for (const language of ["en", "ar"] as const) {
    it(`answers a PDF attachment (${language})`, async () => {
      const res = await report({ answers: answersOf(), name: language === "ar" ? "ليلى القحطاني" : "Sara Al-Qahtani", company: "Najd Holding", language });
      expect(res.status, String(res.body)).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="leadership-assessment-results.pdf"');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.length).toBeGreaterThan(1_000);
    });
  }

  it("needs only the answers (as an object or a JSON string), and nothing is stored", async () => {
    for (const answers of [answersOf(), JSON.stringify(answersOf([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]))]) {
      const res = await report({ answers });
      expect(res.status).toBe(200);
      expect((res.body as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    expect(await ctx.database.db.select().from(leadershipAssessments)).toHaveLength(0);
  });

  it("refuses incomplete answers with a translated 400", async () => {
    const res = await browser.post("/api/leadership-assessment/report").set({ "X-CSRF-Token": token, "X-Language": "ar" }).send({ answers: { 1: 5 } });
    expectApiError(res, 400, "VALIDATION");
    expect(res.body.errors).toEqual({ answers: "يُرجى الإجابة عن الأسئلة العشرة جميعها بقيمة من 1 إلى 5." });
  });

  it("refuses a request without a CSRF token", async () => {
    expectApiError(await browser.post("/api/leadership-assessment/report").send({ answers: answersOf() }), 403, "CSRF_INVALID");
  });

  it(`allows ${LEADERSHIP_REPORT_RATE_LIMIT.limit} PDFs per address in 10 minutes, then 429 with Retry-After`, async () => {
    for (let i = 0; i < LEADERSHIP_REPORT_RATE_LIMIT.limit - 1; i++) {
      await browser.post("/api/leadership-assessment/report").set("X-CSRF-Token", token).send({ answers: { 1: 1 } }).expect(400);
    }
    expect((await report({ answers: answersOf() })).status).toBe(200);
    const limited = await browser.post("/api/leadership-assessment/report").set("X-CSRF-Token", token).send({ answers: answersOf() });
    expectApiError(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe.each(backends)("admin leadership assessment API [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;

  type NewAssessment = typeof leadershipAssessments.$inferInsert;
  const insert = async (rows: Partial<NewAssessment>[]) =>
    ctx.database.db
      .insert(leadershipAssessments)
      .values(rows.map((r, i) => ({ name: `Taker ${i}`, answers: answersOf(), totalScore: 42, category: "Future-Ready" as const, ...r })))
      .returning({ id: leadershipAssessments.id });

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    admin = agent(ctx.app);
    await signIn(ctx, { agent: admin, role: "admin" });
    adminToken = await csrf(admin);
    member = agent(ctx.app);
    await signIn(ctx, { agent: member });
    memberToken = await csrf(member);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe("GET /api/admin/leadership-assessments", () => {
    it("401 signed out, 403 for a user", async () => {
      expectApiError(await request(ctx.app).get("/api/admin/leadership-assessments"), 401, "UNAUTHENTICATED");
      expectApiError(await member.get("/api/admin/leadership-assessments"), 403, "FORBIDDEN");
    });

    it("lists assessments newest first under `assessments`, with the page info", async () => {
      await insert([
        { name: "Older Omar", email: "omar@example.sa", createdAt: new Date("2026-01-01T08:00:00Z"), totalScore: 25, category: "High Risk" },
        { name: "Newer Nadia", company: "Nadia Holding", email: "nadia@example.sa", sentEmail: true, language: "ar", createdAt: new Date("2026-02-01T08:00:00Z") },
      ]);
      const body = (await admin.get("/api/admin/leadership-assessments").expect(200)).body as LeadershipAssessmentsPage;
      expect(body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
      expect(body.assessments.map((a) => a.name)).toEqual(["Newer Nadia", "Older Omar"]);
      expect(body.assessments[0]).toEqual({
        id: expect.any(Number),
        name: "Newer Nadia",
        email: "nadia@example.sa",
        company: "Nadia Holding",
        phone: null,
        totalScore: 42,
        category: "Future-Ready",
        sentEmail: true,
        language: "ar",
        createdAt: "2026-02-01T08:00:00.000Z",
      });
      expect(body.assessments[1]).toMatchObject({ company: null, totalScore: 25, category: "High Risk", sentEmail: false });
    });

    it("says whether the server can send e-mail at all (mailConfigured), so Pending is not taken for on its way", async () => {
      expect(((await admin.get("/api/admin/leadership-assessments").expect(200)).body as LeadershipAssessmentsPage).mailConfigured).toBe(false);
      const withMail = agent(ctx.rebuild(undefined, { SMTP_HOST: "smtp.example.sa" }));
      await signIn(ctx, { agent: withMail, role: "admin" });
      expect(((await withMail.get("/api/admin/leadership-assessments").expect(200)).body as LeadershipAssessmentsPage).mailConfigured).toBe(true);
    });

    it("searches name, email, company and category, and pages", async () => {
      await insert(Array.from({ length: 45 }, (_, i) => ({ name: `Bulk ${i}`, email: `bulk${i}@example.sa` })));
      await insert([{ name: "Haifa Al-Dosari", email: "haifa@dosari.sa", company: "Dosari Group", totalScore: 33, category: "Moderate Gaps" }]);
      for (const search of ["haifa", "DOSARI.SA", "dosari group", "moderate gaps"]) {
        const body = (await admin.get("/api/admin/leadership-assessments").query({ search }).expect(200)).body as LeadershipAssessmentsPage;
        expect(body.assessments.map((a) => a.name), search).toEqual(["Haifa Al-Dosari"]);
      }
      const page = (await admin.get("/api/admin/leadership-assessments").query({ search: "bulk", page: 3, pageSize: 20 }).expect(200)).body as LeadershipAssessmentsPage;
      expect(page).toMatchObject({ total: 45, page: 3, pageSize: 20 });
      expect(page.assessments).toHaveLength(5);
    });
  });

  describe("GET /api/admin/leadership-assessments.csv", () => {
    const CSV = "/api/admin/leadership-assessments.csv";

    it("401 signed out, 403 for a user", async () => {
      expectApiError(await request(ctx.app).get(CSV), 401, "UNAUTHENTICATED");
      expectApiError(await member.get(CSV), 403, "FORBIDDEN");
    });

    it("downloads the searched list as UTF-8 CSV with a BOM: details, score, category, e-mail status, language and the ten answers", async () => {
      await insert([
        {
          name: "=HYPERLINK(\"http://evil.example\",\"x\")",
          email: "csv-lead@example.sa",
          company: "Csv Holding",
          phone: "+966 50 111 2222",
          totalScore: 42,
          category: "Future-Ready",
          sentEmail: true,
          createdAt: new Date("2026-03-05T21:30:00Z"),
        },
        {
          name: "نورة",
          email: null,
          company: "csv-lead arabic co",
          totalScore: 25,
          category: "High Risk",
          answers: answersOf([1, 2, 3, 4, 5, 1, 2, 3, 2, 2]),
          language: "ar",
          createdAt: new Date("2026-03-04T08:00:00Z"),
        },
        { name: "Csv Pending", email: "pending@csv-lead.example", totalScore: 33, category: "Moderate Gaps", createdAt: new Date("2026-03-03T08:00:00Z") },
        { name: "Not in the search", email: "elsewhere@example.sa" },
      ]);
      const res = await admin.get(CSV).query({ search: "csv-lead" }).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="leadership-assessments-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8");
      expect(text.startsWith(CSV_BOM)).toBe(true);

      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual([
        "Date",
        "Name",
        "Email",
        "Company",
        "Phone",
        "Score",
        "Category",
        "Email status",
        "Language",
        ...Array.from({ length: 10 }, (_, i) => `Q${i + 1}`),
      ]);
      // Newest first, and only what the search finds.
      expect(rows.slice(1).map((r) => r[2])).toEqual(["csv-lead@example.sa", "", "pending@csv-lead.example"]);
      expect(rows[1]).toEqual([
        "2026-03-06 00:30",
        "'=HYPERLINK(\"http://evil.example\",\"x\")",
        "csv-lead@example.sa",
        "Csv Holding",
        "'+966 50 111 2222",
        "42/50",
        "Future-Ready",
        "Sent",
        "English",
        "5", "4", "4", "5", "3", "4", "5", "4", "4", "4",
      ]);
      expect(rows[2]).toEqual(["2026-03-04 11:00", "نورة", "", "csv-lead arabic co", "", "25/50", "High Risk", "No Email", "Arabic", "1", "2", "3", "4", "5", "1", "2", "3", "2", "2"]);
      expect(rows[3].slice(5, 8)).toEqual(["33/50", "Moderate Gaps", "Pending"]);
    });

    it("writes the headings and labels in the language the page asks for", async () => {
      const res = await admin.get(CSV).query({ search: "csv-lead", lang: "ar" }).expect(200);
      const rows = parseCsv(res.text.replace(/^\uFEFF/, ""));
      expect(rows[0]).toEqual([
        "التاريخ",
        "الاسم",
        "البريد الإلكتروني",
        "الشركة",
        "رقم الهاتف",
        "الدرجة",
        "التصنيف",
        "حالة البريد",
        "اللغة",
        ...Array.from({ length: 10 }, (_, i) => `س${i + 1}`),
      ]);
      const nora = rows.find((r) => r[1] === "نورة")!;
      expect(nora.slice(5, 9)).toEqual(["25 من 50", "مخاطر عالية", "لا يوجد بريد", "العربية"]);
    });
  });

  describe("PUT /api/leadership-assessment/{id}", () => {
    it("401 signed out, 403 for a user, and nothing changes", async () => {
      const [{ id }] = await insert([{ email: "guarded@example.sa" }]);
      expectApiError(await request(ctx.app).put(`/api/leadership-assessment/${id}`).send({ sentEmail: true }), 403, "CSRF_INVALID");
      const anonymous = agent(ctx.app);
      const anonymousToken = await csrf(anonymous);
      expectApiError(await anonymous.put(`/api/leadership-assessment/${id}`).set("X-CSRF-Token", anonymousToken).send({ sentEmail: true }), 401, "UNAUTHENTICATED");
      expectApiError(await member.put(`/api/leadership-assessment/${id}`).set("X-CSRF-Token", memberToken).send({ sentEmail: true }), 403, "FORBIDDEN");
      const [row] = await ctx.database.db.select().from(leadershipAssessments).where(eq(leadershipAssessments.id, id));
      expect(row.sentEmail).toBe(false);
    });

    it("marks the e-mail as sent (200 with the assessment)", async () => {
      const [{ id }] = await insert([{ name: "Mark Me", email: "mark@example.sa" }]);
      const res = await admin.put(`/api/leadership-assessment/${id}`).set("X-CSRF-Token", adminToken).send({ sentEmail: true }).expect(200);
      expect(res.body.assessment).toMatchObject({ id, name: "Mark Me", email: "mark@example.sa", sentEmail: true });
      const [row] = await ctx.database.db.select().from(leadershipAssessments).where(eq(leadershipAssessments.id, id));
      expect(row.sentEmail).toBe(true);
    });

    it("400 'This submission doesn't have an email address' when there is no e-mail, in both languages", async () => {
      const [{ id }] = await insert([{ email: null }]);
      const en = await admin.put(`/api/leadership-assessment/${id}`).set("X-CSRF-Token", adminToken).send({ sentEmail: true });
      expectApiError(en, 400, "VALIDATION");
      expect(en.body.message).toBe("This submission doesn't have an email address");
      const ar = await admin.put(`/api/leadership-assessment/${id}`).set({ "X-CSRF-Token": adminToken, "X-Language": "ar" }).send({ sentEmail: true });
      expect(ar.body.message).toBe("لا يوجد بريد إلكتروني لهذا التقييم");
      const [row] = await ctx.database.db.select().from(leadershipAssessments).where(eq(leadershipAssessments.id, id));
      expect(row.sentEmail).toBe(false);
    });

    it("400 for a body without a true/false sentEmail", async () => {
      const [{ id }] = await insert([{ email: "body@example.sa" }]);
      const res = await admin.put(`/api/leadership-assessment/${id}`).set("X-CSRF-Token", adminToken).send({ sentEmail: "yes" });
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.errors).toEqual({ sentEmail: "The e-mail status must be true or false." });
    });

    it("404 for an unknown or malformed id", async () => {
      expectApiError(await admin.put("/api/leadership-assessment/999999").set("X-CSRF-Token", adminToken).send({ sentEmail: true }), 404, "NOT_FOUND");
      expectApiError(await admin.put("/api/leadership-assessment/abc").set("X-CSRF-Token", adminToken).send({ sentEmail: true }), 404, "NOT_FOUND");
      expectApiError(await admin.put("/api/leadership-assessment/0").set("X-CSRF-Token", adminToken).send({ sentEmail: true }), 404, "NOT_FOUND");
    });
  });
});

/** A real SMTP server that can refuse one recipient (451) until told to recover. */
async function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const state = { refuse: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuse.has(address.address)) return callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(backends)("leadership results e-mail through a real SMTP server [$name]", (backend) => {
  const FROM = "Sanad Website <no-reply@firm.example>";
  let ctx: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { NOTIFY_EMAIL } });
    smtp = await startSmtpServer();
    transport = createMailTransport(testConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) }))!;
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await ctx?.close();
  });

  it("is retried while the server refuses, delivered once it recovers, and only then sets sentEmail", async () => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    const res = await browser.post("/api/leadership-assessment").set("X-CSRF-Token", token).send(submission({ email: "taker@example.sa", language: "ar" })).expect(201);
    const id = res.body.assessment.id as number;
    const sentEmail = async () => (await ctx.database.db.select({ sentEmail: leadershipAssessments.sentEmail }).from(leadershipAssessments).where(eq(leadershipAssessments.id, id)))[0].sentEmail;
    const resultsMail = async () => (await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `leadership-assessment:${id}`)))[0];
    const deliver = (now: Date) => deliverDueMail({ db: ctx.database.db, transport, from: FROM, logger: ctx.logger, now: () => now, onDelivered: { [LEADERSHIP_MAIL_KIND]: markLeadershipResultsDelivered } });

    // The taker's mailbox refuses; the firm's notification goes through and must not count as the results e-mail.
    smtp.state.refuse.add("taker@example.sa");
    const t0 = new Date();
    expect(await deliver(t0)).toEqual({ sent: 1, retrying: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([[NOTIFY_EMAIL]]);
    expect(await resultsMail()).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect((await resultsMail()).lastError).toMatch(/451/);
    expect(await sentEmail()).toBe(false);

    // Still refused on the retry a minute later.
    const t1 = new Date(t0.getTime() + 61_000);
    expect(await deliver(t1)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await sentEmail()).toBe(false);

    // Recovered: delivered on the next due attempt, once, and the row says so.
    smtp.state.refuse.clear();
    expect(await deliver(new Date(t1.getTime() + 30_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await sentEmail()).toBe(false);
    expect(await deliver(new Date(t1.getTime() + 121_000))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await resultsMail()).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(await sentEmail()).toBe(true);

    const toTaker = smtp.received.filter((m) => m.to.includes("taker@example.sa"));
    expect(toTaker).toHaveLength(1);
    expect(toTaker[0].raw).toMatch(/Content-Type: text\/html/i);
    expect(await deliver(new Date(t1.getTime() + 10 * 60_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received.filter((m) => m.to.includes("taker@example.sa"))).toHaveLength(1);

    // The admin list shows it as sent.
    const admin = agent(ctx.app);
    await signIn(ctx, { agent: admin, role: "admin" });
    const list = (await admin.get("/api/admin/leadership-assessments").expect(200)).body as LeadershipAssessmentsPage;
    expect(list.assessments.find((a) => a.id === id)?.sentEmail).toBe(true);
    const [latest] = await ctx.database.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1);
    expect(latest.reference).toBe(`leadership-assessment:${id}`);
  });
});
