import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, leadEvents, leads, outgoingMail, persons, rateLimits, users } from "#db/schema";
import type { LeadNote } from "~/features/lead-pipeline/add-lead-note.server";
import type { LeadDetail, LeadRow, LeadsPage } from "~/features/lead-pipeline/lead-row";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import { catalogs } from "~/message-catalogs";
import { CSV_BOM } from "~/lib/csv";
import { expectApiError } from "../support/assertions";
import { hrSubmission, leadershipSubmission } from "../support/assessment-submissions";
import { backends } from "../support/backends";
import { parseCsv } from "../support/csv";
import { migrateUntil } from "../support/migrate-until";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { createUser, type UserRow } from "../support/factories";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";
import { contactSubmission as contactBody } from "../support/contact-submissions";

describe.each(backends)("lead pipeline API [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminUser: UserRow;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;
  let visitor: TestAgent;
  let visitorToken: string;

  /** A lead as a stored contact submission would make it, without going through the public form. */
  const seedLead = async (values: { name?: string; email?: string | null; company?: string | null; createdAt?: Date } = {}) => {
    const db = ctx.database.db;
    const createdAt = values.createdAt ?? new Date();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactSubmissions)
        .values({ fullName: values.name ?? "Seeded Lead", email: values.email ?? "seeded@example.sa", company: values.company ?? null, service: "other", message: "Seeded.", createdAt })
        .returning({ id: contactSubmissions.id });
      return recordLead(tx, {
        source: "contact",
        submission: { contactSubmissionId: row.id },
        name: values.name ?? "Seeded Lead",
        email: values.email === undefined ? "seeded@example.sa" : values.email,
        company: values.company ?? null,
        phone: null,
        language: "en",
        createdAt,
      });
    });
  };
  const patch = (id: number | string, body: unknown, lang?: "ar") => {
    const req = admin.patch(`/api/admin/leads/${id}`).set("X-CSRF-Token", adminToken);
    if (lang) req.set("Accept-Language", "ar");
    return req.send(body as object);
  };
  const detail = async (id: number) => (await admin.get(`/api/admin/leads/${id}`).expect(200)).body as LeadDetail;
  const list = async (query: Record<string, string | number> = {}) => (await admin.get("/api/admin/leads").query(query).expect(200)).body as LeadsPage;
  const leadOfSubmission = async (submissionId: number) => (await ctx.database.db.select().from(leads).where(eq(leads.contactSubmissionId, submissionId)))[0];

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, user: adminUser, csrfToken: adminToken } = await signInAsAdmin(ctx));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
    visitor = agent(ctx.app);
    visitorToken = await csrf(visitor);
  });

  describe("who may call it", () => {
    const calls: [string, string][] = [
      ["get", "/api/admin/leads"],
      ["get", "/api/admin/leads.csv"],
      ["get", "/api/admin/leads/1"],
      ["patch", "/api/admin/leads/1"],
      ["post", "/api/admin/leads/1/notes"],
    ];
    it.each(calls)("%s %s → 401 signed out, 403 for a user, 403 without CSRF", async (method, path) => {
      const anonymous = agent(ctx.app);
      const token = await csrf(anonymous);
      const send = (browser: TestAgent, csrfToken?: string) => {
        const req = browser[method as "get"](path) as request.Test;
        if (csrfToken) req.set("X-CSRF-Token", csrfToken);
        return method === "get" ? req : req.send({ status: "won", body: "A note" });
      };
      expectApiError(await send(anonymous, token), 401, "UNAUTHENTICATED");
      expectApiError(await send(member, memberToken), 403, "FORBIDDEN");
      if (method !== "get") expectApiError(await send(admin), 403, "CSRF_INVALID");
      expect(await ctx.database.db.select().from(leadEvents)).toHaveLength(0);
    });
  });

  describe("every public lead form creates a lead", () => {
    const post = (body: unknown) => visitor.post("/api/contact").set("X-CSRF-Token", visitorToken).send(body as object);

    it("the contact form, the inquiry dialog and the consultation dialog each make a lead of their source, with consent and attribution", async () => {
      const attribution = {
        first: { referrerHost: "www.google.com", utmSource: "google", utmMedium: "cpc", utmCampaign: "cfo-search", landingPage: "/ar/services", language: "ar" },
        latest: { referrerHost: "linkedin.com", landingPage: "/contact", language: "en" },
      };
      const contact = (await post(contactBody({ email: "forms@example.sa", attribution, privacyNoticeVersion: "2026-11-01" })).expect(201)).body.submission as { id: number };
      const inquiry = (
        await post(contactBody({ email: "forms@example.sa", company: null, privacy: undefined, service: "leadership-hiring", message: "Phone: +966 50 111 2222\n\nA COO for Riyadh." })).expect(201)
      ).body.submission as { id: number };
      const consultation = (
        await post(contactBody({ email: "forms@example.sa", privacy: undefined, service: "consultation", message: "الهاتف: 0501112222\nالتاريخ المفضل: غير محدد\n\nنحتاج استشارة", language: "ar" })).expect(201)
      ).body.submission as { id: number };

      const [a, b, c] = await Promise.all([contact, inquiry, consultation].map((s) => leadOfSubmission(s.id)));
      expect([a.source, b.source, c.source]).toEqual(["contact", "inquiry", "consultation"]);
      expect(new Set([a.personId, b.personId, c.personId]).size).toBe(1);
      expect(a).toMatchObject({ status: "new", name: "Sara Al-Qahtani", email: "forms@example.sa", company: "Najd Holding", phone: null, attribution, consentNoticeVersion: "2", consentLanguage: "en" }); // no such version: the one in force (decision 032)
      expect(a.consentAcceptedAt).toBeInstanceOf(Date);
      expect(b).toMatchObject({ phone: "+966 50 111 2222", company: null, attribution: {}, consentAcceptedAt: null });
      expect(c).toMatchObject({ phone: "0501112222", language: "ar", consentAcceptedAt: null });

      const { lead } = await detail(a.id);
      expect(lead).toMatchObject({ id: a.id, source: "contact", status: "new", name: "Sara Al-Qahtani", email: "forms@example.sa", company: "Najd Holding", phone: null, ownerId: null, nextFollowUpAt: null, attribution });
      expect(lead.createdAt).toEqual(a.createdAt.toISOString());
      expect(lead.sourceId).toBe(contact.id);
      expect((await detail(b.id)).timeline.find((item) => item.kind === "submission" && item.leadId === b.id)).toMatchObject({ source: "inquiry", sourceId: inquiry.id });
    });

    it("the HR and leadership assessments each make a lead of the same person as the enquiry, with its attribution", async () => {
      const sentAt = Date.now();
      const hr = await visitor
        .post("/api/hr-assessment")
        .set("X-CSRF-Token", visitorToken)
        .send(
          hrSubmission(
            { name: "Sara Assessed", email: " Assessed@Example.sa", company: "Najd Holding", phone: "+966 50 123 4567", attribution: { first: { utmSource: "linkedin", landingPage: "/hr-assessment" } } },
            sentAt,
          ),
        );
      expect(hr.status, hr.text).toBe(201);
      const leadership = await visitor
        .post("/api/leadership-assessment")
        .set("X-CSRF-Token", visitorToken)
        .send(leadershipSubmission({ name: "Sara Leader", email: "assessed@example.SA" }, sentAt));
      expect(leadership.status, leadership.text).toBe(201);
      const [hrLead] = await ctx.database.db.select().from(leads).where(eq(leads.hrAssessmentId, hr.body.assessment.id as number));
      const [leaderLead] = await ctx.database.db.select().from(leads).where(eq(leads.leadershipAssessmentId, leadership.body.assessment.id as number));
      expect(hrLead).toMatchObject({ source: "hr_assessment", name: "Sara Assessed", email: "Assessed@Example.sa", company: "Najd Holding", phone: "+966 50 123 4567", attribution: { first: { utmSource: "linkedin", landingPage: "/hr-assessment" } } });
      expect(leaderLead).toMatchObject({ source: "leadership_assessment", name: "Sara Leader", company: null, language: "ar", attribution: {} });
      expect(leaderLead.personId).toBe(hrLead.personId);
      const sources = (await list({ source: "leadership_assessment", search: "assessed@example.sa" })).leads.map((l) => l.id);
      expect(sources).toEqual([leaderLead.id]);
    });

    it("a resent submission (same idempotency key) is one lead", async () => {
      const key = `lead-retry-${Date.now()}-abcdef`;
      const first = (await post(contactBody({ email: "retry@example.sa", idempotencyKey: key })).expect(201)).body.submission as { id: number };
      await post(contactBody({ email: "retry@example.sa", idempotencyKey: key })).expect(201);
      expect(await ctx.database.db.select().from(leads).where(eq(leads.email, "retry@example.sa"))).toHaveLength(1);
      expect((await leadOfSubmission(first.id)).source).toBe("contact");
    });

    it("a refused submission makes no lead", async () => {
      await post(contactBody({ email: "not-an-email" })).expect(400);
      expect(await ctx.database.db.select().from(leads).where(eq(leads.email, "not-an-email"))).toHaveLength(0);
    });
  });

  describe("one person per e-mail", () => {
    it("ignores case and surrounding spaces; the person takes the newest name and keeps a known company", async () => {
      const post = (body: unknown) => visitor.post("/api/contact").set("X-CSRF-Token", visitorToken).send(body as object);
      const first = (await post(contactBody({ fullName: "Huda Z", email: "Huda.Zahrani@Example.SA", company: "Zahrani Group" })).expect(201)).body.submission as { id: number };
      const second = (await post(contactBody({ fullName: "Huda Al-Zahrani", email: "  huda.zahrani@example.sa ", company: null })).expect(201)).body.submission as { id: number };
      const [a, b] = [await leadOfSubmission(first.id), await leadOfSubmission(second.id)];
      expect(a.personId).toBe(b.personId);
      const people = await ctx.database.db.select().from(persons).where(eq(persons.emailKey, "huda.zahrani@example.sa"));
      expect(people).toHaveLength(1);
      expect(people[0]).toMatchObject({ name: "Huda Al-Zahrani", company: "Zahrani Group" });

      const body = await detail(b.id);
      expect(body.person).toMatchObject({ id: a.personId, name: "Huda Al-Zahrani", leadCount: 2 });
      expect(body.timeline.filter((item) => item.kind === "submission").map((item) => item.leadId)).toEqual([b.id, a.id]);
    });

    it("a lead without an e-mail is a person of its own", async () => {
      const one = await seedLead({ name: "No Mail", email: null });
      const two = await seedLead({ name: "No Mail", email: null });
      expect(one.personId).not.toBe(two.personId);
    });
  });

  describe("GET /api/admin/leads", () => {
    it("filters by status, source, owner, overdue and search, and pages", async () => {
      const tag = `flt${Date.now()}`;
      const made: { leadId: number; personId: number }[] = [];
      for (let i = 0; i < 5; i++) made.push(await seedLead({ name: `${tag} Lead ${i}`, email: `${tag}.${i}@example.sa`, company: i === 0 ? "Unique Najran Co" : null, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
      const other = await createUser(ctx.database.db, { role: "admin" });
      await patch(made[0].leadId, { status: "contacted", ownerId: other.id }).expect(200);
      await patch(made[1].leadId, { nextFollowUpAt: "2020-01-01T09:00:00.000Z" }).expect(200);
      await patch(made[2].leadId, { nextFollowUpAt: "2020-01-01T09:00:00.000Z", status: "won" }).expect(200);
      await patch(made[3].leadId, { nextFollowUpAt: "2999-01-01T09:00:00.000Z" }).expect(200);

      const ids = (page: LeadsPage) => page.leads.map((l) => l.id);
      expect(ids(await list({ search: tag, status: "contacted" }))).toEqual([made[0].leadId]);
      expect(ids(await list({ search: tag, owner: other.id }))).toEqual([made[0].leadId]);
      expect(ids(await list({ search: tag, owner: "none" }))).toEqual([4, 3, 2, 1].map((i) => made[i].leadId));
      expect(ids(await list({ search: tag, overdue: "true" }))).toEqual([made[1].leadId]);
      expect(ids(await list({ search: tag, overdue: "false" }))).toEqual([4, 3, 2, 0].map((i) => made[i].leadId));
      expect(ids(await list({ search: "unique najran" }))).toEqual([made[0].leadId]);
      expect(ids(await list({ search: `${tag}.3@EXAMPLE.sa` }))).toEqual([made[3].leadId]);
      expect((await list({ search: tag, source: "hr_assessment" })).total).toBe(0);
      expect((await list({ search: tag, source: "contact" })).total).toBe(5);

      const page = await list({ search: tag, page: 2, pageSize: 2 });
      expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(ids(page)).toEqual([made[2].leadId, made[1].leadId]);
      const lead = page.leads[0];
      expect(Object.keys(lead)).toEqual(expect.arrayContaining(["id", "source", "status", "name", "email", "company", "phone", "ownerId", "createdAt", "nextFollowUpAt", "attribution"]));
      expect((await list({ search: tag, page: 99 })).leads).toEqual([]);
    });

    it("refuses an unknown filter value with a translated message", async () => {
      const res = await admin.get("/api/admin/leads").query({ status: "closed" });
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.errors).toEqual({ status: catalogs.en["leadPipelineAdmin.error.status"] });
      const ar = await admin.get("/api/admin/leads").set("Accept-Language", "ar").query({ source: "fax" });
      expectApiError(ar, 400, "VALIDATION");
      expect(ar.body.errors).toEqual({ source: catalogs.ar["leadPipelineAdmin.error.source"] });
      expectApiError(await admin.get("/api/admin/leads").query({ owner: "someone" }), 400, "VALIDATION");
      expectApiError(await admin.get("/api/admin/leads").query({ overdue: "maybe" }), 400, "VALIDATION");
    });
  });

  describe("PATCH /api/admin/leads/{id}", () => {
    it("changes status, owner and follow-up; each change goes on the timeline and in the audit log with who made it", async () => {
      const { leadId } = await seedLead({ name: "Patch Me", email: "patch@example.sa" });
      const other = await createUser(ctx.database.db, { role: "admin" });
      const res = await patch(leadId, { status: "qualified", ownerId: other.id, nextFollowUpAt: "2026-12-01T06:00:00.000Z" }).expect(200);
      expect((res.body as { lead: LeadRow }).lead).toMatchObject({ id: leadId, status: "qualified", ownerId: other.id, nextFollowUpAt: "2026-12-01T06:00:00.000Z" });

      const events = await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
      expect(events.map((e) => [e.kind, e.fromValue, e.toValue, e.actorId]).sort()).toEqual(
        [
          ["follow_up", null, "2026-12-01T06:00:00.000Z", adminUser.id],
          ["owner", null, String(other.id), adminUser.id],
          ["status", "new", "qualified", adminUser.id],
        ].sort(),
      );
      const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(leadId)));
      expect(audit.map((a) => a.action).sort()).toEqual(["lead.follow_up", "lead.owner", "lead.status"]);
      expect(audit.every((a) => a.actorId === adminUser.id && a.actorLabel === adminUser.username && a.targetType === "lead" && a.address)).toBe(true);

      // The same values again change nothing and record nothing.
      await patch(leadId, { status: "qualified" }).expect(200);
      expect(await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).toHaveLength(3);

      // Clearing owner and follow-up.
      const cleared = (await patch(leadId, { ownerId: null, nextFollowUpAt: null }).expect(200)).body as { lead: LeadRow };
      expect(cleared.lead).toMatchObject({ ownerId: null, nextFollowUpAt: null });

      const { timeline } = await detail(leadId);
      expect(timeline[timeline.length - 1]).toMatchObject({ kind: "submission", leadId });
      const statusItem = timeline.find((item) => item.kind === "status");
      // Who acted, as the header and the audit log name them, with the profile's answer that words the Arabic line (decision 036).
      expect(statusItem).toMatchObject({ from: "new", to: "qualified", actor: { id: adminUser.id, name: adminUser.fullName, gender: null } });
    });

    it("refuses a non-administrator owner, an unknown status, an empty patch and a missing lead, in the reader's language", async () => {
      const { leadId } = await seedLead();
      const memberUser = await createUser(ctx.database.db, { role: "user" });
      const notAdmin = await patch(leadId, { ownerId: memberUser.id });
      expectApiError(notAdmin, 400, "VALIDATION");
      expect(notAdmin.body.errors).toEqual({ ownerId: catalogs.en["leadPipelineAdmin.error.ownerNotAdmin"] });
      const arabic = await patch(leadId, { ownerId: 999_999 }, "ar");
      expect(arabic.body.errors).toEqual({ ownerId: catalogs.ar["leadPipelineAdmin.error.ownerNotAdmin"] });
      expect(catalogs.ar["leadPipelineAdmin.error.ownerNotAdmin"]).toMatch(/[\u0600-\u06FF]/);

      const badStatus = await patch(leadId, { status: "closed" });
      expectApiError(badStatus, 400, "VALIDATION");
      expect(badStatus.body.errors).toEqual({ status: catalogs.en["leadPipelineAdmin.error.status"] });
      expectApiError(await patch(leadId, { nextFollowUpAt: "next week" }), 400, "VALIDATION");
      const empty = await patch(leadId, {});
      expectApiError(empty, 400, "VALIDATION");
      expect(empty.body.errors).toEqual({ _: catalogs.en["leadPipelineAdmin.error.nothingToUpdate"] });
      // Only the three fields change a lead: a patch of anything else changes nothing.
      const other = await patch(leadId, { name: "Renamed", email: "x@example.sa" }, "ar");
      expectApiError(other, 400, "VALIDATION");
      expect(other.body.errors).toEqual({ _: catalogs.ar["leadPipelineAdmin.error.nothingToUpdate"] });

      const missing = await patch(2_000_000_000, { status: "won" });
      expectApiError(missing, 404, "NOT_FOUND");
      expect(missing.body.message).toBe(catalogs.en["leadPipelineAdmin.error.notFound"]);
      expectApiError(await patch("abc", { status: "won" }), 404, "NOT_FOUND");
      expectApiError(await admin.get("/api/admin/leads/2000000000"), 404, "NOT_FOUND");

      const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(row).toMatchObject({ status: "new", ownerId: null });
    });
  });

  describe("POST /api/admin/leads/{id}/notes and the person's timeline", () => {
    it("adds a note, shows notes, changes and e-mails sent to the person newest first", async () => {
      const { leadId } = await seedLead({ name: "Timeline Tala", email: "Tala@Example.sa", createdAt: new Date("2026-03-01T08:00:00Z") });
      await ctx.database.db.insert(outgoingMail).values({ toAddress: "tala@example.sa", subject: "Your leadership results", textBody: "…", status: "sent", sentAt: new Date("2026-03-01T09:00:00Z"), createdAt: new Date("2026-03-01T08:59:00Z") });
      await ctx.database.db.insert(outgoingMail).values({ toAddress: "someone-else@example.sa", subject: "Not hers", textBody: "…" });

      await patch(leadId, { status: "contacted" }).expect(200);
      const res = await admin.post(`/api/admin/leads/${leadId}/notes`).set("X-CSRF-Token", adminToken).send({ body: "  Called her; wants a CHRO shortlist.  " }).expect(201);
      const note = (res.body as { note: LeadNote }).note;
      expect(note).toMatchObject({ leadId, body: "Called her; wants a CHRO shortlist.", actor: { id: adminUser.id, name: adminUser.fullName, gender: null } });
      expect(Object.keys(note.actor).sort()).toEqual(["gender", "id", "name"]);

      const { timeline, person } = await detail(leadId);
      expect(person).toMatchObject({ email: "Tala@Example.sa", name: "Timeline Tala" });
      expect(timeline.map((item) => item.kind)).toEqual(["note", "status", "email", "submission"]);
      expect(timeline[0]).toMatchObject({ kind: "note", body: "Called her; wants a CHRO shortlist." });
      expect(timeline[2]).toMatchObject({ kind: "email", subject: "Your leadership results", status: "sent", at: "2026-03-01T09:00:00.000Z" });

      const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "lead.note"));
      const entry = audit.find((a) => a.targetId === String(leadId));
      expect(entry?.details).toEqual({ noteId: note.id, length: note.body.length });
      expect(JSON.stringify(entry)).not.toContain("CHRO");

      const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(row.lastActivityAt.toISOString()).toBe(note.createdAt);
    });

    it("names each line's actor as the header and the audit log do, with their profile's answer for the Arabic verb; a deleted account is nobody", async () => {
      const db = ctx.database.db;
      const { leadId } = await seedLead({ createdAt: new Date("2026-03-01T08:00:00Z") });
      const sara = await createUser(db, { role: "admin", fullName: "Sara Al-Harbi", gender: "female" });
      const bare = await createUser(db, { role: "admin", fullName: "  ", gender: "male" });
      const gone = await createUser(db, { role: "admin", gender: "female" });
      const when = (minute: number) => new Date(`2026-03-02T08:${String(minute).padStart(2, "0")}:00Z`);
      await db.insert(leadEvents).values([
        { leadId, kind: "status", actorId: sara.id, fromValue: "new", toValue: "contacted", createdAt: when(1) },
        { leadId, kind: "note", actorId: bare.id, body: "Called.", createdAt: when(2) },
        { leadId, kind: "note", actorId: gone.id, body: "Left a message.", createdAt: when(3) },
      ]);
      await db.delete(users).where(eq(users.id, gone.id));

      const { timeline } = await detail(leadId);
      const actors = timeline.flatMap((item) => ("actor" in item ? [item.actor] : []));
      expect(actors).toEqual([null, { id: bare.id, name: bare.username, gender: "male" }, { id: sara.id, name: "Sara Al-Harbi", gender: "female" }]);
    });

    it("refuses an empty or overlong note and a missing lead", async () => {
      const { leadId } = await seedLead();
      const send = (id: number, body: unknown, lang?: "ar") => {
        const req = admin.post(`/api/admin/leads/${id}/notes`).set("X-CSRF-Token", adminToken);
        if (lang) req.set("Accept-Language", lang);
        return req.send(body as object);
      };
      const empty = await send(leadId, { body: "   " }, "ar");
      expectApiError(empty, 400, "VALIDATION");
      expect(empty.body.errors).toEqual({ body: catalogs.ar["leadPipelineAdmin.error.noteRequired"] });
      const long = await send(leadId, { body: "x".repeat(5_001) });
      expect(long.body.errors).toEqual({ body: catalogs.en["leadPipelineAdmin.error.noteTooLong"] });
      expectApiError(await send(2_000_000_000, { body: "Hello" }), 404, "NOT_FOUND");
      expect(await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).toHaveLength(0);
    });
  });

  // Two connections: one holds the lead's row lock and changes it, the other's change waits for the lock (issue 21 item 12).
  describe.skipIf(backend.name !== "postgres")("changes that wait for a lead's lock", () => {
    it("are timed after the lock: the timeline is in commit order and last_activity_at never goes backwards", async () => {
      const pool = (ctx.database.db as unknown as { $client: import("pg").Pool }).$client;
      const changes = [
        (id: number) => patch(id, { status: "contacted" }),
        (id: number) => admin.post(`/api/admin/leads/${id}/notes`).set("X-CSRF-Token", adminToken).send({ body: "After the lock." }),
      ];
      for (const change of changes) {
        const { leadId } = await seedLead();
        const holder = await pool.connect();
        try {
          await holder.query("begin");
          await holder.query("select id from leads where id = $1 for update", [leadId]);
          const waiting = change(leadId).then((res) => res);
          await expect.poll(async () => (await pool.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()")).rows[0].n).toBe(1);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await holder.query("update leads set last_activity_at = clock_timestamp() where id = $1", [leadId]);
          await holder.query("insert into lead_events (lead_id, kind, actor_id, body, created_at) values ($1, 'note', $2, 'Held the lock.', clock_timestamp())", [leadId, adminUser.id]);
          await holder.query("commit");
          expect((await waiting).status).toBeLessThan(300);
        } finally {
          holder.release();
        }
        const events = await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(leadEvents.id);
        expect(events.map((e) => e.body ?? e.kind)).toEqual(["Held the lock.", events[1].kind === "note" ? "After the lock." : "status"]);
        expect(events[1].createdAt.getTime()).toBeGreaterThanOrEqual(events[0].createdAt.getTime());
        const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, leadId));
        expect(row.lastActivityAt.getTime()).toBe(events[1].createdAt.getTime());
      }
    });
  });

  describe("GET /api/admin/leads.csv", () => {
    it("exports the filtered leads with translated headings and neutralised formulas, and audits the export", async () => {
      const tag = `csv${Date.now()}`;
      await seedLead({ name: `=HYPERLINK("http://evil.example") ${tag}`, email: `${tag}@example.sa`, company: "+SUM(1,2)" });
      const won = await seedLead({ name: `عبدالله ${tag}`, email: `${tag}.ar@example.sa` });
      await patch(won.leadId, { status: "won", ownerId: adminUser.id }).expect(200);
      const res = await admin.get("/api/admin/leads.csv").query({ search: tag, lang: "ar" }).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = (res.body as Buffer).toString("utf8");
      expect(text.startsWith(CSV_BOM)).toBe(true);
      const rows = parseCsv(text.slice(1));
      expect(rows[0][0]).toBe(catalogs.ar["leadPipelineAdmin.csv.id"]);
      expect(rows).toHaveLength(3);
      const arabic = rows.find((r) => r[5] === `${tag}.ar@example.sa`)!;
      expect(arabic.slice(2, 5)).toEqual([catalogs.ar["leadPipelineAdmin.source.contact"], catalogs.ar["leadPipelineAdmin.status.won"], `عبدالله ${tag}`]);
      // The owner as the dashboard names the account: its full name.
      expect(arabic[8]).toBe(adminUser.fullName);
      const formula = rows.find((r) => r[5] === `${tag}@example.sa`)!;
      expect(formula[4]).toBe(`'=HYPERLINK("http://evil.example") ${tag}`);
      expect(formula[6]).toBe("'+SUM(1,2)");

      const onlyWon = parseCsv((await admin.get("/api/admin/leads.csv").query({ search: tag, status: "won" }).expect(200)).text.slice(1));
      expect(onlyWon).toHaveLength(2);
      expect(onlyWon[0][0]).toBe(catalogs.en["leadPipelineAdmin.csv.id"]);

      const exports = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "lead.export"));
      expect(exports.length).toBeGreaterThanOrEqual(2);
      const last = exports.sort((a, b) => b.id - a.id)[0];
      expect(last).toMatchObject({ actorId: adminUser.id, details: { rows: 1, filters: { searched: true, status: "won" } } });
      expect(JSON.stringify(exports)).not.toContain(tag);
    });
  });
});

describe.each(backends)("migration 0006 moves stored submissions into persons and leads [$name]", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    await migrateUntil(testDatabase.database, "0005_service-ids-and-arabic-author-names");
    // Rows as the site stored them before leads existed.
    await testDatabase.database.db.execute(sql`
      insert into contact_submissions (full_name, email, company, service, message, privacy_accepted, language, created_at) values
        ('Sara Contact', '  Sara@Example.SA ', 'Najd Holding', 'executive-search', 'We need a CFO.', true, 'en', '2026-01-01T08:00:00Z'),
        ('Sara Inquiry', 'sara@example.sa', null, 'leadership-hiring', ${"Phone: +966 50 111 2222\n\nA COO."}, false, 'en', '2026-01-02T08:00:00Z'),
        ('نورة', 'noura@example.sa', null, 'consultation', ${"الهاتف: 0501112222\nالتاريخ المفضل: غير محدد\n\nنحتاج"}, false, 'ar', '2026-01-03T08:00:00Z')`);
    await testDatabase.database.db.execute(sql`
      insert into hr_assessments (company, name, email, user_role, scores, overall_score, answers, language, created_at) values
        ('Sara Group', 'Sara HR', 'SARA@example.sa', 'hr', '{}', 55.5, '{}', 'en', '2026-01-04T08:00:00Z')`);
    await testDatabase.database.db.execute(sql`
      insert into leadership_assessments (name, email, company, phone, answers, total_score, category, language, created_at) values
        ('Anonymous One', null, null, null, '{}', 40, 'High Risk', 'en', '2026-01-05T08:00:00Z'),
        ('Anonymous Two', '  ', 'Blank Co', '0555', '{}', 60, 'Moderate Gaps', 'ar', '2026-01-06T08:00:00Z'),
        ('Noura Leader', 'NOURA@example.sa', 'Noura Co', '0509998888', '{}', 80, 'Future-Ready', 'ar', '2026-01-07T08:00:00Z')`);
    await testDatabase.database.migrate();
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("makes one lead per stored submission, of the right source, and one person per e-mail", async () => {
    const db = testDatabase.database.db;
    const rows = await db.select().from(leads).orderBy(leads.createdAt);
    expect(rows.map((r) => [r.name, r.source])).toEqual([
      ["Sara Contact", "contact"],
      ["Sara Inquiry", "inquiry"],
      ["نورة", "consultation"],
      ["Sara HR", "hr_assessment"],
      ["Anonymous One", "leadership_assessment"],
      ["Anonymous Two", "leadership_assessment"],
      ["Noura Leader", "leadership_assessment"],
    ]);
    expect(rows.every((r) => r.status === "new" && r.ownerId === null && r.lastActivityAt.getTime() === r.createdAt.getTime())).toBe(true);
    const sara = rows.filter((r) => r.name.startsWith("Sara"));
    expect(new Set(sara.map((r) => r.personId)).size).toBe(1);
    expect(rows[2].personId).toBe(rows[6].personId);
    expect(rows[4].personId).not.toBe(rows[5].personId);
    expect(rows[0]).toMatchObject({ email: "Sara@Example.SA", company: "Najd Holding", consentLanguage: "en", consentNoticeVersion: null });
    expect(rows[0].consentAcceptedAt?.toISOString()).toBe("2026-01-01T08:00:00.000Z");
    expect(rows[1]).toMatchObject({ phone: "+966 50 111 2222", consentAcceptedAt: null });
    expect(rows[2]).toMatchObject({ phone: "0501112222", language: "ar" });
    expect(rows[5]).toMatchObject({ email: null, company: "Blank Co", phone: "0555", language: "ar" });

    const people = await db.select().from(persons).orderBy(persons.id);
    expect(people).toHaveLength(4);
    const saraPerson = people.find((p) => p.emailKey === "sara@example.sa")!;
    // The newest submission names the person.
    expect(saraPerson).toMatchObject({ name: "Sara HR", company: "Sara Group" });
    expect(saraPerson.createdAt.toISOString()).toBe("2026-01-01T08:00:00.000Z");
    expect(saraPerson.updatedAt.toISOString()).toBe("2026-01-04T08:00:00.000Z");
    expect(people.filter((p) => p.emailKey === null).map((p) => p.name).sort()).toEqual(["Anonymous One", "Anonymous Two"]);
  });

  it("new persons after the migration get fresh ids (the sequence moved on)", async () => {
    const db = testDatabase.database.db;
    const lead = await db.transaction(async (tx) => {
      const [row] = await tx.insert(contactSubmissions).values({ fullName: "After", email: "after@example.sa", service: "other", message: "Hi" }).returning({ id: contactSubmissions.id });
      return recordLead(tx, { source: "contact", submission: { contactSubmissionId: row.id }, name: "After", email: "after@example.sa", company: null, phone: null, language: "en", createdAt: new Date() });
    });
    expect(lead.personId).toBeGreaterThan(4);
  });
});
