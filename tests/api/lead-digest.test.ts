import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactSubmissions, jobRuns, leads, outgoingMail, users, type LeadStatus } from "#db/schema";
import { createDailyJobRunner, leadDailyJobs, type DailyJob } from "#server/daily-jobs";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import { backends } from "../support/backends";
import { createUser } from "../support/factories";
import { createTestApp, silentLogger, type TestApp } from "../support/test-app";

const NOTIFY_EMAIL = "leads@firm.example";
const riyadh = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
/** Monday 30 November 2026 in Riyadh; the digest hour is 7. */
const MONDAY_0730 = riyadh("2026-11-30T07:30:00");

describe.each(backends)("daily lead digest and job runner [$name]", (backend) => {
  let ctx: TestApp;
  let owner: typeof users.$inferSelect;

  const seed = async (name: string, values: { createdAt: Date; status?: LeadStatus; followUp?: Date; ownerId?: number; anonymised?: boolean; company?: string }) => {
    const db = ctx.database.db;
    const { leadId } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactSubmissions)
        .values({ fullName: name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.sa`, service: "other", message: "Seeded for the digest.", createdAt: values.createdAt })
        .returning({ id: contactSubmissions.id });
      return recordLead(tx, {
        source: "contact",
        submission: { contactSubmissionId: row.id },
        name,
        email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.sa`,
        company: values.company ?? null,
        phone: null,
        language: "en",
        createdAt: values.createdAt,
      });
    });
    await db
      .update(leads)
      .set({ status: values.status ?? "new", nextFollowUpAt: values.followUp ?? null, ownerId: values.ownerId ?? null, anonymisedAt: values.anonymised ? values.createdAt : null })
      .where(eq(leads.id, leadId));
    return leadId;
  };
  const digests = () => ctx.database.db.select().from(outgoingMail).where(like(outgoingMail.reference, "lead-digest:%"));
  const runner = (now: () => Date, config = ctx.config, jobs?: DailyJob[]) =>
    createDailyJobRunner({ db: ctx.database.db, logger: silentLogger, hour: 7, jobs: jobs ?? leadDailyJobs({ db: ctx.database.db, config, logger: silentLogger }), now });

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { NOTIFY_EMAIL, LEAD_DIGEST_HOUR: "7" } });
    owner = await createUser(ctx.database.db, { role: "admin", fullName: "Noura Al-Harbi" });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    const db = ctx.database.db;
    await db.delete(leads);
    await db.delete(outgoingMail);
    await db.delete(jobRuns);
  });

  it("lists the leads still new after two working days and the overdue follow-ups, and nothing else", async () => {
    const listed = {
      wednesdayEvening: await seed("Wednesday Evening", { createdAt: riyadh("2026-11-25T20:00:00"), company: "Najd Holding" }),
      tenDaysOld: await seed("Ten Days Old", { createdAt: riyadh("2026-11-20T10:00:00"), ownerId: owner.id }),
      overdueContacted: await seed("Overdue Contacted", { createdAt: riyadh("2026-11-10T10:00:00"), status: "contacted", followUp: riyadh("2026-11-29T09:00:00") }),
    };
    const notListed = {
      thursdayMorning: await seed("Thursday Morning", { createdAt: riyadh("2026-11-26T10:00:00") }), // due Monday 10:00
      fridaySubmission: await seed("Friday Submission", { createdAt: riyadh("2026-11-27T15:00:00") }), // due Tuesday 00:00
      oldButContacted: await seed("Old But Contacted", { createdAt: riyadh("2026-10-01T10:00:00"), status: "contacted" }),
      wonOverdue: await seed("Won Past Follow-up", { createdAt: riyadh("2026-10-01T10:00:00"), status: "won", followUp: riyadh("2026-11-01T09:00:00") }),
      spamOverdue: await seed("Spam Past Follow-up", { createdAt: riyadh("2026-10-01T10:00:00"), status: "spam", followUp: riyadh("2026-11-01T09:00:00") }),
      futureFollowUp: await seed("Future Follow-up", { createdAt: riyadh("2026-10-01T10:00:00"), status: "qualified", followUp: riyadh("2026-12-01T09:00:00") }),
      anonymised: await seed("Anonymised Person", { createdAt: riyadh("2026-11-01T10:00:00"), anonymised: true }),
    };

    await runner(() => MONDAY_0730).tick();
    const [mail] = await digests();
    expect(mail).toMatchObject({ toAddress: NOTIFY_EMAIL, status: "pending", reference: "lead-digest:2026-11-30", subject: "Leads waiting for you · November 30, 2026" });
    const text = mail.textBody;
    expect(text).toContain("Still new after two working days (2)");
    expect(text).toContain("Follow-ups overdue (1)");
    expect(text).toContain("- Wednesday Evening · Najd Holding · Contact form");
    expect(text).toContain("received Wednesday, 25 November 2026, 8:00 PM (Riyadh time), waiting 2 working days · no owner");
    expect(text).toContain("waiting 6 working days · owner: Noura Al-Harbi");
    expect(text).toContain("follow-up was due Sunday, 29 November 2026, 9:00 AM (Riyadh time) · status: Contacted");
    for (const id of Object.values(listed)) expect(text).toContain(`http://localhost:3000/admin?tab=leads&lead=${id}\n`);
    for (const id of Object.values(notListed)) expect(text).not.toContain(`lead=${id}\n`);
    expect(text).not.toMatch(/Thursday Morning|Friday Submission|Old But Contacted|Won Past|Spam Past|Future Follow-up|Anonymised/);
    // The stale section is newest first.
    expect(text.indexOf("Wednesday Evening")).toBeLessThan(text.indexOf("Ten Days Old"));

    const runs = await ctx.database.db.select().from(jobRuns);
    expect(runs.map((r) => r.name).sort()).toEqual(["lead-digest", "lead-retention"]);
    expect(runs.every((r) => r.day === "2026-11-30" && r.finishedAt !== null)).toBe(true);
    expect(runs.find((r) => r.name === "lead-digest")?.result).toMatchObject({ sent: true, stale: 2, overdue: 1 });
  });

  it("runs nothing before the hour, then once a day however many instances check: two runners, one mail", async () => {
    await seed("Waiting Lead", { createdAt: riyadh("2026-11-20T10:00:00") });
    let now = riyadh("2026-11-30T06:59:00");
    const first = runner(() => now);
    const second = runner(() => now);
    await Promise.all([first.tick(), second.tick()]);
    expect(await digests()).toHaveLength(0);
    expect(await ctx.database.db.select().from(jobRuns)).toHaveLength(0);

    now = MONDAY_0730;
    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    expect(await digests()).toHaveLength(1);
    now = riyadh("2026-11-30T23:59:00");
    await Promise.all([first.tick(), second.tick()]);
    expect(await digests()).toHaveLength(1);

    // The next Riyadh day starts at 21:00 UTC; its run waits for 07:00 there.
    now = riyadh("2026-12-01T00:30:00");
    await first.tick();
    expect(await digests()).toHaveLength(1);
    now = riyadh("2026-12-01T07:00:00");
    await Promise.all([second.tick(), first.tick()]);
    const mails = await digests();
    expect(mails.map((m) => m.reference).sort()).toEqual(["lead-digest:2026-11-30", "lead-digest:2026-12-01"]);
    expect(await ctx.database.db.select().from(jobRuns)).toHaveLength(4);
  });

  it("sends no mail on a day with nothing to list, and records why", async () => {
    await seed("Fresh Lead", { createdAt: riyadh("2026-11-29T16:00:00") });
    await runner(() => MONDAY_0730).tick();
    expect(await digests()).toHaveLength(0);
    const [run] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.name, "lead-digest"));
    expect(run.result).toEqual({ sent: false, reason: "nothing-to-list" });
  });

  it("without NOTIFY_EMAIL skips the digest (and says so) but still runs retention", async () => {
    await seed("Waiting Lead", { createdAt: riyadh("2026-11-20T10:00:00") });
    await runner(() => MONDAY_0730, { ...ctx.config, NOTIFY_EMAIL: undefined }).tick();
    expect(await ctx.database.db.select().from(outgoingMail)).toHaveLength(0);
    const runs = await ctx.database.db.select().from(jobRuns);
    expect(runs.find((r) => r.name === "lead-digest")?.result).toEqual({ sent: false, reason: "no-recipient" });
    expect(runs.find((r) => r.name === "lead-retention")?.result).toEqual({ leads: 0, persons: 0 });
  });

  it("retention anonymises a lead quiet for LEAD_RETENTION_MONTHS, after the digest has been read", async () => {
    const old = await seed("Quiet For Years", { createdAt: riyadh("2024-01-10T10:00:00") });
    await runner(() => MONDAY_0730).tick();
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, old));
    expect(row.anonymisedAt).not.toBeNull();
    expect(row.name).not.toBe("Quiet For Years");
    // The digest ran first, so that morning's digest lists the lead; retention then replaced its name in
    // the digest too (decision 030: a digest lists many people, so only this person's mentions go).
    const [digest] = await digests();
    expect(digest.textBody).toContain(`- [erased] · Contact form`);
    expect(digest.textBody).toContain(`/admin?tab=leads&lead=${old}`);
    expect(digest.textBody).not.toContain("Quiet For Years");
  });

  it("with two instances, retention waits until the day's digest is finished on the other one, and runs after a failed one too", async () => {
    const old = await seed("Quiet For Years", { createdAt: riyadh("2024-01-10T10:00:00") });
    const ran: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let digestStarted = () => {};
    const started = new Promise<void>((resolve) => (digestStarted = resolve));
    /** The real jobs of one instance, the digest held at the gate (a slow query, a slow mail composition). */
    const instance = (label: string) =>
      leadDailyJobs({ db: ctx.database.db, config: ctx.config, logger: silentLogger }).map(
        (job): DailyJob => ({
          name: job.name,
          run: async (now) => {
            ran.push(`${label} ${job.name}`);
            if (job.name === "lead-digest") {
              digestStarted();
              await gate;
            }
            return job.run(now);
          },
        }),
      );
    const a = runner(() => MONDAY_0730, ctx.config, instance("a"));
    const b = runner(() => MONDAY_0730, ctx.config, instance("b"));
    const aTick = a.tick();
    await started;
    // b finds the digest taken and not finished: it leaves retention for later.
    await b.tick();
    expect(ran).toEqual(["a lead-digest"]);
    expect((await ctx.database.db.select().from(jobRuns)).map((r) => r.name)).toEqual(["lead-digest"]);
    release();
    await aTick;
    await b.tick();
    expect(ran).toEqual(["a lead-digest", "a lead-retention"]);
    // The digest listed the lead before retention anonymised it (and then its line).
    const [digest] = await digests();
    expect(digest.textBody).toContain(`/admin?tab=leads&lead=${old}\n`);
    expect(digest.textBody).toContain("- [erased] · Contact form");

    // Another day: the digest fails on one instance; the other still runs retention once it is recorded.
    const tuesday = riyadh("2026-12-01T07:30:00");
    const failing: DailyJob[] = [
      {
        name: "lead-digest",
        run: () => {
          throw new Error("mail server on fire");
        },
      },
      { name: "lead-retention", run: async () => (ran.push("c lead-retention"), { leads: 0, persons: 0 }) },
    ];
    await runner(() => tuesday, ctx.config, failing).tick();
    expect(ran.at(-1)).toBe("c lead-retention");
  });

  it("a failing job is logged and recorded, the next job still runs, and the runner does not throw", async () => {
    const ran: string[] = [];
    const jobs: DailyJob[] = [
      {
        name: "breaks",
        run: () => {
          throw new Error("mail server on fire");
        },
      },
      { name: "works", run: async () => (ran.push("works"), { ok: true }) },
    ];
    const errors: unknown[] = [];
    const logger = Object.assign(Object.create(silentLogger) as typeof silentLogger, { error: (...args: unknown[]) => errors.push(args), info: () => {} });
    const jobRunner = createDailyJobRunner({ db: ctx.database.db, logger, hour: 7, jobs, now: () => MONDAY_0730 });
    await expect(jobRunner.tick()).resolves.toBeUndefined();
    expect(ran).toEqual(["works"]);
    expect(errors).toHaveLength(1);
    const runs = await ctx.database.db.select().from(jobRuns);
    expect(runs.find((r) => r.name === "breaks")?.result).toEqual({ error: "mail server on fire" });
    expect(runs.find((r) => r.name === "works")?.result).toEqual({ ok: true });
    // Claimed for the day: not retried on the next check.
    await jobRunner.tick();
    expect(ran).toEqual(["works"]);
  });
});
