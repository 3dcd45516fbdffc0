import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, leadDigestLines, leadEvents, leads, outgoingMail, persons } from "#db/schema";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import { ERASED_MARKER } from "~/features/privacy/anonymise.server";
import { previewRetention } from "~/features/privacy/preview-retention.server";
import { retentionCutoff, runRetention } from "~/features/privacy/run-retention.server";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, type TestAgent, type TestApp } from "../support/test-app";

const MONTH_MS = 30 * 24 * 3_600_000;

describe("retentionCutoff", () => {
  it("goes back whole calendar months, clamping to the month's last day", () => {
    expect(retentionCutoff(new Date("2026-11-25T04:00:00Z"), 24).toISOString()).toBe("2024-11-25T04:00:00.000Z");
    expect(retentionCutoff(new Date("2026-03-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(retentionCutoff(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe("2024-12-15T00:00:00.000Z");
  });
});

describe.each(backends)("retention [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  const now = new Date("2026-11-25T04:00:00Z");
  const cutoff = new Date("2024-11-25T04:00:00Z"); // 24 months before `now`

  /** A contact lead whose last activity the test sets, with a note and the firm's notification mail. */
  const seed = async (values: { email: string; name: string; lastActivityAt: Date }) => {
    const db = ctx.database.db;
    const createdAt = new Date(values.lastActivityAt.getTime() - MONTH_MS);
    const { leadId, personId } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactSubmissions)
        .values({ fullName: values.name, email: values.email, company: "Retained Co", service: "other", message: `Call ${values.name} on +966500000001`, createdAt })
        .returning({ id: contactSubmissions.id });
      await tx.insert(outgoingMail).values({ toAddress: "firm@example.sa", subject: `New lead: ${values.name}`, textBody: `${values.name} <${values.email}>`, reference: `contact-submission:${row.id}`, status: "sent" });
      return recordLead(tx, {
        source: "contact",
        submission: { contactSubmissionId: row.id },
        name: values.name,
        email: values.email,
        company: "Retained Co",
        phone: "+966500000001",
        language: "en",
        createdAt,
        attribution: { first: { referrerHost: "www.google.com", utmSource: "google", utmCampaign: values.email, landingPage: `/ar/services?ref=${values.email}` }, latest: { referrerHost: "x.com" } },
        consent: { noticeVersion: "v1", acceptedAt: createdAt, language: "en" },
      });
    });
    await db.insert(leadEvents).values({ leadId, kind: "note", body: `Spoke with ${values.name}`, createdAt });
    await db.update(leads).set({ lastActivityAt: values.lastActivityAt }).where(eq(leads.id, leadId));
    return { leadId, personId };
  };
  const lead = async (id: number) => (await ctx.database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const person = async (id: number) => (await ctx.database.db.select().from(persons).where(eq(persons.id, id)))[0];

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin } = await signInAsAdmin(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    const db = ctx.database.db;
    await db.delete(leadEvents);
    await db.delete(leads);
    await db.delete(persons);
    await db.delete(contactSubmissions);
    await db.delete(outgoingMail);
    await db.delete(auditLog).where(eq(auditLog.action, "retention.run"));
  });

  it("anonymises the leads idle longer than the months, keeps the one at the boundary and the recent ones", async () => {
    const old = await seed({ email: "old@example.sa", name: "Old Person", lastActivityAt: new Date(cutoff.getTime() - 1) });
    const boundary = await seed({ email: "edge@example.sa", name: "Edge Person", lastActivityAt: cutoff });
    const recent = await seed({ email: "new@example.sa", name: "Recent Person", lastActivityAt: new Date(now.getTime() - MONTH_MS) });
    const [digest] = await ctx.database.db
      .insert(outgoingMail)
      .values({ toAddress: "firm@example.sa", subject: "Leads to follow up", textBody: "- Old Person · Contact form\n- Edge Person · Contact form", reference: "lead-digest:2024-11-01", status: "sent" })
      .returning({ id: outgoingMail.id });
    // Which lead each line names, as the digest stores it: retention rewrites a line by its lead, not by searching for a name.
    await ctx.database.db.insert(leadDigestLines).values([
      { mailId: digest.id, line: 0, leadId: old.leadId, erasedLine: `- ${ERASED_MARKER} · Contact form` },
      { mailId: digest.id, line: 1, leadId: boundary.leadId, erasedLine: `- ${ERASED_MARKER} · Contact form` },
    ]);

    expect(await previewRetention(ctx.database.db, { now, months: 24, limit: 20 })).toEqual({
      total: 1,
      leads: [{ id: old.leadId, source: "contact", status: "new", createdAt: expect.any(String), lastActivityAt: new Date(cutoff.getTime() - 1).toISOString(), name: "Old Person" }],
    });
    expect(await runRetention(ctx.database.db, { now, months: 24 })).toEqual({ leads: 1, persons: 1 });

    const gone = await lead(old.leadId);
    expect(gone).toMatchObject({ name: ERASED_MARKER, email: null, company: null, phone: null, status: "new", source: "contact", consentNoticeVersion: "v1" });
    // Attribution is the lead's personal data, utm_* included (a campaign link can carry an address).
    expect(gone.attribution).toEqual({});
    expect(gone.anonymisedAt?.toISOString()).toBe(now.toISOString());
    expect(await person(old.personId)).toMatchObject({ name: ERASED_MARKER, email: null, emailKey: null, company: null, phone: null });
    const [submission] = await ctx.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, gone.contactSubmissionId!));
    expect(submission).toMatchObject({ fullName: ERASED_MARKER, email: ERASED_MARKER, company: null, message: ERASED_MARKER, service: "other" });
    const [note] = await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, old.leadId));
    expect(note).toMatchObject({ kind: "note", body: null });
    const [mail] = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `contact-submission:${gone.contactSubmissionId}`));
    expect(mail).toMatchObject({ toAddress: ERASED_MARKER, subject: ERASED_MARKER, textBody: ERASED_MARKER, status: "sent" });

    const [digestAfter] = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, digest.id));
    expect(digestAfter.textBody).toBe(`- ${ERASED_MARKER} · Contact form\n- Edge Person · Contact form`);

    for (const kept of [boundary, recent]) {
      expect(await lead(kept.leadId)).toMatchObject({ anonymisedAt: null, company: "Retained Co" });
      expect((await person(kept.personId)).erasedAt).toBeNull();
    }
    const names = await ctx.database.db.execute(sql`select count(*)::int as n from contact_submissions where full_name in ('Edge Person', 'Recent Person')`);
    expect((names as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "retention.run"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: null, actorLabel: null, details: expect.objectContaining({ months: 24, leads: 1, persons: 1, contactSubmissions: 1, notes: 1 }) });
    expect(JSON.stringify(audits[0])).not.toMatch(/old@example|Old Person/i);
  });

  it("a second run at the same time changes nothing and records nothing; a later clock takes the next lead", async () => {
    await seed({ email: "old@example.sa", name: "Old Person", lastActivityAt: new Date(cutoff.getTime() - 1) });
    const boundary = await seed({ email: "edge@example.sa", name: "Edge Person", lastActivityAt: cutoff });
    expect(await runRetention(ctx.database.db, { now, months: 24 })).toEqual({ leads: 1, persons: 1 });
    expect(await runRetention(ctx.database.db, { now, months: 24 })).toEqual({ leads: 0, persons: 0 });
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "retention.run"))).toHaveLength(1);

    const later = new Date(now.getTime() + 1);
    expect((await previewRetention(ctx.database.db, { now: later, months: 24, limit: 20 })).leads.map((l) => l.id)).toEqual([boundary.leadId]);
    expect(await runRetention(ctx.database.db, { now: later, months: 24 })).toEqual({ leads: 1, persons: 1 });
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "retention.run"))).toHaveLength(2);
  });

  it("keeps a person while one of their leads is still active, and counts per status and source stay", async () => {
    const first = await seed({ email: "twice@example.sa", name: "Twice Person", lastActivityAt: new Date(cutoff.getTime() - MONTH_MS) });
    const second = await seed({ email: "twice@example.sa", name: "Twice Person", lastActivityAt: new Date(now.getTime() - 1_000) });
    expect(first.personId).toBe(second.personId);
    await ctx.database.db.update(leads).set({ status: "won" }).where(eq(leads.id, first.leadId));
    expect(await runRetention(ctx.database.db, { now, months: 24 })).toEqual({ leads: 1, persons: 0 });
    expect(await person(first.personId)).toMatchObject({ emailKey: "twice@example.sa", erasedAt: null });
    expect(await lead(second.leadId)).toMatchObject({ name: "Twice Person", anonymisedAt: null });
    const rows = await ctx.database.db.select({ status: leads.status, source: leads.source }).from(leads).where(inArray(leads.id, [first.leadId, second.leadId]));
    expect(rows.map((r) => `${r.source}/${r.status}`).sort()).toEqual(["contact/new", "contact/won"]);

    // The last active lead goes idle too: now the person is anonymised.
    const much = new Date(now.getTime() + 25 * MONTH_MS);
    expect(await runRetention(ctx.database.db, { now: much, months: 24 })).toEqual({ leads: 1, persons: 1 });
    expect((await person(first.personId)).erasedAt?.toISOString()).toBe(much.toISOString());
  });

  it("a month setting of 1 takes leads idle over one month; nothing due records no audit", async () => {
    expect(await runRetention(ctx.database.db, { now, months: 24 })).toEqual({ leads: 0, persons: 0 });
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "retention.run"))).toHaveLength(0);
    const a = await seed({ email: "month@example.sa", name: "Month Person", lastActivityAt: new Date("2026-10-24T04:00:00Z") });
    expect(await runRetention(ctx.database.db, { now, months: 1 })).toEqual({ leads: 1, persons: 1 });
    expect((await lead(a.leadId)).anonymisedAt).not.toBeNull();
  });

  describe("GET /api/admin/privacy/retention", () => {
    it("answers the months, the next run and what it would anonymise", async () => {
      const old = await seed({ email: "old@example.sa", name: "Old Person", lastActivityAt: new Date(Date.now() - 25 * 31 * 24 * 3_600_000) });
      await seed({ email: "new@example.sa", name: "Recent Person", lastActivityAt: new Date() });
      const res = await admin.get("/api/admin/privacy/retention").expect(200);
      expect(res.body).toMatchObject({ months: 24, total: 1, leads: [{ id: old.leadId, name: "Old Person", source: "contact", status: "new" }] });
      const next = new Date(res.body.nextRunAt as string);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
      // LEAD_DIGEST_HOUR 7 in Riyadh (UTC+3) is 04:00 UTC.
      expect(next.toISOString()).toMatch(/T04:00:00\.000Z$/);
    });

    it("answers 401 signed out and 403 for a member", async () => {
      expectApiError(await agent(ctx.app).get("/api/admin/privacy/retention"), 401, "UNAUTHENTICATED");
      const { agent: member } = await signInAs(ctx, "user");
      expectApiError(await member.get("/api/admin/privacy/retention"), 403, "FORBIDDEN");
    });
  });
});
