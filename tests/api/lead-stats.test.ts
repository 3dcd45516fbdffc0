import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, hrAssessments, leads, type LeadSource, type LeadStatus } from "#db/schema";
import type { AdminStats } from "~/features/admin/admin-stats";
import type { LeadStats } from "~/features/lead-pipeline/lead-stats";
import { getLeadStats } from "~/features/lead-pipeline/lead-stats.server";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import { riyadhMonth, startOfRiyadhMonth } from "~/lib/riyadh-time";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, type TestAgent, type TestApp } from "../support/test-app";

const MINUTE = 60_000;
const riyadh = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe.each(backends)("lead counts for the cards and the chart [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let member: TestAgent;

  /** A lead of `source` (contact-form kinds or the HR assessment) as stored submissions make it. */
  const seed = async (values: { createdAt: Date; source?: LeadSource; status?: LeadStatus; followUp?: Date }) => {
    const db = ctx.database.db;
    const source = values.source ?? "contact";
    const { leadId } = await db.transaction(async (tx) => {
      const submission =
        source === "hr_assessment"
          ? {
              hrAssessmentId: (
                await tx
                  .insert(hrAssessments)
                  .values({ name: "Seeded", email: "hr@example.sa", company: "Najd", userRole: "hr", scores: {}, overallScore: 50, createdAt: values.createdAt })
                  .returning({ id: hrAssessments.id })
              )[0].id,
            }
          : {
              contactSubmissionId: (
                await tx
                  .insert(contactSubmissions)
                  .values({ fullName: "Seeded", email: "seeded@example.sa", service: "other", message: "Seeded for the counts.", createdAt: values.createdAt })
                  .returning({ id: contactSubmissions.id })
              )[0].id,
            };
      return recordLead(tx, { source, submission, name: "Seeded", email: "seeded@example.sa", company: null, phone: null, language: "en", createdAt: values.createdAt });
    });
    await db
      .update(leads)
      .set({ status: values.status ?? "new", nextFollowUpAt: values.followUp ?? null })
      .where(eq(leads.id, leadId));
    return leadId;
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin } = await signInAsAdmin(ctx));
    ({ agent: member } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(leads);
  });

  describe("GET /api/admin/stats", () => {
    it("keeps the spec's cards only: the leads' figures are the day strip's (GET /api/admin/day, tests/api/admin-day.test.ts)", async () => {
      await seed({ createdAt: new Date(), status: "contacted", followUp: new Date(Date.now() - 60 * MINUTE) });
      const stats = (await admin.get("/api/admin/stats").expect(200)).body as AdminStats;
      expect(Object.keys(stats).sort()).toEqual(["contactSubmissions", "featuredPosts", "pendingPosts", "publishedPosts", "users"]);
      expect(typeof stats.users).toBe("number");
    });
  });

  describe("GET /api/admin/leads/stats", () => {
    it("401 signed out, 403 for a member", async () => {
      expectApiError(await agent(ctx.app).get("/api/admin/leads/stats"), 401, "UNAUTHENTICATED");
      expectApiError(await member.get("/api/admin/leads/stats"), 403, "FORBIDDEN");
    });

    it("answers 12 months by default, oldest first, every source in each, empty months included", async () => {
      const body = (await admin.get("/api/admin/leads/stats").expect(200)).body as LeadStats;
      expect(body.months).toHaveLength(12);
      expect(body.months.at(-1)?.month).toBe(riyadhMonth(new Date()));
      expect(body.months[0].month).toBe(riyadhMonth(startOfRiyadhMonth(new Date(), 11)));
      expect(body.months[0].sources.map((s) => s.source)).toEqual(["contact", "inquiry", "consultation", "hr_assessment", "leadership_assessment"]);
      expect(body.months.every((m) => m.total === 0 && m.won === 0)).toBe(true);
    });

    it("counts per month and source the leads and the won ones, spam aside, within the months asked", async () => {
      const now = new Date();
      const thisMonth = new Date(Math.max(startOfRiyadhMonth(now).getTime(), now.getTime() - 10 * MINUTE));
      const fiveBack = new Date(startOfRiyadhMonth(now, 5).getTime() + 60 * MINUTE);
      await seed({ createdAt: thisMonth, status: "won" });
      await seed({ createdAt: thisMonth });
      await seed({ createdAt: thisMonth, status: "spam" });
      await seed({ createdAt: thisMonth, source: "hr_assessment", status: "won" });
      await seed({ createdAt: fiveBack, source: "hr_assessment", status: "lost" });
      await seed({ createdAt: new Date(startOfRiyadhMonth(now, 12).getTime() + 60 * MINUTE), status: "won" });

      const body = (await admin.get("/api/admin/leads/stats").query({ months: "12" }).expect(200)).body as LeadStats;
      const current = body.months.at(-1);
      expect(current).toMatchObject({ total: 3, won: 2 });
      expect(current?.sources.find((s) => s.source === "contact")).toEqual({ source: "contact", total: 2, won: 1 });
      expect(current?.sources.find((s) => s.source === "hr_assessment")).toEqual({ source: "hr_assessment", total: 1, won: 1 });
      expect(body.months.at(-6)?.sources.find((s) => s.source === "hr_assessment")).toEqual({ source: "hr_assessment", total: 1, won: 0 });
      expect(body.months.reduce((n, m) => n + m.total, 0)).toBe(4);

      const three = (await admin.get("/api/admin/leads/stats").query({ months: "3" }).expect(200)).body as LeadStats;
      expect(three.months).toHaveLength(3);
      expect(three.months.reduce((n, m) => n + m.total, 0)).toBe(3);
    });

    it("puts a lead in its Riyadh month: 1 November 00:30 Riyadh is still October in UTC", async () => {
      await seed({ createdAt: new Date("2026-10-31T21:30:00Z") });
      await seed({ createdAt: new Date("2026-10-31T20:30:00Z") });
      const { months } = await getLeadStats(ctx.database.db, { months: 2, now: riyadh("2026-11-15T12:00:00") });
      expect(months.map((m) => [m.month, m.total])).toEqual([
        ["2026-10", 1],
        ["2026-11", 1],
      ]);
    });

    it.each(["0", "25", "twelve", "1.5", "-3"])("refuses months=%s with a translated message", async (months) => {
      const res = await admin.get("/api/admin/leads/stats").query({ months });
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.errors).toEqual({ months: catalogs.en["leadPipelineAdmin.error.months"] });
    });

    it("says it in Arabic for an Arabic page", async () => {
      const res = await admin.get("/api/admin/leads/stats").set("Accept-Language", "ar").query({ months: "99" });
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.errors).toEqual({ months: catalogs.ar["leadPipelineAdmin.error.months"] });
    });
  });
});
