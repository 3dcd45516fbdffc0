import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import type { Express } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outgoingMail, siteContent } from "#db/schema";
import { editableTexts } from "~/features/site-content/editable-texts";
import type { SiteContentRow } from "~/features/site-content/site-content-row";
import { questionsFor } from "~/features/hr-assessment/definition";
import { catalogs } from "~/message-catalogs";
import { getTranslator } from "~/i18n/server-translator.server";
import { backends } from "../support/backends";
import { contactSubmission } from "../support/contact-submissions";
import { signIn } from "../support/factories";
import { agent, buildApp, csrf } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const NOTIFY_EMAIL = "leads@firm.example";

/** The public list's text for `key`, as GET /api/site-content answers it. */
async function served(app: Express, key: string): Promise<{ contentEn: string | null; contentAr: string | null }> {
  const res = await agent(app).get("/api/site-content").expect(200);
  const item = (res.body as { content: { key: string; contentEn: string | null; contentAr: string | null }[] }).content.find((c) => c.key === key);
  if (!item) throw new Error(`${key} is not listed`);
  return item;
}

/**
 * Decision 027: a site-content row holds only the dashboard's override, so a
 * text corrected in the code reaches a site that was started (and seeded)
 * before the correction, and the dashboard's wording reaches what the server
 * writes itself (mails, PDFs).
 */
describe.each(backends)("site texts: the catalog speaks unless the dashboard overrides it [$name]", (backend) => {
  let testDatabase: TestDatabase;
  const original = { en: catalogs.en["home.hero.title"], ar: catalogs.ar["home.hero.title"], brand: catalogs.en["brand.name"] };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
  });
  afterEach(() => {
    catalogs.en["home.hero.title"] = original.en;
    catalogs.ar["home.hero.title"] = original.ar;
    catalogs.en["brand.name"] = original.brand;
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("a catalog correction reaches a site started before it; a dashboard override still wins", async () => {
    // First start, on the release with text X.
    catalogs.en["home.hero.title"] = "Leaders for the next decade (X)";
    catalogs.ar["home.hero.title"] = "قادة العقد القادم (X)";
    const first = await buildApp(testDatabase.database);
    expect(await served(first.app, "home.hero.title")).toMatchObject({ contentEn: "Leaders for the next decade (X)", contentAr: "قادة العقد القادم (X)" });

    // The next release corrects the text; the same database starts again.
    catalogs.en["home.hero.title"] = "Leaders for your next decade (corrected)";
    catalogs.ar["home.hero.title"] = "قادة لعقدكم القادم (مصحّح)";
    const second = await buildApp(testDatabase.database);
    expect(await served(second.app, "home.hero.title")).toMatchObject({ contentEn: "Leaders for your next decade (corrected)", contentAr: "قادة لعقدكم القادم (مصحّح)" });
    expect((await getTranslator(testDatabase.database.db, "ar"))("home.hero.title")).toBe("قادة لعقدكم القادم (مصحّح)");

    // An admin's wording is an override: it wins over the catalog, through this start and the next.
    const admin = agent(second.app);
    await signIn(second, { agent: admin, role: "admin" });
    const token = await csrf(admin);
    await admin.put("/api/admin/site-content/home.hero.title").set("CSRF-Token", token).send({ contentEn: "The firm's own title" }).expect(200);
    catalogs.en["home.hero.title"] = "Corrected once more";
    const third = await buildApp(testDatabase.database);
    expect(await served(third.app, "home.hero.title")).toMatchObject({ contentEn: "The firm's own title", contentAr: "قادة لعقدكم القادم (مصحّح)" });
    expect((await getTranslator(testDatabase.database.db, "en"))("home.hero.title")).toBe("The firm's own title");
  });

  it("saving the built-in text (or going back to it) stores no override, so a later correction still arrives", async () => {
    const { app, config, database } = await buildApp(testDatabase.database);
    const admin = agent(app);
    await signIn({ config, database }, { agent: admin, role: "admin" });
    const token = await csrf(admin);
    const listed = (await admin.get("/api/admin/site-content").query({ search: "brand.tagline" }).expect(200)).body as { content: SiteContentRow[] };
    const row = listed.content.find((c) => c.key === "brand.tagline")!;
    expect(row).toMatchObject({ contentEn: null, contentAr: null, builtInEn: catalogs.en["brand.tagline"], builtInAr: catalogs.ar["brand.tagline"] });

    await admin.put("/api/admin/site-content/brand.tagline").set("CSRF-Token", token).send({ contentEn: "Our own tagline" }).expect(200);
    const reset = await admin.put("/api/admin/site-content/brand.tagline").set("CSRF-Token", token).send({ contentEn: `  ${catalogs.en["brand.tagline"]}\n` }).expect(200);
    expect((reset.body as { item: SiteContentRow }).item.contentEn).toBeNull();
    await admin.put("/api/admin/site-content/brand.tagline").set("CSRF-Token", token).send({ contentAr: catalogs.ar["brand.tagline"] }).expect(200);
    const [stored] = await database.db.select().from(siteContent).where(eq(siteContent.key, "brand.tagline"));
    expect([stored.contentEn, stored.contentAr]).toEqual([null, null]);
  });

  it("the dashboard's firm name reaches the lead notification and the results PDF", async () => {
    const { app, config, database } = await buildApp(testDatabase.database, { NOTIFY_EMAIL });
    const admin = agent(app);
    await signIn({ config, database }, { agent: admin, role: "admin" });
    const token = await csrf(admin);
    await admin.put("/api/admin/site-content/brand.name").set("CSRF-Token", token).send({ contentEn: "Renamed Partners" }).expect(200);
    await admin.put("/api/admin/site-content/brand.name").set("CSRF-Token", token).send({ contentAr: "شركاء الاسم الجديد" }).expect(200);

    const visitor = agent(app);
    const visitorToken = await csrf(visitor);
    const sent = await visitor.post("/api/contact").set("X-CSRF-Token", visitorToken).send(contactSubmission()).expect(201);
    const [mail] = await database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `contact-submission:${sent.body.submission.id}`)).orderBy(desc(outgoingMail.id));
    expect(mail.textBody).toContain("through the Renamed Partners website");
    expect(mail.textBody).not.toContain(catalogs.en["brand.name"]);

    const answers = Object.fromEntries(questionsFor("hr").map((q) => [q.id, "always"]));
    for (const [language, name] of [["en", "Renamed Partners"], ["ar", "شركاء الاسم الجديد"]] as const) {
      const pdf = await visitor
        .post("/api/hr-assessment/report")
        .set("X-CSRF-Token", visitorToken)
        .send({ userRole: "hr", answers, language })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf.body as Buffer }).toString("utf8");
      // Arabic comes out of a PDF in visual order; compare without spaces or direction.
      const compact = (s: string) => s.replace(/\s+/g, "");
      const found = compact(text).includes(compact(name)) || compact(text).includes([...compact(name)].reverse().join(""));
      expect(found, `${language} PDF names ${name}`).toBe(true);
    }
  });

  it("the migration turns rows that still hold a copy of the catalog (this release's or an earlier one) into no override, and keeps an admin's edit", async () => {
    const { database } = await buildApp(testDatabase.database);
    const db = database.db;
    // What the old first start left: copies of the catalog, one of them an earlier wording, and one text the firm changed.
    await db.update(siteContent).set({ contentEn: catalogs.en["home.hero.subtitle"], contentAr: catalogs.ar["home.hero.subtitle"] }).where(eq(siteContent.key, "home.hero.subtitle"));
    await db.update(siteContent).set({ contentEn: catalogs.en["leads.section.title"], contentAr: "لنتحدث عن قائدك القادم" }).where(eq(siteContent.key, "leads.section.title"));
    await db.update(siteContent).set({ contentEn: "Edited by the firm", contentAr: catalogs.ar["footer.about"] }).where(eq(siteContent.key, "footer.about"));

    const file = fs.readdirSync("drizzle").find((name) => name.endsWith("_site-texts-overrides-only.sql"));
    expect(file, "the migration file").toBeDefined();
    for (const statement of fs.readFileSync(path.join("drizzle", file!), "utf8").split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }

    const rows = new Map((await db.select().from(siteContent)).map((r) => [r.key, r]));
    expect(rows.get("home.hero.subtitle")).toMatchObject({ contentEn: null, contentAr: null });
    expect(rows.get("leads.section.title")).toMatchObject({ contentEn: null, contentAr: null });
    expect(rows.get("footer.about")).toMatchObject({ contentEn: "Edited by the firm", contentAr: null });
    // Every editable text of that release is covered in both languages; texts added since (decision 049) never had copies written.
    const migration = fs.readFileSync(path.join("drizzle", file!), "utf8");
    const addedSince = (key: string) => key === "brand.replyPromise" || key.startsWith("hr.advice.");
    for (const item of editableTexts.filter((i) => i.key in catalogs.en && !addedSince(i.key))) expect(migration).toContain(`('${item.key}', `);
  });
});
