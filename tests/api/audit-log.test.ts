import { eq, gt, max } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactSubmissions, hrAssessments, leadershipAssessments, rateLimits, siteContent, users } from "#db/schema";
import type { AuditLogPage } from "~/features/audit-log/audit-log-row";
import { recordAudit } from "~/features/audit-log/record-audit.server";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { hashPassword } from "~/features/auth/password.server";
import { scoreAssessment } from "~/features/hr-assessment/scoring";
import { catalogs } from "~/message-catalogs";
import { CSV_BOM } from "~/lib/csv";
import { expectApiError } from "../support/assertions";
import { hrAnswers } from "../support/assessment-submissions";
import { backends } from "../support/backends";
import { parseCsv } from "../support/csv";
import { createUser, type UserRow } from "../support/factories";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const PASSWORD = "correct horse battery";
const leadershipAnswers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), 4]));

let slugCounter = 0;
/** A complete, valid post body with a unique slug (as admin-blog.test.ts sends). */
function postBody(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  const slug = `audited-post-${Date.now().toString(36)}-${slugCounter}`;
  return {
    slug,
    imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: `Audited post ${slugCounter}`,
    categoryEn: "Executive Search",
    summaryEn: "What boards should settle before a search starts.",
    contentEn: "## The mandate\n\nAgree on what the role must deliver.",
    titleAr: `مقال مسجَّل ${slugCounter}`,
    categoryAr: "البحث التنفيذي",
    summaryAr: "ما ينبغي أن تحسمه مجالس الإدارة قبل بدء البحث.",
    contentAr: "## مهمة المنصب\n\nاتفقوا على ما يجب أن يحققه المنصب.",
    ...overrides,
  };
}

describe.each(backends)("audit log [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminUser: UserRow;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;

  const entries = async (query: Record<string, string | number> = {}) => (await admin.get("/api/admin/audit-log").query(query).expect(200)).body as AuditLogPage;
  const download = async (query: Record<string, string | number>) => {
    const res = await admin.get("/api/admin/audit-log.csv").query(query).expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.startsWith(CSV_BOM)).toBe(true);
    return parseCsv(res.text.slice(1));
  };
  const login = async (body: Record<string, unknown>) => {
    const browser = agent(ctx.app);
    const token = await csrf(browser);
    return browser.post("/api/login").set("X-CSRF-Token", token).send({ recaptchaToken: MATH_CHECK_MARKER, ...body });
  };

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
  });

  describe("GET /api/admin/audit-log", () => {
    it("401 signed out, 403 for a user", async () => {
      expectApiError(await request(ctx.app).get("/api/admin/audit-log"), 401, "UNAUTHENTICATED");
      expectApiError(await member.get("/api/admin/audit-log"), 403, "FORBIDDEN");
    });

    it("lists entries newest first, filtered by action (exact or family), actor and time, and paged", async () => {
      const db = ctx.database.db;
      const other = await createUser(db, { role: "admin" });
      const actor = { id: adminUser.id, username: adminUser.username };
      await recordAudit(db, { actor, action: "lead.status", target: { type: "lead", id: 1 }, address: "10.0.0.1", details: { from: "new", to: "won" }, now: new Date("2026-05-01T10:00:00Z") });
      await recordAudit(db, { actor, action: "lead.note", target: { type: "lead", id: 1 }, details: { noteId: 1, length: 12 }, now: new Date("2026-05-02T10:00:00Z") });
      await recordAudit(db, { actor: { id: other.id, username: other.username }, action: "lead.export", details: { rows: 0, filters: { searched: false } }, now: new Date("2026-05-03T22:30:00Z") });
      await recordAudit(db, { actor: null, action: "auth.sign_in_failed", details: { username: "ghost", reason: "invalid_credentials" }, now: new Date("2026-05-04T10:00:00Z") });

      const may = { from: "2026-05-01", to: "2026-05-04" };
      const all = await entries(may);
      expect(all.entries.map((e) => e.action)).toEqual(["auth.sign_in_failed", "lead.export", "lead.note", "lead.status"]);
      expect(all.entries[3]).toMatchObject({ actorId: adminUser.id, actorLabel: adminUser.username, targetType: "lead", targetId: "1", address: "10.0.0.1", details: { from: "new", to: "won" }, createdAt: "2026-05-01T10:00:00.000Z" });

      expect((await entries({ ...may, action: "lead.note" })).entries.map((e) => e.action)).toEqual(["lead.note"]);
      expect((await entries({ ...may, action: "lead." })).total).toBe(3);
      expect((await entries({ ...may, actor: other.id })).entries.map((e) => e.action)).toEqual(["lead.export"]);
      // Days are Riyadh days: 22:30 UTC on 3 May is already 4 May there.
      expect((await entries({ from: "2026-05-04", to: "2026-05-04" })).entries.map((e) => e.action)).toEqual(["auth.sign_in_failed", "lead.export"]);
      expect((await entries({ from: "2026-05-02T00:00:00Z", to: "2026-05-03T00:00:00Z" })).entries.map((e) => e.action)).toEqual(["lead.note"]);

      const page = await entries({ ...may, page: 2, pageSize: 3 });
      expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(page.entries.map((e) => e.action)).toEqual(["lead.status"]);
    });

    it("refuses malformed filters with translated messages", async () => {
      const res = await admin.get("/api/admin/audit-log").query({ from: "yesterday" });
      expectApiError(res, 400, "VALIDATION");
      expect(res.body.errors).toEqual({ from: catalogs.en["auditLogAdmin.error.date"] });
      const ar = await admin.get("/api/admin/audit-log").set("Accept-Language", "ar").query({ actor: "admin" });
      expect(ar.body.errors).toEqual({ actor: catalogs.ar["auditLogAdmin.error.actor"] });
      expectApiError(await admin.get("/api/admin/audit-log").query({ action: "DROP TABLE" }), 400, "VALIDATION");
    });
  });

  describe("who acted, and views apart from downloads (issue 23)", () => {
    it("names the actor as the header does — the full name, else the username — with the gender of their own profile; a deleted account keeps its username", async () => {
      const db = ctx.database.db;
      const sara = await createUser(db, { role: "admin", username: `sara_${Date.now().toString(36)}`, fullName: "Sara Al-Harbi", gender: "female" });
      const bare = await createUser(db, { role: "admin", fullName: "  " });
      const gone = await createUser(db, { role: "admin", gender: "male" });
      const when = new Date("2024-07-01T10:00:00Z");
      for (const who of [sara, bare, gone]) {
        await recordAudit(db, { actor: { id: who.id, username: who.username }, action: "testimonial.publish", target: { type: "testimonial", id: who.id }, now: when });
      }
      await db.delete(users).where(eq(users.id, gone.id));
      const listed = (await entries({ from: "2024-07-01", to: "2024-07-01", pageSize: 100 })).entries;
      const of = (id: number) => listed.find((e) => e.targetId === String(id));
      expect(of(sara.id)).toMatchObject({ actorId: sara.id, actorName: "Sara Al-Harbi", actorGender: "female", actorLabel: sara.username });
      expect(of(bare.id)).toMatchObject({ actorName: bare.username, actorGender: null });
      expect(of(gone.id)).toMatchObject({ actorId: null, actorName: gone.username, actorGender: null });

      const ar = await download({ from: "2024-07-01", to: "2024-07-01", lang: "ar" });
      const line = (id: number) => ar.find((r) => r[2].includes(`رقم ${id}`))!;
      expect(line(sara.id).slice(1, 3)).toEqual(["Sara Al-Harbi", `Sara Al-Harbi نشرت شهادة العميل رقم ${sara.id}`]);
      expect(line(bare.id).slice(1, 3)).toEqual([bare.username, `نشر شهادة العميل رقم ${bare.id} من قِبل ${bare.username}`]);
    });

    it("a privacy look-up is a view and its download an export; an old look-up stored as an export (download: false) is filtered and read as a view", async () => {
      const db = ctx.database.db;
      const counts = { persons: 1, leads: 1, contactSubmissions: 0, hrAssessments: 0, leadershipAssessments: 0, leadEvents: 0, outgoingMail: 0, rateLimits: 0, signInAttempts: 0, accounts: 0 };
      const when = new Date("2024-08-01T10:00:00Z");
      const actor = { id: adminUser.id, username: adminUser.username };
      await recordAudit(db, { actor, action: "privacy.view", target: { type: "person", id: 901 }, details: counts, now: when });
      await recordAudit(db, { actor, action: "privacy.export", target: { type: "person", id: 902 }, details: counts, now: when });
      // As the look-up was stored before: an export with download: false, beside a download of then.
      await db.insert(auditLog).values([
        { actorId: adminUser.id, actorLabel: adminUser.username, action: "privacy.export", targetType: "person", targetId: "903", details: { ...counts, download: false }, createdAt: when },
        { actorId: adminUser.id, actorLabel: adminUser.username, action: "privacy.export", targetType: "person", targetId: "904", details: { ...counts, download: true }, createdAt: when },
      ]);
      const day = { from: "2024-08-01", to: "2024-08-01" };
      const targets = async (action: string) => (await entries({ ...day, action })).entries.map((e) => e.targetId).sort();
      expect(await targets("privacy.view")).toEqual(["901", "903"]);
      expect(await targets("privacy.export")).toEqual(["902", "904"]);
      expect(await targets("privacy.")).toEqual(["901", "902", "903", "904"]);
      const listed = (await entries({ ...day, action: "privacy." })).entries;
      expect(listed.find((e) => e.targetId === "903")?.action).toBe("privacy.view");

      const en = await download({ ...day, action: "privacy.view", lang: "en" });
      expect(en.slice(1).map((r) => [r[2], r[4]]).sort()).toEqual([
        [`${adminUser.fullName} looked up what is held about person #901 (2 records)`, "privacy.view"],
        [`${adminUser.fullName} looked up what is held about person #903 (2 records)`, "privacy.view"],
      ]);
    });
  });

  describe("GET /api/admin/audit-log.csv", () => {

    it("401 signed out, 403 for a user, 400 for a malformed filter", async () => {
      expectApiError(await request(ctx.app).get("/api/admin/audit-log.csv"), 401, "UNAUTHENTICATED");
      expectApiError(await member.get("/api/admin/audit-log.csv"), 403, "FORBIDDEN");
      expectApiError(await admin.get("/api/admin/audit-log.csv").query({ from: "soon" }), 400, "VALIDATION");
    });

    it("exports the filtered entries with headings, action names and details in the admin's language, times in Riyadh, and audits the export", async () => {
      const db = ctx.database.db;
      const actor = { id: adminUser.id, username: adminUser.username };
      // A day of its own, so other tests' entries stay out of the filter.
      await recordAudit(db, { actor, action: "lead.status", target: { type: "lead", id: 41 }, address: "10.0.0.9", details: { from: "new", to: "contacted" }, now: new Date("2025-02-10T21:30:00Z") });
      await recordAudit(db, { actor, action: "site_content.update", target: { type: "site_content", id: "footer.about" }, details: { language: "ar", reset: false, length: 18 }, now: new Date("2025-02-10T08:00:00Z") });
      await recordAudit(db, { actor: null, action: "auth.sign_in_failed", details: { username: "ghost", reason: "invalid_credentials" }, now: new Date("2025-02-10T09:00:00Z") });
      const day = { from: "2025-02-10", to: "2025-02-11" };

      const en = await download({ ...day, lang: "en" });
      expect(en[0]).toEqual(["time", "actor", "entry", "action", "actionCode", "address"].map((c) => catalogs.en[`auditLogAdmin.csv.${c}`]));
      expect(en.slice(1).map((r) => r[4])).toEqual(["lead.status", "auth.sign_in_failed", "site_content.update"]);
      // 21:30 UTC on 10 February is 00:30 on the 11th in Riyadh. The administrator is named as the header names them (full name, else username).
      const name = adminUser.fullName!;
      expect(en[1]).toEqual(["2025-02-11 00:30", name, `${name} moved lead #41 from “New” to “Contacted”`, catalogs.en["auditLogAdmin.action.lead.status"], "lead.status", "10.0.0.9"]);
      expect(en[2].slice(1, 4)).toEqual(["", "A sign-in as “ghost” was refused: wrong name or password", catalogs.en["auditLogAdmin.action.auth.sign_in_failed"]]);
      expect(en[3][2]).toBe(`${name} edited the text “footer.about” in Arabic (now 18 characters)`);

      const ar = await download({ ...day, action: "lead.", lang: "ar" });
      expect(ar[0][0]).toBe(catalogs.ar["auditLogAdmin.csv.time"]);
      expect(ar).toHaveLength(2);
      // No form of address in the profile: the neutral wording, grammatical for anyone.
      expect(ar[1].slice(1, 6)).toEqual([name, `نقل العميل المحتمل رقم 41 من «جديد» إلى «تم التواصل» من قِبل ${name}`, catalogs.ar["auditLogAdmin.action.lead.status"], "lead.status", "10.0.0.9"]);
      expect(await download({ ...day, actor: adminUser.id, action: "site_content.update" })).toHaveLength(2);

      const exports = (await entries({ action: "audit.export", pageSize: 100 })).entries;
      expect(exports[0]).toMatchObject({ actorId: adminUser.id, actorLabel: adminUser.username, targetType: "audit_log", details: { rows: 1, filters: { action: "site_content.update", actor: adminUser.id, from: "2025-02-10", to: "2025-02-11" } } });
      expect(exports[0].address).toMatch(/127\.0\.0\.1|::1/);
      expect(exports[1].details).toMatchObject({ rows: 1, filters: { action: "lead." } });
      // A file never lists its own download: the export's entry is written after the rows are read.
      expect(en.some((r) => r[3] === "audit.export")).toBe(false);
    });

    it("uses the dashboard's wording of a heading or action name (the server translator)", async () => {
      const db = ctx.database.db;
      await db.insert(siteContent).values({ key: "auditLogAdmin.csv.actor", section: "home", sectionEn: "Home", sectionAr: "الرئيسية", labelEn: "Actor heading", labelAr: "عنوان", contentEn: "Done by", contentAr: "نفّذه" });
      try {
        const rows = await download({ from: "2025-02-10", to: "2025-02-11", lang: "ar" });
        expect(rows[0][1]).toBe("نفّذه");
        expect((await download({ from: "2025-02-10", to: "2025-02-11", lang: "en" }))[0][1]).toBe("Done by");
      } finally {
        await db.delete(siteContent).where(eq(siteContent.key, "auditLogAdmin.csv.actor"));
      }
    });
  });

  describe("CSV exports of the submission tables", () => {
    const exports = [
      { path: "/api/admin/contacts.csv", action: "contact.export", targetType: "contact_submissions" },
      { path: "/api/admin/hr-assessments.csv", action: "hr_assessment.export", targetType: "hr_assessments" },
      { path: "/api/admin/leadership-assessments.csv", action: "leadership_assessment.export", targetType: "leadership_assessments" },
    ] as const;
    /** Two rows the search finds (by a marker in the e-mail) and one it does not, in each table. */
    const seed = async (marker: string) => {
      const db = ctx.database.db;
      const emails = [`${marker}-a@example.sa`, `${marker}-b@example.sa`, "someone.else@example.sa"];
      await db.insert(contactSubmissions).values(emails.map((email, i) => ({ fullName: `Visitor ${i}`, email, service: "executive-search", message: "We would like to talk." })));
      const { scores, overallScore } = scoreAssessment("hr", hrAnswers);
      await db.insert(hrAssessments).values(emails.map((email, i) => ({ company: `Company ${i}`, name: `Visitor ${i}`, email, userRole: "hr" as const, scores, overallScore })));
      await db.insert(leadershipAssessments).values(emails.map((email, i) => ({ name: `Taker ${i}`, email, answers: leadershipAnswers, totalScore: 42, category: "Future-Ready" as const })));
    };
    const lastId = async () => (await ctx.database.db.select({ id: max(auditLog.id) }).from(auditLog))[0].id ?? 0;

    it.each(exports)("GET $path records one $action entry per download: the admin, the address, the row count and whether there was a search, never the search", async ({ path, action, targetType }) => {
      const marker = `audit-export-${Date.now().toString(36)}-${action.split(".")[0]}`;
      await seed(marker);
      const since = await lastId();

      const searched = await admin.get(path).query({ search: marker, lang: "ar" }).expect(200);
      expect(searched.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(parseCsv(searched.text.replace(/^\uFEFF/, ""))).toHaveLength(3);
      const after = await ctx.database.db.select().from(auditLog).where(gt(auditLog.id, since));
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ action, actorId: adminUser.id, actorLabel: adminUser.username, targetType, targetId: "csv", details: { rows: 2, filters: { searched: true } } });
      expect(after[0].address).toMatch(/127\.0\.0\.1|::1/);
      expect(JSON.stringify(after[0])).not.toContain(marker);

      const whole = parseCsv((await admin.get(path).expect(200)).text.replace(/^\uFEFF/, ""));
      const next = await ctx.database.db.select().from(auditLog).where(gt(auditLog.id, after[0].id));
      expect(next).toHaveLength(1);
      expect(next[0]).toMatchObject({ action, actorId: adminUser.id, details: { rows: whole.length - 1, filters: { searched: false } } });

      // The Audit tab's filter finds it by its action and by its family.
      expect((await entries({ action, pageSize: 100 })).entries.map((e) => e.id)).toEqual(expect.arrayContaining([after[0].id, next[0].id]));
      expect((await entries({ action: `${action.split(".")[0]}.`, pageSize: 100 })).entries.every((e) => e.action === action)).toBe(true);
    });

    it("records nothing for a member (403) or when signed out (401)", async () => {
      const since = await lastId();
      for (const { path } of exports) {
        expectApiError(await member.get(path), 403, "FORBIDDEN");
        expectApiError(await request(ctx.app).get(path), 401, "UNAUTHENTICATED");
      }
      expect(await ctx.database.db.select().from(auditLog).where(gt(auditLog.id, since))).toEqual([]);
    });
  });

  describe("append-only", () => {
    it.each([
      ["patch", "/api/admin/audit-log"],
      ["delete", "/api/admin/audit-log"],
      ["post", "/api/admin/audit-log"],
      ["put", "/api/admin/audit-log/1"],
      ["patch", "/api/admin/audit-log/1"],
      ["delete", "/api/admin/audit-log/1"],
    ])("%s %s has no route (404) and changes nothing", async (method, path) => {
      await recordAudit(ctx.database.db, { actor: { id: adminUser.id, username: adminUser.username }, action: "lead.status", target: { type: "lead", id: 7 }, details: { from: "new", to: "won" } });
      const before = await ctx.database.db.select().from(auditLog);
      const req = admin[method as "patch"](path).set("X-CSRF-Token", adminToken);
      expectApiError(await req.send({ action: "tampered" }), 404, "NOT_FOUND");
      expectApiError(await member[method as "patch"](path).set("X-CSRF-Token", memberToken).send({}), 404, "NOT_FOUND");
      expect(await ctx.database.db.select().from(auditLog)).toEqual(before);
    });
  });

  describe("account changes", () => {
    it("records creating, editing, promoting, resetting and deleting an account, with the acting administrator and no e-mail", async () => {
      const created = await admin
        .post("/api/admin/users")
        .set("X-CSRF-Token", adminToken)
        .send({ username: "audit.target", password: "a long enough password", fullName: "Audit Target", email: "audit.target@example.sa", role: "user" })
        .expect(201);
      const id = created.body.id as number;
      await admin.put(`/api/admin/users/${id}`).set("X-CSRF-Token", adminToken).send({ username: "audit.renamed", fullName: "Audit Target", email: "audit.target@example.sa" }).expect(200);
      await admin.put(`/api/admin/users/${id}/role`).set("X-CSRF-Token", adminToken).send({ role: "admin" }).expect(200);
      await admin.post(`/api/admin/users/${id}/password-reset`).set("X-CSRF-Token", adminToken).send({}).expect(200);
      await admin.put(`/api/admin/users/${id}/role`).set("X-CSRF-Token", adminToken).send({ role: "user" }).expect(200);
      await admin.delete(`/api/admin/users/${id}`).set("X-CSRF-Token", adminToken).expect(200);

      const page = await entries({ action: "user.", pageSize: 100 });
      const mine = page.entries.filter((e) => e.targetId === String(id)).reverse();
      expect(mine.map((e) => e.action)).toEqual(["user.create", "user.update", "user.role", "user.password_reset", "user.role", "user.delete"]);
      for (const entry of mine) {
        expect(entry).toMatchObject({ actorId: adminUser.id, actorLabel: adminUser.username, targetType: "user" });
        expect(entry.address).toMatch(/127\.0\.0\.1|::1/);
      }
      expect(mine[0].details).toEqual({ username: "audit.target", role: "user" });
      expect(mine[1].details).toEqual({ username: { from: "audit.target", to: "audit.renamed" } });
      expect(mine[2].details).toEqual({ from: "user", to: "admin" });
      expect(mine[5].details).toEqual({ username: "audit.renamed" });
      expect(JSON.stringify(mine)).not.toContain("audit.target@example.sa");
    });

    it("records nothing for a refused change", async () => {
      const before = (await entries({ action: "user.", pageSize: 100 })).total;
      expectApiError(await admin.delete(`/api/admin/users/${adminUser.id}`).set("X-CSRF-Token", adminToken), 403, "FORBIDDEN");
      expectApiError(await admin.put("/api/admin/users/999999/role").set("X-CSRF-Token", adminToken).send({ role: "admin" }), 404, "NOT_FOUND");
      expect((await entries({ action: "user.", pageSize: 100 })).total).toBe(before);
    });
  });

  describe("posts", () => {
    const ofPost = async (id: number) => (await entries({ action: "post.", pageSize: 100 })).entries.filter((e) => e.targetId === String(id)).reverse();
    const send = (method: "post" | "put" | "delete", path: string, body?: object) => admin[method](path).set("X-CSRF-Token", adminToken).send(body);

    it("records publishing (created published, draft → published, an approved article), editing while published, unpublishing, rejecting an article and deleting, each with the actor and address", async () => {
      const published = (await send("post", "/api/admin/blog", postBody({ status: "published" })).expect(201)).body.post as { id: number; slug: string };
      const draftBody = postBody({ status: "draft" });
      const draft = (await send("post", "/api/admin/blog", draftBody).expect(201)).body.post as { id: number; slug: string };
      expect(await ofPost(draft.id)).toEqual([]);
      await send("put", `/api/admin/blog/${draft.id}`, { ...draftBody, titleEn: "Edited while a draft" }).expect(200);
      expect(await ofPost(draft.id)).toEqual([]);
      await send("put", `/api/admin/blog/${draft.id}`, { ...draftBody, status: "published" }).expect(200);
      await send("put", `/api/admin/blog/${draft.id}`, { ...draftBody, status: "published", titleEn: "Edited while published" }).expect(200);
      await send("put", `/api/admin/blog/${draft.id}`, { ...draftBody, status: "draft" }).expect(200);
      await send("delete", `/api/admin/blog/${draft.id}`).expect(204);
      const pending = (await send("post", "/api/admin/blog", postBody({ status: "pending" })).expect(201)).body.post as { id: number; slug: string };
      await send("post", `/api/admin/pending-posts/${pending.id}/approve`).expect(200);
      const rejected = (await send("post", "/api/admin/blog", postBody({ status: "pending" })).expect(201)).body.post as { id: number; slug: string };
      await send("post", `/api/admin/pending-posts/${rejected.id}/reject`).expect(200);

      const first = await ofPost(published.id);
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ action: "post.publish", actorId: adminUser.id, actorLabel: adminUser.username, targetType: "post", details: { slug: published.slug, from: null, to: "published" } });
      expect(first[0].address).toMatch(/127\.0\.0\.1|::1/);

      const second = await ofPost(draft.id);
      expect(second.map((e) => [e.action, e.details])).toEqual([
        ["post.publish", { slug: draft.slug, from: "draft", to: "published" }],
        ["post.update", { slug: draft.slug, fields: ["titleEn"] }],
        ["post.unpublish", { slug: draft.slug, from: "published", to: "draft" }],
        ["post.delete", { slug: draft.slug, status: "draft" }],
      ]);
      expect((await ofPost(pending.id)).map((e) => [e.action, e.details])).toEqual([["post.publish", { slug: pending.slug, from: "pending", to: "published" }]]);
      // A rejection changes what the article's author is told (issue 23): audited since, with the slug.
      expect((await ofPost(rejected.id)).map((e) => [e.action, e.details, e.actorId])).toEqual([["post.reject", { slug: rejected.slug, commented: false }, adminUser.id]]);
      expectApiError(await send("post", `/api/admin/pending-posts/${rejected.id}/reject`), 409, "CONFLICT");
      expect(await ofPost(rejected.id)).toHaveLength(1);
    });

    it("records nothing for a refused change", async () => {
      const before = (await entries({ action: "post.", pageSize: 1 })).total;
      const taken = (await send("post", "/api/admin/blog", postBody({ status: "draft" })).expect(201)).body.post as { id: number; slug: string };
      expectApiError(await send("post", "/api/admin/blog", postBody({ slug: taken.slug, status: "published" })), 409, "CONFLICT");
      expectApiError(await send("post", "/api/admin/blog", postBody({ titleEn: "", status: "published" })), 400, "VALIDATION");
      expectApiError(await send("put", "/api/admin/blog/999999", postBody({ status: "published" })), 404, "NOT_FOUND");
      expectApiError(await send("delete", "/api/admin/blog/999999"), 404, "NOT_FOUND");
      expectApiError(await send("post", `/api/admin/pending-posts/${taken.id}/approve`), 409, "CONFLICT");
      expectApiError(await member.delete(`/api/admin/blog/${taken.id}`).set("X-CSRF-Token", memberToken), 403, "FORBIDDEN");
      expect((await entries({ action: "post.", pageSize: 1 })).total).toBe(before);
    });
  });

  describe("site content", () => {
    const ofKey = async (key: string) => (await entries({ action: "site_content.", pageSize: 100 })).entries.filter((e) => e.targetId === key).reverse();
    const save = (key: string, body: object) => admin.put(`/api/admin/site-content/${key}`).set("X-CSRF-Token", adminToken).send(body);

    it("records each save and reset with the key, language and length, never the text", async () => {
      const key = "home.hero.title";
      await save(key, { contentEn: "Leaders for your next decade" }).expect(200);
      await save(key, { contentAr: "قادة لعقدكم القادم" }).expect(200);
      await save(key, { contentEn: catalogs.en[key] }).expect(200);
      await save("contact.phone", { contentEn: "+966 11 000 0000" }).expect(200);
      const added = `audit.added${Date.now()}`;
      await admin
        .post("/api/admin/site-content")
        .set("X-CSRF-Token", adminToken)
        .send({ key: added, section: "home", labelEn: "Added", labelAr: "مضاف", contentEn: "Secret-ish wording" })
        .expect(201);

      const mine = await ofKey(key);
      expect(mine.map((e) => [e.action, e.details])).toEqual([
        ["site_content.update", { language: "en", reset: false, length: "Leaders for your next decade".length }],
        ["site_content.update", { language: "ar", reset: false, length: "قادة لعقدكم القادم".length }],
        ["site_content.update", { language: "en", reset: true, length: 0 }],
      ]);
      expect(mine[0]).toMatchObject({ actorId: adminUser.id, actorLabel: adminUser.username, targetType: "site_content" });
      expect(mine[0].address).toMatch(/127\.0\.0\.1|::1/);
      // A detail that is one value for both languages is written to both.
      expect((await ofKey("contact.phone")).map((e) => e.details)).toEqual([{ language: "both", reset: false, length: "+966 11 000 0000".length }]);
      expect((await ofKey(added)).map((e) => [e.action, e.details])).toEqual([["site_content.create", { section: "home", languages: ["en"] }]]);
      const all = JSON.stringify((await entries({ action: "site_content.", pageSize: 100 })).entries);
      for (const text of ["Leaders for your next decade", "قادة لعقدكم القادم", "+966 11 000 0000", "Secret-ish wording"]) expect(all).not.toContain(text);
    });

    it("records nothing for a refused change", async () => {
      const before = (await entries({ action: "site_content.", pageSize: 1 })).total;
      expectApiError(await save("no.such.key", { contentEn: "x" }), 404, "NOT_FOUND");
      expectApiError(await save("home.hero.title", { labelEn: "x" }), 400, "VALIDATION");
      expectApiError(await save("contact.email", { contentEn: "not an e-mail" }), 400, "VALIDATION");
      expectApiError(
        await admin.post("/api/admin/site-content").set("X-CSRF-Token", adminToken).send({ key: "home.hero.title", section: "home", labelEn: "Dup", labelAr: "مكرر" }),
        409,
        "CONFLICT",
      );
      expect((await entries({ action: "site_content.", pageSize: 1 })).total).toBe(before);
    });
  });

  describe("sign-in", () => {
    it("records an administrator's sign-in with the address, and not a member's", async () => {
      const boss = await createUser(ctx.database.db, { role: "admin", passwordHash: await hashPassword(PASSWORD) });
      const someone = await createUser(ctx.database.db, { role: "user", passwordHash: await hashPassword(PASSWORD) });
      expect((await login({ username: boss.username, password: PASSWORD })).status).toBe(200);
      expect((await login({ username: someone.username, password: PASSWORD })).status).toBe(200);

      const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in"));
      expect(rows.filter((r) => r.actorId === someone.id)).toHaveLength(0);
      const mine = rows.filter((r) => r.actorId === boss.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ actorLabel: boss.username, targetType: "user", targetId: String(boss.id) });
      expect(mine[0].address).toMatch(/127\.0\.0\.1|::1/);
      expect((await entries({ action: "auth.sign_in", actor: boss.id })).total).toBe(1);
    });

    it("records every refused attempt with the name typed and why, never the password", async () => {
      const boss = await createUser(ctx.database.db, { role: "admin", passwordHash: await hashPassword(PASSWORD) });
      expect((await login({ username: boss.username, password: "wrong password!" })).status).toBe(401);
      expect((await login({ username: "nobody-here", password: "wrong password!" })).status).toBe(401);

      const failed = (await entries({ action: "auth.sign_in_failed" })).entries;
      const forBoss = failed.find((e) => e.details.username === boss.username);
      expect(forBoss).toMatchObject({ actorId: null, details: { username: boss.username, reason: "invalid_credentials" } });
      expect(forBoss?.address).toMatch(/127\.0\.0\.1|::1/);
      expect(failed.some((e) => e.details.username === "nobody-here")).toBe(true);
      expect(JSON.stringify(failed)).not.toContain("wrong password!");
    });

    it("records a typed name with a broken character (a lone surrogate) instead of failing the sign-in", async () => {
      const res = await login({ username: "some\ud800one", password: "wrong password!" });
      expectApiError(res, 401, "UNAUTHENTICATED");
      const failed = (await entries({ action: "auth.sign_in_failed", pageSize: 100 })).entries;
      expect(failed.some((e) => e.details.username === "some\ufffdone")).toBe(true);
    });

    it("records a throttled attempt as throttled", async () => {
      const boss = await createUser(ctx.database.db, { role: "admin", passwordHash: await hashPassword(PASSWORD) });
      let status = 0;
      for (let i = 0; i < 10 && status !== 429; i++) status = (await login({ username: boss.username, password: "wrong password!" })).status;
      expect(status).toBe(429);
      const failed = (await entries({ action: "auth.sign_in_failed", pageSize: 100 })).entries.filter((e) => e.details.username === boss.username);
      expect(failed[0].details.reason).toBe("throttled");
      expect(failed.filter((e) => e.details.reason === "invalid_credentials").length).toBeGreaterThanOrEqual(1);
    });
  });
});
