import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hrQuestions, questionsFor, type UserRole } from "~/features/hr-assessment/definition";
import { BENCHMARK_MIN_ORGANISATIONS } from "~/features/hr-assessment/hr-benchmark";
import { scoreAssessment, type Answers } from "~/features/hr-assessment/scoring";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { hrAssessments, people, rateLimits, siteContent } from "#db/schema";
import { hrAnswers } from "../support/assessment-submissions";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const catalogs = builtInCatalogs();
const options = ["never", "rarely", "sometimes", "usually", "always"];

/** The n-th stored organisation: answers that step through the scale, so the scores spread out. */
function storedSubmission(n: number, role: UserRole = "hr") {
  const answers: Answers = Object.fromEntries(
    questionsFor(role).map((q, i) => [q.id, role === "hr" ? options[(n + i) % 5] : String(((n + i) % 5) + 1)]),
  );
  const result = scoreAssessment(role, answers);
  return {
    company: `Organisation ${n}`,
    name: `Person ${n}`,
    email: `person${n}@example.sa`,
    phone: "+966 50 000 0000",
    message: `Private note ${n}`,
    userRole: role,
    scores: result.scores,
    overallScore: result.overallScore,
    answers,
    challenges: role === "leadership" ? [] : null,
  };
}

function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
}

describe.each(backends)("the HR benchmark (issue 28) [$name]", (backend) => {
  let ctx: TestApp;
  let browser: TestAgent;
  let token: string;

  const benchmark = (query: string) => request(ctx.app).get(`/api/hr-assessment/benchmark?${query}`);
  const report = (body: object) =>
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
  const store = async (from: number, to: number, role: UserRole = "hr") => {
    const rows = Array.from({ length: to - from }, (_, i) => storedSubmission(from + i, role));
    await ctx.database.db.insert(hrAssessments).values(rows);
    return rows;
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    browser = agent(ctx.app);
    token = await csrf(browser);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(hrAssessments);
    await ctx.database.db.delete(rateLimits);
  });

  it("shows nothing below the threshold, on the results and in the PDF", async () => {
    await store(0, BENCHMARK_MIN_ORGANISATIONS - 1);
    expect((await benchmark("role=hr&score=50").expect(200)).body).toEqual({ benchmark: null });
    const pdf = await report({ userRole: "hr", answers: hrAnswers, language: "en" }).expect(200);
    expect(pdfText(pdf.body as Buffer)).not.toContain("How you compare");
  });

  it("from 20 stored submissions answers the count, the mean, the share below and each area's mean, and nothing of any one of them", async () => {
    const rows = await store(0, BENCHMARK_MIN_ORGANISATIONS);
    // Another questionnaire's submissions are not counted.
    await store(100, 103, "leadership");
    const score = 55;
    const res = await benchmark(`role=hr&score=${score}`).expect(200);
    const overall = rows.map((row) => row.overallScore);
    const mean = overall.reduce((sum, value) => sum + value, 0) / overall.length;
    const below = overall.filter((value) => value < score).length;
    expect(res.body).toEqual({
      benchmark: {
        count: 20,
        average: Math.round(mean * 10) / 10,
        percentBelow: Math.round((100 * below) / 20),
        categories: Object.fromEntries(
          ["compliance", "saudization", "gosi", "engagement", "performance"].map((id) => [
            id,
            Math.round((rows.reduce((sum, row) => sum + row.scores[id].percentage, 0) / rows.length) * 10) / 10,
          ]),
        ),
      },
    });
    // Aggregates only: no name, e-mail, company, phone, message, answer or single score in the answer.
    const body = JSON.stringify(res.body);
    for (const row of rows) {
      for (const personal of [row.name, row.email, row.company, row.message]) expect(body).not.toContain(personal);
    }
    expect(body).not.toMatch(/phone|email|name|company|answers|message|\d{3}\.\d/i);
    expect(Object.keys(res.body.benchmark).sort()).toEqual(["average", "categories", "count", "percentBelow"]);
  });

  it("is counted per questionnaire: the business leaders' has its own threshold", async () => {
    await store(0, BENCHMARK_MIN_ORGANISATIONS);
    expect((await benchmark("role=leadership&score=60").expect(200)).body).toEqual({ benchmark: null });
    await store(200, 200 + BENCHMARK_MIN_ORGANISATIONS, "leadership");
    const res = await benchmark("role=leadership&score=100").expect(200);
    expect(res.body.benchmark).toMatchObject({ count: 20, percentBelow: 100 });
    expect(Object.keys(res.body.benchmark.categories).sort()).toEqual(["compliance", "growth", "performance", "succession", "talent"]);
  });

  it("refuses a role or score it does not know with 400", async () => {
    expectApiError(await benchmark("role=ceo&score=50"), 400, "VALIDATION");
    expectApiError(await benchmark("role=hr&score=101"), 400, "VALIDATION");
    expectApiError(await benchmark("role=hr&score=abc"), 400, "VALIDATION");
    expectApiError(await benchmark("role=hr"), 400, "VALIDATION");
  });

  it("puts the comparison, the advice per area and the firm's contact details in the PDF, with its pages numbered, in both languages", async () => {
    await store(0, BENCHMARK_MIN_ORGANISATIONS + 4);
    await ctx.database.db
      .insert(siteContent)
      .values(
        [
          ["contact.email", "consult@sanad-partners.sa"],
          ["contact.phone", "+966 11 234 5678"],
        ].map(([key, value]) => ({ key, section: "contact", sectionEn: "Contact", sectionAr: "التواصل", labelEn: key, labelAr: key, contentEn: value, contentAr: null })),
      )
      .onConflictDoUpdate({ target: siteContent.key, set: { contentEn: sql`excluded.content_en` } });
    const answers: Answers = Object.fromEntries(hrQuestions.map((q) => [q.id, "sometimes"]));
    for (const language of ["en", "ar"] as const) {
      const res = await report({ userRole: "hr", answers, language }).expect(200);
      const text = pdfText(res.body as Buffer);
      // Without spaces, direction marks and Arabic vowel marks (poppler moves them around joined letters).
      const compact = (value: string) => value.replace(/[\s\u200e\u200f\u202a-\u202e]|\p{Mn}/gu, "");
      const flat = compact(text);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", ["-"], { input: res.body as Buffer }).toString())?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      if (language === "en") {
        expect(flat).toContain(`Page1of${pages}`);
        expect(flat).toContain(`Page${pages}of${pages}`);
        expect(flat).toContain("Averageofthe24organisationsthattookthisassessment");
      } else {
        expect(flat).toContain(`صفحة1من${pages}`);
        expect(flat).toContain("منظمةأجرتهذاالتقييم");
      }
      expect(flat).toContain("consult@sanad-partners.sa");
      expect(flat).toContain("+966112345678");
      // 60% in every area: "adequate" advice for each of the five areas.
      for (const id of ["compliance", "gosi", "performance"] as const) {
        const advice = catalogs[language][`hr.advice.${id}.adequate`];
        // Its first words (poppler may order a wrapped Arabic paragraph's lines differently).
        expect(flat, id).toContain(compact(advice.split(" ").slice(0, 3).join(" ")));
      }
    }
  });
  it("names the firm's contact partner of the Team tab, in the report's language, once published", async () => {
    const answers: Answers = Object.fromEntries(hrQuestions.map((q) => [q.id, "usually"]));
    const compact = (value: string) => value.replace(/[\s\u200e\u200f\u202a-\u202e]|\p{Mn}/gu, "");
    const partner = { slug: "report-partner", nameEn: "Reem Al-Dosari", nameAr: "ريم الدوسري", titleEn: "Managing Partner", titleAr: "الشريكة المديرة", contactPartner: true };
    await ctx.database.db.delete(people);
    await ctx.database.db.insert(people).values({ ...partner, published: false });
    // Unpublished, the partner stays in the dashboard.
    expect(compact(pdfText((await report({ userRole: "hr", answers, language: "en" }).expect(200)).body as Buffer))).not.toContain("ReemAl-Dosari");
    await ctx.database.db.update(people).set({ published: true });
    const en = compact(pdfText((await report({ userRole: "hr", answers, language: "en" }).expect(200)).body as Buffer));
    expect(en).toContain("ReemAl-Dosari");
    expect(en).toContain("ManagingPartner");
    const ar = compact(pdfText((await report({ userRole: "hr", answers, language: "ar" }).expect(200)).body as Buffer));
    expect(ar).toContain(compact("الدوسري"));
    expect(ar).not.toContain("ReemAl-Dosari");
    await ctx.database.db.delete(people);
  });
});
