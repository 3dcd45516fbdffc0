import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactSubmissionsPage } from "~/features/leads/contact-submission-row";
import { CSV_BOM } from "~/lib/csv";
import { contactSubmissions } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { parseCsv } from "../support/csv";
import { signIn } from "../support/factories";
import { agent, createTestApp, type TestAgent, type TestApp } from "../support/test-app";

type NewSubmission = typeof contactSubmissions.$inferInsert;

describe.each(backends)("admin contact submissions API [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let member: TestAgent;

  const insert = async (rows: Partial<NewSubmission>[]) =>
    ctx.database.db
      .insert(contactSubmissions)
      .values(rows.map((r, i) => ({ fullName: `Visitor ${i}`, email: `v${i}@example.sa`, service: "executive-search", message: "We would like to talk.", ...r })))
      .returning({ id: contactSubmissions.id });

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    admin = agent(ctx.app);
    await signIn(ctx, { agent: admin, role: "admin" });
    member = agent(ctx.app);
    await signIn(ctx, { agent: member });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe("GET /api/contact", () => {
    it("401 signed out, 403 for a user", async () => {
      expectApiError(await request(ctx.app).get("/api/contact"), 401, "UNAUTHENTICATED");
      expectApiError(await member.get("/api/contact"), 403, "FORBIDDEN");
      expectApiError(await request(ctx.app).get("/api/admin/contacts.csv"), 401, "UNAUTHENTICATED");
      expectApiError(await member.get("/api/admin/contacts.csv"), 403, "FORBIDDEN");
    });

    it("lists submissions newest first under `submissions` with the page info", async () => {
      await insert([
        { fullName: "Older Omar", createdAt: new Date("2026-01-01T08:00:00Z") },
        { fullName: "Newer Nadia", company: "Nadia Holding", createdAt: new Date("2026-02-01T08:00:00Z"), language: "ar" },
      ]);
      const body = (await admin.get("/api/contact").expect(200)).body as ContactSubmissionsPage;
      expect(body).toMatchObject({ page: 1, pageSize: 20 });
      const names = body.submissions.map((s) => s.fullName);
      expect(names.indexOf("Newer Nadia")).toBeLessThan(names.indexOf("Older Omar"));
      expect(body.submissions.find((s) => s.fullName === "Newer Nadia")).toMatchObject({
        email: expect.any(String),
        company: "Nadia Holding",
        service: "executive-search",
        message: "We would like to talk.",
        language: "ar",
        createdAt: "2026-02-01T08:00:00.000Z",
      });
      expect(body.submissions.find((s) => s.fullName === "Older Omar")?.company).toBeNull();
    });

    it("searches name, email, company, service and message; pages with thousands of rows", async () => {
      await insert(Array.from({ length: 1_200 }, (_, i) => ({ fullName: `Bulk ${i}`, email: `bulk${i}@example.sa`, message: `Bulk message ${i}` })));
      await insert([{ fullName: "Haifa Al-Dosari", email: "haifa@dosari.sa", company: "Dosari Group", message: "Need a CHRO for Jeddah" }]);
      for (const search of ["haifa", "DOSARI.SA", "dosari group", "CHRO for jeddah"]) {
        const body = (await admin.get("/api/contact").query({ search }).expect(200)).body as ContactSubmissionsPage;
        expect(body.submissions.map((s) => s.fullName), search).toEqual(["Haifa Al-Dosari"]);
        expect(body.total).toBe(1);
      }
      const page = (await admin.get("/api/contact").query({ search: "bulk", page: 3, pageSize: 50 }).expect(200)).body as ContactSubmissionsPage;
      expect(page).toMatchObject({ total: 1_200, page: 3, pageSize: 50 });
      expect(page.submissions).toHaveLength(50);
      const beyond = (await admin.get("/api/contact").query({ search: "bulk", page: 999 }).expect(200)).body as ContactSubmissionsPage;
      expect(beyond.submissions).toEqual([]);
      expect(beyond.total).toBe(1_200);
    });
  });

  describe("GET /api/admin/contacts.csv", () => {
    it("downloads the filtered list as UTF-8 CSV with a BOM, quoted cells and neutralised formulas", async () => {
      await insert([
        {
          fullName: "=HYPERLINK(\"http://evil.example\",\"click\")",
          email: "csv-test@example.sa",
          company: "+SUM(1,2)",
          service: "leadership-hiring",
          message: 'Line one, with "quotes"\nLine two\n@cmd',
          createdAt: new Date("2026-03-05T21:30:00Z"),
        },
        { fullName: "عبدالله", email: "csv-test-ar@example.sa", company: null, service: "consultation", message: "-1+2 نريد استشارة", language: "ar" },
        { fullName: "Not in the search", email: "elsewhere@example.sa" },
      ]);
      const res = await admin.get("/api/admin/contacts.csv").query({ search: "csv-test" }).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8");
      expect(text.startsWith(CSV_BOM)).toBe(true);

      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual(["Date", "Name", "Email", "Company", "Service", "Message", "Language"]);
      expect(rows).toHaveLength(3);
      const arabic = rows.find((r) => r[2] === "csv-test-ar@example.sa")!;
      expect(arabic).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), "عبدالله", "csv-test-ar@example.sa", "", "Consultation", "'-1+2 نريد استشارة", "Arabic"]);
      const formula = rows.find((r) => r[2] === "csv-test@example.sa")!;
      expect(formula).toEqual([
        "2026-03-06 00:30",
        "'=HYPERLINK(\"http://evil.example\",\"click\")",
        "csv-test@example.sa",
        "'+SUM(1,2)",
        "Leadership Hiring",
        'Line one, with "quotes"\nLine two\n@cmd',
        "English",
      ]);
    });

    it("writes the headings in the language the page asks for", async () => {
      const res = await admin.get("/api/admin/contacts.csv").query({ search: "csv-test", lang: "ar" }).expect(200);
      const rows = parseCsv(res.text.replace(/^\uFEFF/, ""));
      expect(rows[0]).toEqual(["التاريخ", "الاسم", "البريد الإلكتروني", "الشركة", "الخدمة", "الرسالة", "اللغة"]);
      expect(rows.find((r) => r[2] === "csv-test@example.sa")?.[4]).toBe("توظيف القيادات");
      expect(rows.find((r) => r[2] === "csv-test-ar@example.sa")?.[4]).toBe("استشارة");
    });
  });
});
