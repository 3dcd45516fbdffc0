import { execFileSync } from "node:child_process";
import { desc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadershipQuestions } from "~/features/hr-assessment/definition";
import type { HrAssessmentsPage } from "~/features/hr-assessment/hr-assessment-api";
import { scoreAssessment, type Answers } from "~/features/hr-assessment/scoring";
import { PUBLIC_FORM_LIMITS } from "~/features/security/spam-guard";
import { CSV_BOM } from "~/lib/csv";
import { hrAssessments, leads, outgoingMail, rateLimits } from "#db/schema";
import { hrAnswers, hrSubmission } from "../support/assessment-submissions";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { parseCsv } from "../support/csv";
import { signIn } from "../support/factories";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const NOTIFY_EMAIL = "leads@firm.example";

const leaderAnswers: Answers = Object.fromEntries(leadershipQuestions.map((q, i) => [q.id, String(5 - i)]));

/** What the page sends after the HR flow: the shared builder, with the person this file asserts on. */
function hrPayload(overrides: Record<string, unknown> = {}) {
  return hrSubmission({
    name: "Sara Al-Qahtani",
    email: "sara@example.sa",
    company: "Najd Holding",
    phone: "+966 50 123 4567",
    message: "We are 120 people and growing fast.",
    ...overrides,
  });
}

function leaderPayload(overrides: Record<string, unknown> = {}) {
  const result = scoreAssessment("leadership", leaderAnswers);
  return hrPayload({
    userRole: "leadership",
    answers: leaderAnswers,
    scores: JSON.stringify(result.scores),
    overallScore: result.overallScore,
    challenges: ["saudization", "retention"],
    ...overrides,
  });
}

describe.each(backends)("POST /api/hr-assessment [$name]", (backend) => {
  let ctx: TestApp;
  let browser: TestAgent;
  let token: string;

  const post = (body: unknown, headers: Record<string, string> = {}) => browser.post("/api/hr-assessment").set({ "X-CSRF-Token": token, ...headers }).send(body as object);
  const count = async () => (await ctx.database.db.select({ id: hrAssessments.id }).from(hrAssessments)).length;
  const mailCount = async () => (await ctx.database.db.select({ id: outgoingMail.id }).from(outgoingMail)).length;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { NOTIFY_EMAIL } });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
    browser = agent(ctx.app);
    token = await csrf(browser);
  });

  it("stores an HR professional's assessment with the recomputed scores and queues the firm's e-mail, then answers 201", async () => {
    const res = await post(hrPayload()).expect(201);
    expect(res.body).toEqual({ assessment: { id: expect.any(Number), createdAt: expect.any(String) } });
    const [row] = await ctx.database.db.select().from(hrAssessments).orderBy(desc(hrAssessments.id)).limit(1);
    const result = scoreAssessment("hr", hrAnswers);
    expect(row).toMatchObject({
      id: res.body.assessment.id,
      company: "Najd Holding",
      name: "Sara Al-Qahtani",
      email: "sara@example.sa",
      phone: "+966 50 123 4567",
      message: "We are 120 people and growing fast.",
      userRole: "hr",
      overallScore: result.overallScore,
      challenges: null,
      language: "en",
    });
    // Stored as jsonb: the values themselves (the database keeps its own key order; the list answers them in the questionnaire's).
    expect(row.scores).toEqual(result.scores);
    expect(Object.keys(row.scores ?? {}).sort()).toEqual(["compliance", "engagement", "gosi", "performance", "saudization"]);
    expect(row.answers).toEqual(hrAnswers);

    const [mail] = await ctx.database.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1);
    expect(mail).toMatchObject({ toAddress: NOTIFY_EMAIL, status: "pending", reference: `hr-assessment:${row.id}` });
    expect(mail.subject).toBe("New HR assessment: Najd Holding · Sara Al-Qahtani (HR Professional)");
    expect(mail.textBody).toContain("sara@example.sa");
    expect(mail.textBody).toContain("+966 50 123 4567");
    expect(mail.textBody).toContain(`Overall score: ${result.overallScore.toFixed(2)}%`);
    expect(mail.textBody).toContain("We are 120 people and growing fast.");
    const [{ leadId }] = await ctx.database.db.select({ leadId: leads.id }).from(leads).where(eq(leads.hrAssessmentId, row.id));
    expect(mail.textBody).toContain(`Open this lead in the dashboard: http://localhost:3000/admin?tab=leads&lead=${leadId}`);
  });

  it("a request resent with the same key (its first answer was lost) is stored once, with one notification, even past the limit", async () => {
    const key = `hr-retry-${Date.now()}-abcdef`;
    const before = { rows: await count(), mails: await mailCount() };
    const first = await post(hrPayload({ idempotencyKey: key })).expect(201);
    for (let i = 0; i < PUBLIC_FORM_LIMITS.rateLimit.limit + 1; i++) {
      const again = await post(hrPayload({ idempotencyKey: key }));
      expect(again.status, again.text).toBe(201);
      expect(again.body).toEqual(first.body);
    }
    expect(await count()).toBe(before.rows + 1);
    expect(await mailCount()).toBe(before.mails + 1);
  });

  it("stores a business leader's challenges as a JSON list, null phone and message when left empty, and the Arabic page's language", async () => {
    const res = await post(leaderPayload({ phone: "", message: null, language: "ar", name: "ليلى القحطاني" })).expect(201);
    const [row] = await ctx.database.db.select().from(hrAssessments).orderBy(desc(hrAssessments.id)).limit(1);
    expect(row.id).toBe(res.body.assessment.id);
    expect(row).toMatchObject({ userRole: "leadership", phone: null, message: null, language: "ar", name: "ليلى القحطاني", overallScore: 60 });
    expect(row.challenges).toEqual(["saudization", "retention"]);
    expect(Object.keys(row.scores ?? {}).sort()).toEqual(["compliance", "growth", "performance", "succession", "talent"]);
    const [mail] = await ctx.database.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1);
    expect(mail.textBody).toContain("Meeting Saudization (Nitaqat) targets");
    expect(mail.textBody).toContain("Language:  Arabic");
  });

  it("accepts a leader who selected no challenges, and scores that travel rounded to 2 decimals", async () => {
    const answers = { ...hrAnswers, q1: "usually", q2: "sometimes" };
    const result = scoreAssessment("hr", answers);
    await post(hrPayload({ answers, scores: JSON.stringify(result.scores), overallScore: Number(result.overallScore.toFixed(2)) })).expect(201);
    await post(leaderPayload({ challenges: [] })).expect(201);
    const [row] = await ctx.database.db.select().from(hrAssessments).orderBy(desc(hrAssessments.id)).limit(1);
    expect(row.challenges).toEqual([]);
  });

  describe("scores that do not match the answers", () => {
    const result = scoreAssessment("hr", hrAnswers);
    const cases: [string, Record<string, unknown>][] = [
      ["a higher overall score", { overallScore: result.overallScore + 10 }],
      ["an overall score off by a hundredth", { overallScore: result.overallScore + 0.01 }],
      ["a category score raised", { scores: JSON.stringify({ ...result.scores, gosi: { score: 10, total: 10, percentage: 100 } }) }],
      ["a category left out", { scores: JSON.stringify({ ...result.scores, gosi: undefined }) }],
      ["the leadership scores for HR answers", { scores: JSON.stringify(scoreAssessment("leadership", leaderAnswers).scores) }],
    ];
    for (const [name, overrides] of cases) {
      it(`refuses ${name} with 400 and stores nothing`, async () => {
        const before = await count();
        const mails = await mailCount();
        const res = await post(hrPayload(overrides));
        expectApiError(res, 400, "VALIDATION");
        expect(res.body.message).toBe("The scores sent do not match the answers. Please retake the assessment.");
        expect(await count()).toBe(before);
        expect(await mailCount()).toBe(mails);
      });
    }

    it("says so in Arabic", async () => {
      const res = await post(hrPayload({ overallScore: 99, language: "ar" }));
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.message).toBe("النتائج المرسلة لا تتطابق مع الإجابات. يُرجى إعادة التقييم.");
    });
  });

  describe("validation", () => {
    const cases: { name: string; body: Record<string, unknown>; field: string; en: string; ar: string }[] = [
      { name: "a one-letter name", body: { name: "S" }, field: "name", en: "Name must be at least 2 characters long", ar: "يجب أن يتكون الاسم من حرفين على الأقل" },
      { name: "an invalid e-mail", body: { email: "sara@" }, field: "email", en: "Please enter a valid email address", ar: "يُرجى إدخال بريد إلكتروني صحيح" },
      { name: "no company", body: { company: "   " }, field: "company", en: "Please enter your company name", ar: "يُرجى إدخال اسم الشركة" },
      { name: "a phone with letters", body: { phone: "call me" }, field: "phone", en: "Please enter a valid phone number.", ar: "يُرجى إدخال رقم هاتف صحيح." },
      { name: "an unknown role", body: { userRole: "ceo" }, field: "userRole", en: "Please choose your role.", ar: "يُرجى اختيار دوركم." },
      { name: "scores that are not JSON", body: { scores: "{oops" }, field: "scores", en: "The assessment scores are missing or invalid.", ar: "نتائج التقييم مفقودة أو غير صالحة." },
      { name: "an unknown challenge", body: { userRole: "leadership", challenges: ["golf"] }, field: "challenges.0", en: "Please choose challenges from the list.", ar: "يُرجى اختيار التحديات من القائمة." },
      { name: "a missing answer", body: { answers: { ...hrAnswers, q10: undefined } }, field: "answers", en: "Please answer every question of the assessment.", ar: "يُرجى الإجابة عن جميع أسئلة التقييم." },
      { name: "an answer that is not an option", body: { answers: { ...hrAnswers, q3: "often" } }, field: "answers", en: "Please answer every question of the assessment.", ar: "يُرجى الإجابة عن جميع أسئلة التقييم." },
      { name: "challenges from an HR professional", body: { challenges: ["talent"] }, field: "challenges", en: "Please choose challenges from the list.", ar: "يُرجى اختيار التحديات من القائمة." },
    ];

    for (const c of cases) {
      it(`answers 400 for ${c.name}, in English and in Arabic (X-Language: ar), and stores nothing`, async () => {
        const before = await count();
        const en = await post(hrPayload(c.body));
        expectApiError(en, 400, "VALIDATION");
        expect(en.body.message).toBe("Some fields need your attention.");
        expect(en.body.errors).toEqual({ [c.field]: c.en });

        const ar = await post(hrPayload({ ...c.body, language: undefined }), { "X-Language": "ar" });
        expectApiError(ar, 400, "VALIDATION");
        expect(ar.body.message).toBe("بعض الحقول تحتاج إلى مراجعة.");
        expect(ar.body.errors).toEqual({ [c.field]: c.ar });
        expect(await count()).toBe(before);
      });
    }

    it("lists every bad contact field at once", async () => {
      const res = await post(hrPayload({ name: "", email: "", company: "" }));
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.errors).toEqual({
        name: "Name must be at least 2 characters long",
        email: "Please enter a valid email address",
        company: "Please enter your company name",
      });
    });
  });

  it("refuses a request without a CSRF token (403) and stores nothing", async () => {
    const before = await count();
    expectApiError(await browser.post("/api/hr-assessment").send(hrPayload()), 403, "CSRF_INVALID");
    expect(await count()).toBe(before);
  });

  describe("spam", () => {
    const spam: [string, Record<string, unknown>][] = [
      ["a filled honeypot", { website: "https://cheap-pills.example" }],
      ["a submission without the timing fields", { startedAt: undefined, sentAt: undefined }],
    ];
    for (const [name, overrides] of spam) {
      it(`rejects ${name} with a generic 400, storing nothing and queuing no e-mail`, async () => {
        const before = await count();
        const mails = await mailCount();
        const res = await post(hrPayload(overrides));
        expectApiError(res, 400, "VALIDATION");
        expect(res.body.message).toBe("We could not accept this submission. Please wait a moment and try again.");
        expect(res.body).not.toHaveProperty("errors");
        expect(await count()).toBe(before);
        expect(await mailCount()).toBe(mails);
      });
    }

    it("answers a form sent 1 second after it was shown with TOO_FAST, in the page's language, storing nothing", async () => {
      const [before, mails] = [await count(), await mailCount()];
      const fast = { startedAt: Date.now() - 1_000, sentAt: Date.now() };
      const res = await post(hrPayload(fast));
      expectApiError(res, 400, "TOO_FAST");
      expect(res.body.message).toBe("Please wait a moment, then send again.");
      expect(res.body).not.toHaveProperty("errors");
      const arabic = await post(hrPayload({ ...fast, language: "ar" }));
      expectApiError(arabic, 400, "TOO_FAST");
      expect(arabic.body.message).toBe("يُرجى الانتظار لحظات، ثم الإرسال مرة أخرى.");
      expect(await count()).toBe(before);
      expect(await mailCount()).toBe(mails);
    });
  });

  it(`allows ${PUBLIC_FORM_LIMITS.rateLimit.limit} submissions per address in 10 minutes, then 429 with Retry-After, in the page's language`, async () => {
    const { limit, windowMs } = PUBLIC_FORM_LIMITS.rateLimit;
    await post(hrPayload({ overallScore: 1 })).expect(400);
    for (let i = 1; i < limit; i++) await post(hrPayload()).expect(201);
    const before = await count();

    const limited = await post(hrPayload());
    expectApiError(limited, 429, "RATE_LIMITED");
    expect(limited.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

    const arabic = await post(hrPayload({ language: "ar" }));
    expectApiError(arabic, 429, "RATE_LIMITED");
    expect(arabic.body.message).toBe("محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.");
    expect(await count()).toBe(before);
  });
});

describe.each(backends)("POST /api/hr-assessment without NOTIFY_EMAIL [$name]", (backend) => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("stores the assessment and queues no e-mail", async () => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    await browser.post("/api/hr-assessment").set("X-CSRF-Token", token).send(hrPayload()).expect(201);
    expect(await ctx.database.db.select().from(hrAssessments)).toHaveLength(1);
    expect(await ctx.database.db.select().from(outgoingMail)).toHaveLength(0);
  });
});

describe.each(backends)("POST /api/hr-assessment/report [$name]", (backend) => {
  let ctx: TestApp;
  let browser: TestAgent;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    browser = agent(ctx.app);
    token = await csrf(browser);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (body: object) =>
    browser
      .post("/api/hr-assessment/report")
      .set("X-CSRF-Token", token)
      .send(body)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });

  it("answers a PDF attachment built from the answers, in either language, storing nothing", async () => {
    for (const language of ["en", "ar"]) {
      const res = await post({ userRole: "leadership", answers: leaderAnswers, challenges: ["cost"], language }).expect(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="hr-assessment-results.pdf"');
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
    }
    const hr = await post({ userRole: "hr", answers: hrAnswers, language: "en" }).expect(200);
    expect((hr.body as Buffer).length).toBeGreaterThan(1_000);
    expect(await ctx.database.db.select().from(hrAssessments)).toHaveLength(0);
  });

  it("names the person and company it is for, when sent; refuses a name or company that is too long", async () => {
    const named = await post({ userRole: "hr", answers: hrAnswers, name: "  Laila Al-Qahtani ", company: "Najd Logistics", language: "en" }).expect(200);
    const text = execFileSync("pdftotext", ["-l", "1", "-", "-"], { input: named.body as Buffer }).toString("utf8");
    expect(text).toContain("Prepared for Laila Al-Qahtani");
    expect(text).toContain("Najd Logistics");
    const blank = await post({ userRole: "hr", answers: hrAnswers, name: " ", company: null, language: "en" }).expect(200);
    expect(execFileSync("pdftotext", ["-l", "1", "-", "-"], { input: blank.body as Buffer }).toString("utf8")).not.toContain("Prepared for");

    const tooLong = await browser
      .post("/api/hr-assessment/report")
      .set({ "X-CSRF-Token": token })
      .send({ userRole: "hr", answers: hrAnswers, name: "n".repeat(121), company: "c".repeat(161) });
    expectApiError(tooLong, 400, "VALIDATION");
    expect(tooLong.body.errors).toEqual({ name: "Name must be 120 characters or fewer.", company: "Company name must be 160 characters or fewer." });
  });

  it("refuses incomplete answers with 400 in the page's language", async () => {
    const res = await browser.post("/api/hr-assessment/report").set({ "X-CSRF-Token": token, "X-Language": "ar" }).send({ userRole: "hr", answers: { q1: "always" } });
    expectApiError(res, 400, "VALIDATION");
    expect(res.body.errors).toEqual({ answers: "يُرجى الإجابة عن جميع أسئلة التقييم." });
  });
});

describe.each(backends)("GET /api/admin/hr-assessments [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let member: TestAgent;

  const insert = async (rows: Partial<typeof hrAssessments.$inferInsert>[]) =>
    ctx.database.db.insert(hrAssessments).values(
      rows.map((r, i) => ({
        company: `Company ${i}`,
        name: `Visitor ${i}`,
        email: `v${i}@example.sa`,
        userRole: "hr" as const,
        scores: scoreAssessment("hr", hrAnswers).scores,
        overallScore: scoreAssessment("hr", hrAnswers).overallScore,
        ...r,
      })),
    );

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    admin = agent(ctx.app);
    await signIn(ctx, { agent: admin, role: "admin" });
    member = agent(ctx.app);
    await signIn(ctx, { agent: member });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("401 signed out, 403 for a user", async () => {
    expectApiError(await request(ctx.app).get("/api/admin/hr-assessments"), 401, "UNAUTHENTICATED");
    expectApiError(await member.get("/api/admin/hr-assessments"), 403, "FORBIDDEN");
  });

  it("answers an empty list before any submission", async () => {
    const body = (await admin.get("/api/admin/hr-assessments").expect(200)).body as HrAssessmentsPage;
    expect(body).toEqual({ submissions: [], total: 0, page: 1, pageSize: 20 });
  });

  it("lists submissions newest first under `submissions` with the spec's fields", async () => {
    await insert([
      { company: "Older Co", createdAt: new Date("2026-01-01T08:00:00Z") },
      {
        company: "Newer Co",
        name: "Nadia",
        phone: "+966 55 000 1111",
        message: "Call after 2pm",
        userRole: "leadership",
        scores: scoreAssessment("leadership", leaderAnswers).scores,
        overallScore: 60,
        challenges: ["cost"],
        language: "ar",
        createdAt: new Date("2026-02-01T08:00:00Z"),
      },
    ]);
    const body = (await admin.get("/api/admin/hr-assessments").expect(200)).body as HrAssessmentsPage;
    expect(body.submissions.map((s) => s.company)).toEqual(["Newer Co", "Older Co"]);
    expect(body.submissions[0]).toEqual({
      id: expect.any(Number),
      company: "Newer Co",
      name: "Nadia",
      email: "v1@example.sa",
      phone: "+966 55 000 1111",
      message: "Call after 2pm",
      userRole: "leadership",
      scores: JSON.stringify(scoreAssessment("leadership", leaderAnswers).scores),
      overallScore: 60,
      challenges: '["cost"]',
      language: "ar",
      createdAt: "2026-02-01T08:00:00.000Z",
    });
    expect(body.submissions[1]).toMatchObject({ phone: null, message: null, challenges: null, language: "en", overallScore: scoreAssessment("hr", hrAnswers).overallScore });
  });

  it("searches company, name and e-mail, and pages", async () => {
    await insert(Array.from({ length: 45 }, (_, i) => ({ company: `Bulk ${i} Trading`, email: `bulk${i}@example.sa` })));
    await insert([{ company: "Dosari Group", name: "Haifa Al-Dosari", email: "haifa@dosari.sa" }]);
    for (const search of ["haifa", "DOSARI.SA", "dosari group"]) {
      const body = (await admin.get("/api/admin/hr-assessments").query({ search }).expect(200)).body as HrAssessmentsPage;
      expect(body.submissions.map((s) => s.name), search).toEqual(["Haifa Al-Dosari"]);
      expect(body.total).toBe(1);
    }
    const page = (await admin.get("/api/admin/hr-assessments").query({ search: "bulk", page: 3, pageSize: 20 }).expect(200)).body as HrAssessmentsPage;
    expect(page).toMatchObject({ total: 45, page: 3, pageSize: 20 });
    expect(page.submissions).toHaveLength(5);
    const wildcard = (await admin.get("/api/admin/hr-assessments").query({ search: "%" }).expect(200)).body as HrAssessmentsPage;
    expect(wildcard.total).toBe(0);
  });

  describe("GET /api/admin/hr-assessments.csv", () => {
    const download = (agentOrApp: TestAgent, query: Record<string, string>) =>
      agentOrApp
        .get("/api/admin/hr-assessments.csv")
        .query(query)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on("data", (c: Buffer) => chunks.push(c));
          response.on("end", () => done(null, Buffer.concat(chunks)));
        });

    it("401 signed out, 403 for a user", async () => {
      expectApiError(await request(ctx.app).get("/api/admin/hr-assessments.csv"), 401, "UNAUTHENTICATED");
      expectApiError(await member.get("/api/admin/hr-assessments.csv"), 403, "FORBIDDEN");
    });

    it("downloads the searched submissions as UTF-8 CSV with a BOM, translated labels and neutralised formulas", async () => {
      const leader = scoreAssessment("leadership", leaderAnswers);
      await insert([
        {
          company: "=HYPERLINK(\"http://evil.example\")",
          name: "Csvtest Leader",
          email: "csvtest-leader@example.sa",
          phone: "+966 55 000 2222",
          message: 'Growing, "fast"\nSecond line',
          userRole: "leadership",
          scores: leader.scores,
          overallScore: leader.overallScore,
          challenges: ["saudization", "retention"],
          language: "ar",
          createdAt: new Date("2026-03-05T21:30:00Z"),
        },
        { company: "Csvtest HR Co", name: "Csvtest HR", email: "csvtest-hr@example.sa", createdAt: new Date("2026-03-04T08:00:00Z") },
        { company: "Outside Co", name: "Not searched", email: "outside@example.sa" },
      ]);
      const res = await download(admin, { search: "csvtest" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="hr-assessments-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8");
      expect(text.startsWith(CSV_BOM)).toBe(true);

      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual([
        "Date",
        "Company",
        "Contact name",
        "Email",
        "Phone",
        "Role",
        "Overall score (%)",
        "Risk level",
        "Labour Law Compliance (%)",
        "Saudization & Nitaqat (%)",
        "GOSI & Social Insurance (%)",
        "Employee Engagement (%)",
        "Performance Management (%)",
        "Talent Acquisition (%)",
        "Workforce Planning for Growth (%)",
        "Succession Planning (%)",
        "Business challenges",
        "Message",
        "Language",
      ]);
      // Newest first, only what the search matches.
      expect(rows.slice(1).map((r) => r[3])).toEqual(["csvtest-leader@example.sa", "csvtest-hr@example.sa"]);
      const pct = (n: number | undefined) => String(Math.round((n ?? 0) * 100) / 100);
      expect(rows[1]).toEqual([
        "2026-03-06 00:30",
        "'=HYPERLINK(\"http://evil.example\")",
        "Csvtest Leader",
        "csvtest-leader@example.sa",
        "'+966 55 000 2222",
        "Leadership",
        String(leader.overallScore),
        `${leader.riskLevel === "low" ? "Low" : leader.riskLevel === "medium" ? "Medium" : "High"} Risk`,
        pct(leader.scores.compliance.percentage),
        "",
        "",
        "",
        pct(leader.scores.performance.percentage),
        pct(leader.scores.talent.percentage),
        pct(leader.scores.growth.percentage),
        pct(leader.scores.succession.percentage),
        "Meeting Saudization (Nitaqat) targets; Retaining key employees",
        'Growing, "fast"\nSecond line',
        "Arabic",
      ]);
      const hr = scoreAssessment("hr", hrAnswers);
      expect(rows[2]).toEqual([
        "2026-03-04 11:00",
        "Csvtest HR Co",
        "Csvtest HR",
        "csvtest-hr@example.sa",
        "",
        "HR Professional",
        String(hr.overallScore),
        expect.stringMatching(/ Risk$/),
        ...(["compliance", "saudization", "gosi", "engagement", "performance"] as const).map((id) => pct(hr.scores[id].percentage)),
        "",
        "",
        "",
        "",
        "",
        "English",
      ]);
    });

    it("writes the headings and labels in the language the page asks for", async () => {
      const res = await download(admin, { search: "csvtest", lang: "ar" });
      expect(res.status).toBe(200);
      const rows = parseCsv((res.body as Buffer).toString("utf8").replace(/^\uFEFF/, ""));
      expect(rows[0].slice(0, 9)).toEqual([
        "التاريخ",
        "الشركة",
        "اسم جهة الاتصال",
        "البريد الإلكتروني",
        "الهاتف",
        "الدور",
        "النتيجة الإجمالية (%)",
        "مستوى المخاطر",
        "الامتثال لنظام العمل (%)",
      ]);
      expect(rows[0].slice(-3)).toEqual(["تحديات الأعمال", "الرسالة", "اللغة"]);
      const leader = rows.find((r) => r[3] === "csvtest-leader@example.sa")!;
      expect(leader[5]).toBe("قيادة");
      expect(leader[16]).toBe("تحقيق نسب التوطين المطلوبة في نطاقات; الحفاظ على الموظفين الرئيسيين");
      expect(leader[18]).toBe("العربية");
    });
  });
});
