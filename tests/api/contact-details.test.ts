import { eq } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { siteContent } from "#db/schema";
import { createApp, requestListener } from "#server/app";
import { ContentVersion } from "#server/page-cache/content-version";
import { PageCache } from "#server/page-cache/page-cache";
import { listContentOverrides } from "~/features/site-content/list-content-overrides.server";
import { resolveSiteDetails } from "~/features/site-content/resolve-site-details.server";
import { catalogs } from "~/message-catalogs";
import { organizationContact, organizationJsonLd, serializeJsonLd } from "~/lib/json-ld";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signIn } from "../support/factories";
import { buildApp, type TestAgent } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/**
 * A stand-in public page (API tests build the app without React): the footer's
 * contact lines and the Organization JSON-LD, from the details as the root
 * loader resolves them. The browser suite checks the real pages
 * (tests/e2e/contact-details.spec.ts).
 */
function standInPages(database: DatabaseHandle): express.Router {
  const pages = express.Router();
  pages.get(/.*/, async (req, res) => {
    const lang = req.path.startsWith("/ar") ? "ar" : "en";
    const { contact } = resolveSiteDetails(lang, await listContentOverrides(database.db));
    const lines = [
      contact.email && `<a href="mailto:${contact.email}">${contact.email}</a>`,
      contact.phone && `<a href="${contact.phone.href}">${contact.phone.display}</a>`,
      contact.whatsapp && `<a href="${contact.whatsapp.href}">${contact.whatsapp.display}</a>`,
      contact.address && `<p>${contact.address}</p>`,
      contact.mapUrl && `<a href="${contact.mapUrl}">map</a>`,
    ].filter(Boolean);
    const jsonLd = serializeJsonLd(organizationJsonLd({ name: "Sanad", publicUrl: "https://sanad.example", contact: organizationContact(contact) }));
    res.type("html").send(`<!doctype html><html><head><script type="application/ld+json">${jsonLd}</script></head><body><footer>${lines.join("")}</footer></body></html>`);
  });
  return pages;
}

describe.each(backends)("contact details and the advisor's photo [$name]", (backend) => {
  let testDatabase: TestDatabase;
  let built: Awaited<ReturnType<typeof buildApp>>;
  let listener: ReturnType<typeof requestListener>;
  let pageCache: PageCache;
  let admin: TestAgent;
  let token: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    built = await buildApp(testDatabase.database);
    const contentVersion = new ContentVersion(testDatabase.database.db, built.logger);
    pageCache = new PageCache({ contentVersion, logger: built.logger, csp: { https: false } });
    const app = createApp({ database: testDatabase.database, config: built.config, logger: built.logger, signingSecret: built.signingSecret, pages: standInPages(testDatabase.database), contentVersion, pageCache });
    listener = requestListener(app, pageCache);
    await contentVersion.refresh();
    admin = request.agent(listener);
    await signIn({ database: testDatabase.database, config: built.config }, { agent: admin, role: "admin" });
    token = (await admin.get("/api/csrf-token").expect(200)).body.csrfToken as string;
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  const put = (key: string, body: Record<string, unknown>, lang: "en" | "ar" = "en") =>
    admin.put(`/api/admin/site-content/${key}`).set("CSRF-Token", token).set("X-Language", lang).send(body);
  const row = async (key: string) => (await testDatabase.database.db.select().from(siteContent).where(eq(siteContent.key, key)))[0];
  const anonymous = (path: string) => request(listener).get(path).set("Accept-Encoding", "identity");
  const kept = async () => {
    for (let i = 0; i < 100 && pageCache.size < 1; i++) await new Promise((r) => setTimeout(r, 10));
  };

  it("starts with every detail empty, so nothing is shown", async () => {
    for (const key of ["contact.email", "contact.phone", "contact.whatsapp", "contact.address", "contact.mapUrl", "connect.advisor.photo"]) {
      expect(await row(key), key).toMatchObject({ section: "contact", contentEn: null, contentAr: null });
    }
    const page = await anonymous("/contact").expect(200);
    expect(page.text).toContain("<footer></footer>");
    expect(page.text).not.toContain('"email"');
    expect(page.text).not.toContain('"telephone"');
  });

  it("saves valid details trimmed; a value for both languages is stored in both", async () => {
    await put("contact.email", { contentEn: "  info@sanad.example " }).expect(200);
    await put("contact.phone", { contentAr: "+966 11 234 5678" }, "ar").expect(200);
    await put("contact.whatsapp", { contentEn: "https://api.whatsapp.com/send?phone=966501234567" }).expect(200);
    await put("contact.mapUrl", { contentEn: "https://maps.example/sanad" }).expect(200);
    expect(await row("contact.email")).toMatchObject({ contentEn: "info@sanad.example", contentAr: "info@sanad.example" });
    expect(await row("contact.phone")).toMatchObject({ contentEn: "+966 11 234 5678", contentAr: "+966 11 234 5678" });
  });

  it("keeps the address per language", async () => {
    await put("contact.address", { contentEn: "King Fahd Road, Al Olaya, Riyadh" }).expect(200);
    await put("contact.address", { contentAr: "طريق الملك فهد، حي العليا، الرياض" }, "ar").expect(200);
    expect(await row("contact.address")).toMatchObject({ contentEn: "King Fahd Road, Al Olaya, Riyadh", contentAr: "طريق الملك فهد، حي العليا، الرياض" });
  });

  it.each([
    ["contact.email", "info@", "siteContent.error.email"],
    ["contact.phone", "call us", "siteContent.error.phone"],
    ["contact.whatsapp", "https://evil.example/966501234567", "siteContent.error.whatsapp"],
    ["contact.mapUrl", "http://maps.example/sanad", "siteContent.error.mapUrl"],
    ["contact.mapUrl", "javascript:alert(1)", "siteContent.error.mapUrl"],
    ["connect.advisor.photo", "https://cdn.example/me.jpg", "siteContent.error.photo"],
  ])("refuses %s = %s with a translated error in both languages, and keeps the saved value", async (key, value, messageKey) => {
    const before = await row(key);
    const en = await put(key, { contentEn: value }, "en");
    expectApiError(en, 400, "VALIDATION");
    expect((en.body as { errors: Record<string, string> }).errors).toEqual({ contentEn: catalogs.en[messageKey] });
    const ar = await put(key, { contentAr: value }, "ar");
    expectApiError(ar, 400, "VALIDATION");
    expect((ar.body as { errors: Record<string, string> }).errors).toEqual({ contentAr: catalogs.ar[messageKey] });
    expect(await row(key)).toMatchObject({ contentEn: before.contentEn, contentAr: before.contentAr });
  });

  it("shows the saved details to the next anonymous visitor (the page cache is emptied), in each language", async () => {
    await anonymous("/contact").expect(200);
    await kept();
    await put("contact.phone", { contentEn: "+966 11 765 4321" }).expect(200);
    const en = await anonymous("/contact").expect(200);
    expect(en.headers["x-page-cache"]).toBe("miss");
    expect(en.text).toContain('<a href="mailto:info@sanad.example">info@sanad.example</a>');
    expect(en.text).toContain('<a href="tel:+966117654321">+966 11 765 4321</a>');
    expect(en.text).toContain('<a href="https://wa.me/966501234567">+966501234567</a>');
    expect(en.text).toContain("<p>King Fahd Road, Al Olaya, Riyadh</p>");
    expect(en.text).toContain('"email":"info@sanad.example","telephone":"+966117654321"');
    expect(en.text).toContain('"hasMap":"https://maps.example/sanad"');
    const ar = await anonymous("/ar/contact").expect(200);
    expect(ar.text).toContain("<p>طريق الملك فهد، حي العليا، الرياض</p>");
    expect(ar.text).toContain('"streetAddress":"طريق الملك فهد، حي العليا، الرياض"');
  });

  it("hides a detail again once it is emptied, on the next anonymous request", async () => {
    await anonymous("/contact").expect(200);
    await kept();
    await put("contact.email", { contentEn: "" }).expect(200);
    await put("contact.address", { contentEn: "" }).expect(200);
    await put("contact.address", { contentAr: "  " }, "ar").expect(200);
    const page = await anonymous("/contact").expect(200);
    expect(page.headers["x-page-cache"]).toBe("miss");
    expect(page.text).not.toContain("info@sanad.example");
    expect(page.text).not.toContain('"email"');
    expect(page.text).not.toContain("King Fahd Road");
    expect(page.text).not.toContain("streetAddress");
    expect(page.text).toContain('href="tel:+966117654321"');
  });

  it("takes an uploaded image as the advisor's photo, refuses an unknown one, and removes it", async () => {
    const upload = await admin.post("/api/admin/uploads").set("CSRF-Token", token).set("Content-Type", "image/png").send(PNG).expect(201);
    const url = (upload.body as { url: string }).url;
    await put("connect.advisor.photo", { contentEn: url }).expect(200);
    expect(await row("connect.advisor.photo")).toMatchObject({ contentEn: url, contentAr: url });
    expect(resolveSiteDetails("ar", await listContentOverrides(testDatabase.database.db)).advisorPhoto).toBe(url);

    const unknown = await put("connect.advisor.photo", { contentEn: `/uploads/${"0".repeat(32)}` });
    expectApiError(unknown, 400, "VALIDATION");
    expect(await row("connect.advisor.photo")).toMatchObject({ contentEn: url });

    await put("connect.advisor.photo", { contentEn: "" }).expect(200);
    expect(resolveSiteDetails("en", await listContentOverrides(testDatabase.database.db)).advisorPhoto).toBeNull();
  });

  it("only an admin may change them", async () => {
    const visitor = request.agent(listener);
    const visitorToken = (await visitor.get("/api/csrf-token").expect(200)).body.csrfToken as string;
    expectApiError(await visitor.put("/api/admin/site-content/contact.email").set("CSRF-Token", visitorToken).send({ contentEn: "x@y.example" }), 401, "UNAUTHENTICATED");
  });
});
