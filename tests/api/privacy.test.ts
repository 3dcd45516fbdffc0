import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "#db/client";
import { auditLog, leads, outgoingMail, persons, rateLimits, users } from "#db/schema";
import { MATH_CHECK_MARKER } from "~/features/auth/math-challenge";
import { ACCOUNT_ATTACK_MAIL_KIND } from "~/features/auth/alert-account-under-attack.server";
import { PASSWORD_RESET_MAIL_KIND } from "~/features/auth/password-reset-mail-retention.server";
import { LEAD_DIGEST_MAIL_KIND, sendLeadDigest } from "~/features/lead-digest/send-lead-digest.server";
import { POST_REVIEW_MAIL_KIND } from "~/features/blog/review-decision-mail";
import { LEADERSHIP_MAIL_KIND, LEADERSHIP_NOTIFICATION_KIND } from "~/features/leadership-assessment/leadership-mail-kinds";
import type { LeadsPage } from "~/features/lead-pipeline/lead-row";
import { ERASED_MARKER } from "~/features/privacy/anonymise.server";
import {
  LEADERSHIP_NOTIFICATION_KIND as LEADERSHIP_NOTIFICATION_KIND_IN_PRIVACY,
  LEADERSHIP_RESULTS_KIND,
  PERSONAL_MAIL_KINDS,
  POST_REVIEW_KIND,
  SECRET_MAIL_KINDS,
  WITHHELD_SECRET_BODY,
} from "~/features/privacy/person-mail.server";
import { UNVERIFIED_ACCOUNTS_NOTE, type ErasureResult, type PersonalDataExport } from "~/features/privacy/personal-data";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { hrAnswers, hrSubmission, leadershipSubmission } from "../support/assessment-submissions";
import { backends } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { createUser } from "../support/factories";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

const NOTIFY_EMAIL = "leads@firm.example";

describe.each(backends)("privacy requests API [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;
  let member: TestAgent;
  let memberToken: string;
  let seq = 0;

  /** A person made through the real public endpoints, as a visitor would. */
  const seedVisitor = async (who: { email: string; name: string; phone: string; company: string; attribution?: Record<string, unknown> }) => {
    const visitor = agent(ctx.app);
    const token = await csrf(visitor);
    const post = (path: string, body: Record<string, unknown>) => visitor.post(path).set("X-CSRF-Token", token).set("X-Forwarded-For", `10.9.0.${++seq}`).send(body);
    const sentAt = Date.now();
    const attribution = who.attribution ?? {
      first: { referrerHost: "www.google.com", utmSource: "google", utmMedium: "cpc", utmCampaign: "cfo-search", landingPage: "/ar/services", language: "ar" },
      latest: { referrerHost: "linkedin.com", landingPage: "/contact", language: "en" },
    };
    // The contact form, typed with spaces and capitals: the same person.
    const contact = await post(
      "/api/contact",
      contactSubmission(
        { fullName: who.name, email: ` ${who.email.toUpperCase()} `, company: who.company, message: `Please call ${who.name} at ${who.phone}.`, privacyNoticeVersion: "2026-11-01", attribution },
        sentAt,
      ),
    );
    expect(contact.status, contact.text).toBe(201);
    // The inquiry dialog has no tick box.
    const inquiry = await post(
      "/api/contact",
      contactSubmission({ fullName: who.name, email: who.email, company: who.company, service: "leadership-hiring", message: `Phone: ${who.phone}\n\nA COO for Riyadh.`, privacy: undefined }, sentAt),
    );
    expect(inquiry.status, inquiry.text).toBe(201);
    const details = { name: who.name, email: who.email, company: who.company, phone: who.phone };
    const hr = await post("/api/hr-assessment", hrSubmission({ ...details, message: `${who.name} wants a debrief` }, sentAt));
    expect(hr.status, hr.text).toBe(201);
    const leadership = await post("/api/leadership-assessment", leadershipSubmission(details, sentAt));
    expect(leadership.status, leadership.text).toBe(201);
    // A refused sign-in whose typed name is the address.
    const login = await post("/api/login", { username: who.email, password: "not the password", recaptchaToken: MATH_CHECK_MARKER });
    expect(login.status, login.text).toBe(401);

    const [person] = await ctx.database.db.select().from(persons).where(eq(persons.emailKey, who.email.toLowerCase()));
    const personLeads = await ctx.database.db.select().from(leads).where(eq(leads.personId, person.id));
    expect(personLeads).toHaveLength(4);
    // The firm works a lead: a note naming the person, and a status.
    const contactLead = personLeads.find((l) => l.source === "contact")!;
    await admin.post(`/api/admin/leads/${contactLead.id}/notes`).set("X-CSRF-Token", adminToken).send({ body: `Called ${who.name} on ${who.phone}` }).expect(201);
    await admin.patch(`/api/admin/leads/${contactLead.id}`).set("X-CSRF-Token", adminToken).send({ status: "won" }).expect(200);
    return { person, leads: personLeads };
  };

  const exportOf = (email: string, query: Record<string, string> = {}) => admin.get("/api/admin/privacy/export").query({ email, ...query });
  const erase = (email: unknown, browser = admin, token: string | undefined = adminToken) => {
    const req = browser.post("/api/admin/privacy/erase");
    if (token) req.set("X-CSRF-Token", token);
    return req.send({ email });
  };
  const total = async (query: Record<string, string>) => ((await admin.get("/api/admin/leads").query({ ...query, pageSize: 1 }).expect(200)).body as LeadsPage).total;

  /** Every text, varchar and jsonb column of every table, and how many of its values contain `needle` (any case). */
  const occurrences = async (needle: string) => {
    const db = ctx.database.db;
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db.execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'character')
         order by 1, 2`),
    );
    expect(columns.length).toBeGreaterThan(20);
    expect(columns).toContainEqual({ table_name: "outgoing_mail", column_name: "text_body" });
    expect(columns).toContainEqual({ table_name: "audit_log", column_name: "details" });
    const hits: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [{ n }] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} where strpos(lower(${sql.identifier(column_name)}::text), ${needle.toLowerCase()}) > 0`),
      );
      if (n > 0) hits.push(`${table_name}.${column_name}: ${n}`);
    }
    return hits;
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { NOTIFY_EMAIL } });
    ({ agent: admin, csrfToken: adminToken } = await signInAsAdmin(ctx));
    ({ agent: member, csrfToken: memberToken } = await signInAs(ctx, "user"));
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits);
  });

  describe("who may call it, and bad input", () => {
    it.each([
      ["get", "/api/admin/privacy/export?email=a@example.sa"],
      ["post", "/api/admin/privacy/erase"],
      ["get", "/api/admin/privacy/retention"],
    ])("%s %s → 401 signed out, 403 for a member, 403 without CSRF", async (method, path) => {
      const anonymous = agent(ctx.app);
      const token = await csrf(anonymous);
      const send = (browser: TestAgent, csrfToken?: string) => {
        const req = browser[method as "get"](path) as request.Test;
        if (csrfToken) req.set("X-CSRF-Token", csrfToken);
        return method === "get" ? req : req.send({ email: "a@example.sa" });
      };
      expectApiError(await send(anonymous, token), 401, "UNAUTHENTICATED");
      expectApiError(await send(member, memberToken), 403, "FORBIDDEN");
      if (method !== "get") expectApiError(await send(admin), 403, "CSRF_INVALID");
      expect(await ctx.database.db.select().from(auditLog).where(sql`${auditLog.action} like 'privacy.%'`)).toHaveLength(0);
    });

    it("a malformed or missing address is a 400 naming the field, in the page's language", async () => {
      for (const email of ["not-an-address", "", "a@"]) {
        const res = await exportOf(email);
        expectApiError(res, 400, "VALIDATION");
        expect(res.body.errors).toEqual({ email: catalogs.en["privacyAdmin.error.email"] });
      }
      expectApiError(await admin.get("/api/admin/privacy/export"), 400, "VALIDATION");
      expectApiError(await admin.get("/api/admin/privacy/export").query("email=a@example.sa&email=b@example.sa"), 400, "VALIDATION");
      const ar = await erase(42).set("Accept-Language", "ar");
      expectApiError(ar, 400, "VALIDATION");
      expect(ar.body.errors).toEqual({ email: catalogs.ar["privacyAdmin.error.email"] });
      expectApiError(await erase("x".repeat(250) + "@example.sa"), 400, "VALIDATION");
    });

    it("an address nothing is held about is a 404 with a translated message, and nothing is audited", async () => {
      const res = await exportOf("nobody@example.sa");
      expectApiError(res, 404, "NOT_FOUND");
      expect(res.body.message).toBe(catalogs.en["privacyAdmin.error.notFound"]);
      const ar = await erase("nobody@example.sa").set("Accept-Language", "ar");
      expectApiError(ar, 404, "NOT_FOUND");
      expect(ar.body.message).toBe(catalogs.ar["privacyAdmin.error.notFound"]);
      expect(await ctx.database.db.select().from(auditLog).where(sql`${auditLog.action} like 'privacy.%'`)).toHaveLength(0);
    });
  });

  it("the export holds everything about the address, audited without it; download=1 is an attachment", async () => {
    const who = { email: "export.me@example.sa", name: "Huda Exportable", phone: "+966 55 111 0001", company: "Export Co" };
    const { person, leads: seeded } = await seedVisitor(who);
    const account = await createUser(ctx.database.db, { username: "huda_account", email: " Export.Me@example.sa", fullName: "Huda Account", bio: "My bio" });

    const res = await exportOf(" EXPORT.me@Example.SA ").expect(200);
    const data = res.body as PersonalDataExport;
    expect(data.email).toBe(who.email);
    expect(data.person).toMatchObject({ id: person.id, email: who.email, name: who.name, company: who.company, phone: who.phone });
    expect(data.leads.map((l) => l.source).sort()).toEqual(["contact", "hr_assessment", "inquiry", "leadership_assessment"]);
    const contact = data.leads.find((l) => l.source === "contact")!;
    expect(contact).toMatchObject({ status: "won", consent: { noticeVersion: expect.any(String), language: "en" }, attribution: { first: { utmSource: "google", utmCampaign: "cfo-search" } } });
    expect(contact.consent.acceptedAt).toEqual(expect.any(String));
    expect(data.contactSubmissions).toHaveLength(2);
    expect(data.contactSubmissions[0]).toMatchObject({ fullName: who.name, message: expect.stringContaining(who.phone) });
    expect(data.contactSubmissions[0]).not.toHaveProperty("idempotencyKey");
    expect(data.hrAssessments).toEqual([expect.objectContaining({ name: who.name, phone: who.phone, answers: hrAnswers, overallScore: expect.any(Number), scores: expect.any(Object) })]);
    expect(data.leadershipAssessments).toEqual([expect.objectContaining({ name: who.name, totalScore: 42, category: "Future-Ready", answers: expect.objectContaining({ "1": 5 }) })]);
    expect(data.leadEvents.map((e) => e.kind).sort()).toEqual(["note", "status"]);
    expect(data.leadEvents.find((e) => e.kind === "note")?.body).toBe(`Called ${who.name} on ${who.phone}`);
    // The results mail to them and the firm's four notifications.
    expect(data.outgoingMail.filter((m) => m.toAddress === who.email)).toHaveLength(1);
    expect(data.outgoingMail.filter((m) => m.toAddress === NOTIFY_EMAIL)).toHaveLength(4);
    expect(data.rateLimits.map((r) => r.key)).toEqual(expect.arrayContaining([`leadership-results:to:${who.email}`, `sign-in:account:${who.email}`]));
    expect(data.signInAttempts).toEqual([expect.objectContaining({ reason: "invalid_credentials" })]);
    expect(data.accounts).toEqual([expect.objectContaining({ id: account.id, username: "huda_account", fullName: "Huda Account", bio: "My bio" })]);
    expect(JSON.stringify(data.accounts)).not.toMatch(/passwordHash|argon2/);
    expect(seeded).toHaveLength(4);

    const download = await exportOf(who.email, { download: "1" }).expect(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="personal-data-${person.id}-${data.exportedAt.slice(0, 10)}.json"`);
    expect(download.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(download.text)).toMatchObject({ email: who.email, person: { id: person.id } });

    // The look-up is a view, the file an export: one download, one export (issue 23).
    const audits = await ctx.database.db.select().from(auditLog).where(sql`${auditLog.action} like 'privacy.%'`).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(["privacy.view", "privacy.export"]);
    for (const audit of audits) {
      expect(audit).toMatchObject({ targetType: "person", targetId: String(person.id), details: expect.objectContaining({ leads: 4, contactSubmissions: 2, accounts: 1 }) });
      expect(audit.details).not.toHaveProperty("download");
    }
    expect(JSON.stringify(audits).toLowerCase()).not.toContain("export.me");
    expect(JSON.stringify(audits)).not.toContain("Huda");

    // Only an account with the address: still an export (the account), but nothing to erase.
    await createUser(ctx.database.db, { username: "only_account", email: "only.account@example.sa" });
    expect(((await exportOf("only.account@example.sa").expect(200)).body as PersonalDataExport).accounts).toHaveLength(1);
    expectApiError(await erase("only.account@example.sa"), 404, "NOT_FOUND");
  });

  it("erasure leaves no personal value anywhere, keeps the counts, audits without the address; twice → 404; a new submission is a new person", async () => {
    const who = { email: "erase.me@example.sa", name: "Noura Erasable", phone: "+966 55 987 6543", company: "Vanishing Trading" };
    const { person } = await seedVisitor(who);
    // A week later the daily digest lists their leads still new, by name and company, with other people's.
    const digest = await sendLeadDigest({ db: ctx.database.db, config: ctx.config, logger: ctx.logger }, { now: new Date(Date.now() + 7 * 24 * 3_600_000) });
    expect(digest.sent).toBe(true);
    const digestId = digest.sent ? digest.mailId : 0;
    const digestText = async () => (await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, digestId)))[0].textBody;
    expect(await digestText()).toContain(who.name);
    expect(await digestText()).toContain("Huda Exportable");
    // The mail server bounced the results mail, quoting the address in its answer.
    await ctx.database.db
      .update(outgoingMail)
      .set({ status: "failed", lastError: `550 5.1.1 <${who.email}>: Recipient address rejected` })
      .where(eq(outgoingMail.toAddress, who.email));
    for (const needle of [who.email, who.name, who.phone, who.company]) expect((await occurrences(needle)).length, needle).toBeGreaterThan(0);
    const before = { all: await total({}), won: await total({ status: "won" }), hr: await total({ source: "hr_assessment" }), inquiry: await total({ source: "inquiry" }) };

    const res = await erase(` ${who.email.toUpperCase()}`).expect(200);
    const result = res.body as ErasureResult;
    expect(result).toEqual({
      personId: person.id,
      counts: {
        persons: 1,
        leads: 4,
        contactSubmissions: 2,
        hrAssessments: 1,
        leadershipAssessments: 1,
        notes: 1,
        // The leadership results mail, four notifications, and the digest naming them.
        outgoingMail: 6,
        // leadership-results:to:…, sign-in:account:… and sign-in:account-ip:…|address
        rateLimits: 3,
        auditEntries: 1,
      },
      accountsKept: 0,
    });

    for (const needle of [who.email, who.name, who.phone, who.company, "erasable", "987 6543"]) expect(await occurrences(needle), needle).toEqual([]);
    // The digest keeps the other people it lists.
    expect(await digestText()).toContain("Huda Exportable");
    expect(await digestText()).toContain(ERASED_MARKER);
    expect({ all: await total({}), won: await total({ status: "won" }), hr: await total({ source: "hr_assessment" }), inquiry: await total({ source: "inquiry" }) }).toEqual(before);
    const kept = await ctx.database.db.select().from(leads).where(eq(leads.personId, person.id));
    expect(kept.every((l) => l.name === ERASED_MARKER && l.anonymisedAt !== null)).toBe(true);
    // Attribution is the lead's personal data (a campaign link can carry anything): it goes with the lead.
    expect(kept.find((l) => l.source === "contact")).toMatchObject({ status: "won", consentNoticeVersion: expect.any(String), attribution: {} });
    // The refused sign-in is still in the log; only the typed name is gone.
    const failed = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in_failed"));
    expect(failed.map((e) => e.details)).toContainEqual({ username: ERASED_MARKER, reason: "invalid_credentials" });

    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "privacy.erase"));
    expect(entry).toMatchObject({ targetType: "person", targetId: String(person.id), details: expect.objectContaining({ leads: 4, outgoingMail: 6, accountsKept: 0 }) });
    expect(entry.actorLabel).toEqual(expect.any(String));

    expectApiError(await erase(who.email), 404, "NOT_FOUND");
    expectApiError(await exportOf(who.email), 404, "NOT_FOUND");

    // Writing again later starts a fresh person.
    const visitor = agent(ctx.app);
    const token = await csrf(visitor);
    await visitor
      .post("/api/contact")
      .set("X-CSRF-Token", token)
      .set("X-Forwarded-For", "10.9.1.1")
      .send(contactSubmission({ fullName: who.name, email: who.email, service: "other", message: "Back again with a new search." }))
      .expect(201);
    const [fresh] = await ctx.database.db.select().from(persons).where(eq(persons.emailKey, who.email));
    expect(fresh.id).not.toBe(person.id);
    expect(((await exportOf(who.email).expect(200)).body as PersonalDataExport).leads).toHaveLength(1);
  });

  it("erases by record: a name with a line break, a two-character name and attribution holding the address leave nothing behind, in a pending digest either", async () => {
    const twoChars = { email: "two.chars@example.sa", name: "Ωж", phone: "+966 55 404 0404", company: "Zqvx Partners" };
    const broken = { email: "line.break@example.sa", name: "Mishal\nBrokenline", phone: "+966 55 505 0505", company: "Qwyz\nHoldings" };
    const other = { email: "stays.listed@example.sa", name: "Stays Listed", phone: "+966 55 606 0606", company: "Remaining Co" };
    // A campaign link filled with the address, and a landing page whose query string holds it.
    const carrying = (email: string) => ({
      first: { referrerHost: `mail.example/?to=${email}`, utmSource: email, utmMedium: "email", utmCampaign: email, landingPage: `/contact?from=${email}`, language: "en" },
      latest: { referrerHost: "mail.example", utmCampaign: `hi ${email}`, landingPage: `/ar?ref=${email}`, language: "ar" },
    });
    for (const who of [{ ...twoChars, attribution: carrying(twoChars.email) }, { ...broken, attribution: carrying(broken.email) }, other]) {
      await ctx.database.db.delete(rateLimits);
      await seedVisitor(who);
    }
    const digest = await sendLeadDigest({ db: ctx.database.db, config: ctx.config, logger: ctx.logger }, { now: new Date(Date.now() + 8 * 24 * 3_600_000) });
    expect(digest.sent).toBe(true);
    const digestId = digest.sent ? digest.mailId : 0;
    const digestMail = async () => (await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, digestId)))[0];
    const before = await digestMail();
    expect(before.status).toBe("pending");
    expect(before.textBody).toContain(`- ${twoChars.name} · ${twoChars.company}`);
    expect(before.textBody).toContain("- Mishal Brokenline · Qwyz Holdings");
    const needles = [twoChars.email, twoChars.name, twoChars.company, "Zqvx", "Brokenline", "Qwyz", broken.email, "404 0404", "505 0505"];
    for (const needle of needles) expect((await occurrences(needle)).length, needle).toBeGreaterThan(0);

    await erase(twoChars.email).expect(200);
    await erase(broken.email).expect(200);

    const left: Record<string, string[]> = {};
    for (const needle of needles) {
      const hits = await occurrences(needle);
      if (hits.length > 0) left[needle] = hits;
    }
    expect(left).toEqual({});
    const after = await digestMail();
    // The other people's lines and every link stay; the digest is still sent (it is the firm's, not theirs).
    expect(after.status).toBe("pending");
    expect(after.textBody).toContain("- Stays Listed · Remaining Co · ");
    expect(after.textBody.split("\n")).toHaveLength(before.textBody.split("\n").length);
    expect(after.textBody).toContain(`- ${ERASED_MARKER} · HR assessment`);
    // Their leads, the lead dialog and the CSV hold no attribution any more.
    const erasedLeads = await ctx.database.db.select().from(leads).where(sql`${leads.anonymisedAt} is not null and ${leads.attribution} <> '{}'::jsonb`);
    expect(erasedLeads).toEqual([]);
    const csv = await admin.get("/api/admin/leads.csv").expect(200);
    expect(csv.text).not.toContain("two.chars");
    expect(csv.text).not.toContain("line.break");
  });

  it("the export holds only the person's own mails (never the firm's, even for the firm's own inbox), never a reset link's body, and marks accounts unverified", async () => {
    // A member with someone's address on the profile, and a reset link sent to it and not yet delivered.
    const email = "reset.holder@example.sa";
    const account = await createUser(ctx.database.db, { username: "reset_holder", email });
    await admin.post(`/api/admin/users/${account.id}/password-reset`).set("X-CSRF-Token", adminToken).expect(200);
    const [resetMail] = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `password-reset:${account.id}`));
    const token = /token=([\w%-]+)/.exec(resetMail.textBody)?.[1];
    expect(token, "the stored mail holds the live link until it is sent").toEqual(expect.any(String));

    const data = (await exportOf(email).expect(200)).body as PersonalDataExport;
    expect(data.outgoingMail).toEqual([expect.objectContaining({ reference: `password-reset:${account.id}`, subject: resetMail.subject, status: "pending", textBody: WITHHELD_SECRET_BODY, htmlBody: null })]);
    const download = await exportOf(email, { download: "1" }).expect(200);
    for (const text of [JSON.stringify(data), download.text]) {
      expect(text).not.toContain(token!);
      expect(text).not.toContain("reset-password?token");
    }
    // Accounts are marked unverified, in a field and in words.
    expect(data.accounts).toEqual([expect.objectContaining({ id: account.id, emailVerified: false })]);
    expect(data.accountsNote).toBe(UNVERIFIED_ACCOUNTS_NOTE);
    expect(data.accountsNote).toMatch(/^Unverified: .*does not check/);

    // The firm's own inbox, used once on the contact form by a colleague: only that submission's notification.
    const visitor = agent(ctx.app);
    const visitorToken = await csrf(visitor);
    await visitor
      .post("/api/contact")
      .set("X-CSRF-Token", visitorToken)
      .set("X-Forwarded-For", "10.9.2.1")
      .send(contactSubmission({ fullName: "Firm Test", email: NOTIFY_EMAIL, service: "other", message: "Testing our own form." }))
      .expect(201);
    await ctx.database.db.delete(rateLimits);
    await seedVisitor({ email: "someone.else@example.sa", name: "Someone Else", phone: "+966 55 707 0707", company: "Other People Co" });
    const digest = await sendLeadDigest({ db: ctx.database.db, config: ctx.config, logger: ctx.logger }, { now: new Date(Date.now() + 9 * 24 * 3_600_000) });
    expect(digest.sent).toBe(true);
    const toFirm = await ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, NOTIFY_EMAIL));
    expect(toFirm.length).toBeGreaterThan(3);

    const firm = (await exportOf(NOTIFY_EMAIL).expect(200)).body as PersonalDataExport;
    const [ownSubmission] = firm.contactSubmissions;
    expect(firm.outgoingMail.map((m) => m.reference)).toEqual([`contact-submission:${ownSubmission.id}`]);
    expect(JSON.stringify(firm)).not.toContain("Someone Else");
    expect(JSON.stringify(firm)).not.toContain("lead-digest:");
  });

  it("a login account with the address is kept, and the answer says so", async () => {
    const who = { email: "has.account@example.sa", name: "Faisal Accounted", phone: "+966 55 222 0002", company: "Account Co" };
    await seedVisitor(who);
    const account = await createUser(ctx.database.db, { username: "faisal_acc", email: who.email });
    const result = (await erase(who.email).expect(200)).body as ErasureResult;
    expect(result.accountsKept).toBe(1);
    expect(result.counts.leads).toBe(4);
    const [still] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    expect(still.email).toBe(who.email);
  });
});

describe("the mail kinds privacy reads", () => {
  it("names the mail kinds as the features that send them do", () => {
    expect(LEADERSHIP_RESULTS_KIND).toBe(LEADERSHIP_MAIL_KIND);
    expect(LEADERSHIP_NOTIFICATION_KIND_IN_PRIVACY).toBe(LEADERSHIP_NOTIFICATION_KIND);
    expect(POST_REVIEW_KIND).toBe(POST_REVIEW_MAIL_KIND);
    expect(PERSONAL_MAIL_KINDS).toEqual([LEADERSHIP_MAIL_KIND, PASSWORD_RESET_MAIL_KIND, POST_REVIEW_MAIL_KIND]);
    expect(SECRET_MAIL_KINDS).toEqual([PASSWORD_RESET_MAIL_KIND]);
    // The firm's mails are not the person's.
    for (const kind of [LEADERSHIP_NOTIFICATION_KIND, LEAD_DIGEST_MAIL_KIND, ACCOUNT_ATTACK_MAIL_KIND, "contact-submission", "hr-assessment"]) expect(PERSONAL_MAIL_KINDS).not.toContain(kind);
  });
});
