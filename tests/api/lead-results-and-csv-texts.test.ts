import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, rateLimits, siteContent } from "#db/schema";
import { riskLevel, scoreAssessment } from "~/features/hr-assessment/scoring";
import { hrRiskOf, LEADERSHIP_MAX } from "~/features/lead-pipeline/get-lead.server";
import type { LeadDetail } from "~/features/lead-pipeline/lead-row";
import { LEADERSHIP_MAX_SCORE } from "~/features/leadership-assessment/scoring";
import { catalogs } from "~/message-catalogs";
import { hrAnswers, hrSubmission, leadershipSubmission } from "../support/assessment-submissions";
import { backends } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { parseCsv } from "../support/csv";
import { signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

describe("the lead dialog's summary follows the assessments' own rules", () => {
  it("risk level and the leadership maximum are the assessments' (copied, since lead-pipeline may not import them)", () => {
    for (let overall = 0; overall <= 100; overall += 0.25) expect(hrRiskOf(overall)).toBe(riskLevel(overall));
    expect(LEADERSHIP_MAX).toBe(LEADERSHIP_MAX_SCORE);
  });
});

describe.each(backends)("lead results and CSV texts [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin } = await signInAsAdmin(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  const detail = async (id: number) => (await admin.get(`/api/admin/leads/${id}`).expect(200)).body as LeadDetail;

  describe("GET /api/admin/leads/{id} with assessment results", () => {
    it("an HR assessment lead carries its overall percentage, risk level, role and answered areas; a leadership one its score and category; both on the timeline too", async () => {
      const visitor = agent(ctx.app);
      const token = await csrf(visitor);
      const sentAt = Date.now();
      const hrResult = scoreAssessment("hr", hrAnswers);
      const hr = await visitor
        .post("/api/hr-assessment")
        .set("X-CSRF-Token", token)
        .send(hrSubmission({ name: "Results Person", email: "results@example.sa", company: "Najd Holding" }, sentAt));
      expect(hr.status, hr.text).toBe(201);
      const leadership = await visitor
        .post("/api/leadership-assessment")
        .set("X-CSRF-Token", token)
        .send(leadershipSubmission({ name: "Results Person", email: "results@example.sa" }, sentAt));
      expect(leadership.status, leadership.text).toBe(201);
      const db = ctx.database.db;
      const [hrLead] = await db.select().from(leads).where(eq(leads.hrAssessmentId, hr.body.assessment.id as number));
      const [leaderLead] = await db.select().from(leads).where(eq(leads.leadershipAssessmentId, leadership.body.assessment.id as number));

      const hrDetail = await detail(hrLead.id);
      const answered = Object.entries(hrResult.scores).filter(([, s]) => s.total > 0);
      expect(answered.length).toBeGreaterThan(0);
      expect(hrDetail.results).toEqual({
        kind: "hr_assessment",
        role: "hr",
        overallPercent: hrResult.overallScore,
        risk: riskLevel(hrResult.overallScore),
        // Weakest area first.
        areas: answered.map(([id, s]) => ({ id, score: s.score, total: s.total, percentage: s.percentage })).sort((a, b) => a.percentage - b.percentage || a.id.localeCompare(b.id)),
      });
      const leaderDetail = await detail(leaderLead.id);
      expect(leaderDetail.results).toEqual({ kind: "leadership_assessment", score: 42, max: 50, category: "futureReady" });

      // The person's timeline shows each assessment with its own results, whichever lead is open.
      const submissions = hrDetail.timeline.filter((item) => item.kind === "submission");
      expect(submissions.find((item) => item.leadId === leaderLead.id)).toMatchObject({ results: leaderDetail.results });
      expect(submissions.find((item) => item.leadId === hrLead.id)).toMatchObject({ results: hrDetail.results });
    });

    it("an enquiry has no results", async () => {
      const visitor = agent(ctx.app);
      const token = await csrf(visitor);
      const res = await visitor
        .post("/api/contact")
        .set("X-CSRF-Token", token)
        .send(contactSubmission({ fullName: "No Results", email: "no-results@example.sa" }));
      expect(res.status, res.text).toBe(201);
      const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.contactSubmissionId, res.body.submission.id as number));
      const body = await detail(lead.id);
      expect(body.results).toBeNull();
      expect(body.timeline.find((item) => item.kind === "submission" && item.leadId === lead.id)).not.toHaveProperty("results");
    });
  });

  describe("GET /api/admin/leads.csv through the server translator", () => {
    it("uses the dashboard's wording of a heading and a status name, in either language", async () => {
      const db = ctx.database.db;
      const row = (key: string, contentEn: string, contentAr: string) => ({ key, section: "home" as const, sectionEn: "Home", sectionAr: "الرئيسية", labelEn: key, labelAr: key, contentEn, contentAr });
      await db.insert(siteContent).values([row("leadPipelineAdmin.csv.name", "Full name", "الاسم الكامل"), row("leadPipelineAdmin.status.new", "Fresh", "وارد جديد")]);
      try {
        const en = parseCsv((await admin.get("/api/admin/leads.csv").query({ search: "no-results@example.sa", lang: "en" }).expect(200)).text.slice(1));
        expect(en[0][4]).toBe("Full name");
        expect(en[0][0]).toBe(catalogs.en["leadPipelineAdmin.csv.id"]);
        expect(en[1][3]).toBe("Fresh");
        const ar = parseCsv((await admin.get("/api/admin/leads.csv").query({ search: "no-results@example.sa", lang: "ar" }).expect(200)).text.slice(1));
        expect(ar[0][4]).toBe("الاسم الكامل");
        expect(ar[1][3]).toBe("وارد جديد");
      } finally {
        for (const key of ["leadPipelineAdmin.csv.name", "leadPipelineAdmin.status.new"]) await db.delete(siteContent).where(eq(siteContent.key, key));
      }
    });
  });
});
