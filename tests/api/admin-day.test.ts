import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, contactSubmissions, hrAssessments, leads, type LeadSource, type LeadStatus } from "#db/schema";
import type { FirmDay } from "~/features/admin/firm-day";
import { getFirmDay } from "~/features/admin/get-firm-day.server";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, type TestAgent, type TestApp } from "../support/test-app";

const riyadh = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
// Tuesday 24 November 2026, 12:00 in Riyadh: two working days before is Sunday 12:00.
const now = riyadh("2026-11-24T12:00:00");

describe.each(backends)("the dashboard's day strip: GET /api/admin/day [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let member: TestAgent;
  let postCounter = 0;

  /** A lead as a stored submission makes it: a form's (contact, inquiry, consultation) or the HR assessment's. */
  const seed = async (values: { name: string; createdAt: Date; source?: LeadSource; status?: LeadStatus; followUp?: Date; erased?: boolean }) => {
    const db = ctx.database.db;
    const source = values.source ?? "contact";
    const { leadId } = await db.transaction(async (tx) => {
      const submission =
        source === "hr_assessment" || source === "leadership_assessment"
          ? {
              hrAssessmentId: (
                await tx
                  .insert(hrAssessments)
                  .values({ name: values.name, email: "hr@example.sa", company: "Najd", userRole: "hr", scores: {}, overallScore: 50, createdAt: values.createdAt })
                  .returning({ id: hrAssessments.id })
              )[0].id,
            }
          : {
              contactSubmissionId: (
                await tx
                  .insert(contactSubmissions)
                  .values({ fullName: values.name, email: "seeded@example.sa", service: "other", message: "Seeded for the day strip.", createdAt: values.createdAt })
                  .returning({ id: contactSubmissions.id })
              )[0].id,
            };
      return recordLead(tx, { source: source === "leadership_assessment" ? "hr_assessment" : source, submission, name: values.name, email: "seeded@example.sa", company: "Najd Holding", phone: null, language: "en", createdAt: values.createdAt });
    });
    await db
      .update(leads)
      .set({ status: values.status ?? "new", nextFollowUpAt: values.followUp ?? null, anonymisedAt: values.erased ? values.createdAt : null })
      .where(eq(leads.id, leadId));
    return leadId;
  };

  const pendingPost = async (title: string, createdAt: Date, status: "pending" | "draft" = "pending") => {
    postCounter += 1;
    const [row] = await ctx.database.db
      .insert(blogPosts)
      .values({
        slug: `day-strip-${postCounter}`,
        titleEn: title,
        titleAr: `مقال ${title}`,
        summaryEn: "s",
        summaryAr: "s",
        contentEn: "c",
        contentAr: "c",
        imageUrl: "/images/og-default.png",
        author: "Reem Al-Harbi",
        authorAr: "ريم الحربي",
        categoryEn: "Leadership",
        categoryAr: "القيادة",
        status,
        createdAt,
      })
      .returning({ id: blogPosts.id });
    return row.id;
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
    await ctx.database.db.delete(blogPosts);
  });

  it("401 signed out, 403 for a member", async () => {
    expectApiError(await agent(ctx.app).get("/api/admin/day"), 401, "UNAUTHENTICATED");
    expectApiError(await member.get("/api/admin/day"), 403, "FORBIDDEN");
  });

  it("answers the four parts, empty on a quiet day", async () => {
    const day = (await admin.get("/api/admin/day").expect(200)).body as FirmDay;
    expect(day).toEqual({
      newLeads: { total: 0, waiting: 0, items: [] },
      followUps: { overdue: 0, dueToday: 0, items: [] },
      assessments: { total: 0, waiting: 0, items: [] },
      reviews: { total: 0, items: [] },
      translations: { toUpdate: 0, siteTexts: 0 },
    });
  });

  it("new leads: the forms' leads still New, newest first, waiting after two working days (the digest's rule); erased and worked ones left out", async () => {
    const fresh = await seed({ name: "Fresh", createdAt: riyadh("2026-11-24T09:00:00"), source: "inquiry" });
    // Sunday 12:00 + two working days = Tuesday 12:00: waiting at noon exactly.
    const sunday = await seed({ name: "Sunday noon", createdAt: riyadh("2026-11-22T12:00:00"), source: "consultation" });
    const sundayLater = await seed({ name: "Sunday 13:00", createdAt: riyadh("2026-11-22T13:00:00") });
    // Thursday 10:00 + two working days = Monday 10:00 (the weekend does not count).
    const thursday = await seed({ name: "Thursday", createdAt: riyadh("2026-11-19T10:00:00") });
    await seed({ name: "Contacted", createdAt: riyadh("2026-11-23T10:00:00"), status: "contacted" });
    await seed({ name: "Erased", createdAt: riyadh("2026-11-23T10:00:00"), erased: true });
    await seed({ name: "Assessment", createdAt: riyadh("2026-11-23T10:00:00"), source: "hr_assessment" });

    const { newLeads } = await getFirmDay(ctx.database.db, now);
    expect(newLeads.total).toBe(4);
    expect(newLeads.waiting).toBe(2);
    expect(newLeads.items.map((lead) => [lead.id, lead.name, lead.waiting])).toEqual([
      [fresh, "Fresh", false],
      [sundayLater, "Sunday 13:00", false],
      [sunday, "Sunday noon", true],
    ]);
    // The fourth is counted (waiting: 2), not listed.
    expect(newLeads.items.map((lead) => lead.id)).not.toContain(thursday);
    expect(newLeads.items[0]).toMatchObject({ source: "inquiry", status: "new", company: "Najd Holding", overdue: false, createdAt: riyadh("2026-11-24T09:00:00").toISOString() });
  });

  it("lists the first three of a part and counts them all", async () => {
    for (let i = 0; i < 7; i += 1) await seed({ name: `Lead ${i}`, createdAt: riyadh(`2026-11-24T0${i}:00:00`) });
    const { newLeads } = await getFirmDay(ctx.database.db, now);
    expect(newLeads.total).toBe(7);
    expect(newLeads.items.map((lead) => lead.name)).toEqual(["Lead 6", "Lead 5", "Lead 4"]);
  });

  it("assessments awaiting a reply: the assessments' leads still New, apart from the forms' ones", async () => {
    const hr = await seed({ name: "HR taker", createdAt: riyadh("2026-11-20T10:00:00"), source: "hr_assessment" });
    await seed({ name: "HR answered", createdAt: riyadh("2026-11-20T10:00:00"), source: "hr_assessment", status: "qualified" });
    await seed({ name: "Form", createdAt: riyadh("2026-11-20T10:00:00") });
    const { assessments, newLeads } = await getFirmDay(ctx.database.db, now);
    expect(assessments).toMatchObject({ total: 1, waiting: 1 });
    expect(assessments.items.map((lead) => [lead.id, lead.source])).toEqual([[hr, "hr_assessment"]]);
    expect(newLeads.total).toBe(1);
  });

  it("follow-ups: overdue by the Leads tab's rule (passed, lead open), then due later today in Riyadh; closed leads and tomorrow left out", async () => {
    const old = riyadh("2026-11-01T10:00:00");
    const overdueLong = await seed({ name: "Overdue since Sunday", createdAt: old, status: "contacted", followUp: riyadh("2026-11-22T09:00:00") });
    const overdueToday = await seed({ name: "Overdue this morning", createdAt: old, status: "proposal", followUp: riyadh("2026-11-24T09:00:00") });
    const later = await seed({ name: "Later today", createdAt: old, status: "qualified", followUp: riyadh("2026-11-24T23:59:00") });
    await seed({ name: "Won", createdAt: old, status: "won", followUp: riyadh("2026-11-23T09:00:00") });
    await seed({ name: "Spam today", createdAt: old, status: "spam", followUp: riyadh("2026-11-24T18:00:00") });
    // Midnight starting Wednesday in Riyadh is Tuesday 21:00 UTC: tomorrow, not today.
    await seed({ name: "Tomorrow", createdAt: old, status: "contacted", followUp: new Date("2026-11-24T21:00:00Z") });

    const { followUps } = await getFirmDay(ctx.database.db, now);
    expect(followUps).toMatchObject({ overdue: 2, dueToday: 1 });
    expect(followUps.items.map((lead) => [lead.id, lead.overdue])).toEqual([
      [overdueLong, true],
      [overdueToday, true],
      [later, false],
    ]);
    // Once its time has passed, the lead due later today is overdue too; tomorrow's is not yet.
    expect((await getFirmDay(ctx.database.db, riyadh("2026-11-24T23:59:30"))).followUps).toMatchObject({ overdue: 3, dueToday: 0 });
  });

  it("articles awaiting review: pending ones only, oldest first, through the HTTP call", async () => {
    const first = await pendingPost("First sent", new Date(Date.now() - 3 * 86_400_000));
    const second = await pendingPost("Second sent", new Date(Date.now() - 86_400_000));
    await pendingPost("A draft", new Date(), "draft");
    const day = (await admin.get("/api/admin/day").expect(200)).body as FirmDay;
    expect(day.reviews.total).toBe(2);
    expect(day.reviews.items.map((post) => [post.id, post.titleEn, post.titleAr, post.author, post.authorAr])).toEqual([
      [first, "First sent", "مقال First sent", "Reem Al-Harbi", "ريم الحربي"],
      [second, "Second sent", "مقال Second sent", "Reem Al-Harbi", "ريم الحربي"],
    ]);
  });
});
