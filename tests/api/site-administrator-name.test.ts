import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions, users } from "#db/schema";
import type { AuditLogPage } from "~/features/audit-log/audit-log-row";
import { ensureAdminUser } from "~/features/auth/ensure-admin-user.server";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import type { LeadDetail } from "~/features/lead-pipeline/lead-row";
import type { SessionUser } from "~/lib/session-user";
import { catalogs } from "~/message-catalogs";
import { backends } from "../support/backends";
import { migrateUntil } from "../support/migrate-until";
import { signInAs, type SignedInAgent } from "../support/signed-in-agent";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Issue 23: the firm's own administrator account was stored with the full
 * name "Administrator", so Arabic sentences read «Administrator نقل…». It is
 * now created without a name and shown as "Site administrator" / «مدير
 * الموقع» in the reader's language (accountName) until its holder gives one
 * on the profile page; migration 0015 clears the stored word.
 */
describe.each(backends)("the site administrator's name [$name]", (backend) => {
  let ctx: TestApp;
  let owner: SignedInAgent;
  let leadId: number;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    const username = `firm${Date.now().toString(36)}`;
    expect(await ensureAdminUser(ctx.database.db, { username, password: "owner password 1" })).toBe("created");
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, username));
    owner = await signInAs(ctx, "admin", { user: row });
    const [submission] = await ctx.database.db
      .insert(contactSubmissions)
      .values({ fullName: "Reem", email: "reem@example.sa", service: "other", message: "Hello." })
      .returning({ id: contactSubmissions.id });
    const now = new Date();
    ({ leadId } = await recordLead(ctx.database.db, { source: "contact", submission: { contactSubmissionId: submission.id }, name: "Reem", email: "reem@example.sa", company: null, phone: null, language: "ar", createdAt: now }));
    // A change by the account: on the lead's timeline and in the audit log.
    const moved = await owner.agent.patch(`/api/admin/leads/${leadId}`).set("X-CSRF-Token", owner.csrfToken).send({ status: "contacted" });
    expect(moved.status, moved.text).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, lang: "en" | "ar") => owner.agent.get(url).set("X-Language", lang).expect(200);
  const timelineActor = async (lang: "en" | "ar") => ((await get(`/api/admin/leads/${leadId}`, lang)).body as LeadDetail).timeline.find((item) => item.kind === "status");

  it("is created without a full name: the stored row holds no interface word", async () => {
    expect(owner.user.fullName).toBeNull();
    expect((await get("/api/user", "en")).body as SessionUser).toMatchObject({ fullName: null, isProtected: true });
  });

  it("reads as the site administrator in the reader's language on the timeline and in the audit log", async () => {
    for (const lang of ["en", "ar"] as const) {
      expect(await timelineActor(lang)).toMatchObject({ actor: { id: owner.user.id, name: catalogs[lang]["account.siteAdministrator"], gender: null } });
      const page = (await get(`/api/admin/audit-log?actor=${owner.user.id}`, lang)).body as AuditLogPage;
      expect(page.entries.length).toBeGreaterThan(0);
      for (const entry of page.entries) expect(entry.actorName).toBe(catalogs[lang]["account.siteAdministrator"]);
    }
  });

  it("takes the name its holder gives on the profile page, everywhere", async () => {
    const saved = await owner.agent.put("/api/profile").set("X-CSRF-Token", owner.csrfToken).send({ fullName: "فيصل العتيبي" });
    expect(saved.status, saved.text).toBe(200);
    expect(await timelineActor("en")).toMatchObject({ actor: { name: "فيصل العتيبي" } });
    const page = (await get(`/api/admin/audit-log?actor=${owner.user.id}`, "ar")).body as AuditLogPage;
    expect(page.entries[0].actorName).toBe("فيصل العتيبي");
  });
});

describe.each(backends)("migration 0015 clears the stored 'Administrator' of the protected account only [$name]", (backend) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    await migrateUntil(testDatabase.database, "0014_second-factor");
    await testDatabase.database.db.execute(sql`
      insert into users (username, password_hash, role, full_name, is_protected) values
        ('seeded', 'x', 'admin', 'Administrator', true),
        ('named', 'x', 'admin', 'Faisal Al-Otaibi', true),
        ('ordinary', 'x', 'user', 'Administrator', false)`);
    await testDatabase.database.migrate();
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("leaves a name its holder typed and an ordinary account alone", async () => {
    const rows = await testDatabase.database.db.select({ username: users.username, fullName: users.fullName }).from(users).orderBy(users.username);
    expect(rows).toEqual([
      { username: "named", fullName: "Faisal Al-Otaibi" },
      { username: "ordinary", fullName: "Administrator" },
      { username: "seeded", fullName: null },
    ]);
  });
});
