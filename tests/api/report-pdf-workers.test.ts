import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimits } from "#db/schema";
import {
  holdReportPdfRendering,
  REPORT_PDF_QUEUE_LIMIT,
  REPORT_PDF_RETRY_AFTER_SECONDS,
  REPORT_PDF_WORKERS,
  reportPdfLoad,
} from "~/features/assessment-report/render-report-pdf-in-worker.server";
import { expectApiError } from "../support/assertions";
import { hrAnswers, leadershipAnswersJson } from "../support/assessment-submissions";
import { backends } from "../support/backends";
import { agent, createTestApp, csrf, type TestAgent, type TestApp } from "../support/test-app";

/**
 * Issue 21 item 6b: results PDFs are drawn in worker threads, so the server
 * answers other requests while reports are being drawn, and a full queue is
 * refused with 503 and Retry-After instead of piling up. The workers are held
 * by the pool's test hook (a report that takes as long as the test wants),
 * never by timing.
 */
describe.each(backends)("results PDFs in worker threads [$name]", (backend) => {
  let ctx: TestApp;
  let browser: TestAgent;
  let token: string;
  let release: (() => void) | null = null;

  const hrReport = () => browser.post("/api/hr-assessment/report").set("X-CSRF-Token", token).send({ userRole: "hr", answers: hrAnswers, language: "en" });
  const leadershipReport = (language = "ar") => browser.post("/api/leadership-assessment/report").set("X-CSRF-Token", token).send({ answers: leadershipAnswersJson, language });
  /** Sends the requests now (supertest sends on `then`) and keeps their answers. */
  const sendAll = (requests: ReturnType<typeof hrReport>[]) => requests.map((req) => req.then((res) => res));
  const inPool = () => reportPdfLoad().rendering + reportPdfLoad().waiting;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    browser = agent(ctx.app);
    token = await csrf(browser);
  });
  afterEach(async () => {
    release?.();
    release = null;
    await vi.waitFor(() => expect(inPool()).toBe(0), { timeout: 30_000 });
    await ctx.database.db.delete(rateLimits);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers other requests while 8 reports are being drawn, then every report", async () => {
    release = holdReportPdfRendering();
    const reports = sendAll([hrReport(), leadershipReport(), hrReport(), leadershipReport(), hrReport(), leadershipReport(), hrReport(), leadershipReport()]);
    await vi.waitFor(() => expect(inPool()).toBe(8), { timeout: 30_000 });
    expect(reportPdfLoad().rendering).toBe(REPORT_PDF_WORKERS);

    // All eight are still being drawn (held): the server's thread is free.
    await request(ctx.app).get("/healthz").expect(200);
    expect((await browser.get("/api/csrf-token").expect(200)).body.csrfToken).toBeTruthy();
    expect(inPool()).toBe(8);

    release();
    release = null;
    for (const res of await Promise.all(reports)) {
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(Buffer.from(res.body as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it(`refuses a report past ${REPORT_PDF_QUEUE_LIMIT} waiting with 503 SERVER_BUSY, Retry-After and a message in the page's language; the accepted ones are drawn`, async () => {
    release = holdReportPdfRendering();
    const accepted = REPORT_PDF_WORKERS + REPORT_PDF_QUEUE_LIMIT;
    const reports = sendAll(Array.from({ length: accepted }, (_, i) => (i % 2 === 0 ? hrReport() : leadershipReport())));
    await vi.waitFor(() => expect(reportPdfLoad()).toEqual({ rendering: REPORT_PDF_WORKERS, waiting: REPORT_PDF_QUEUE_LIMIT }), { timeout: 30_000 });

    const english = await hrReport();
    expectApiError(english, 503, "SERVER_BUSY");
    expect(english.headers["retry-after"]).toBe(String(REPORT_PDF_RETRY_AFTER_SECONDS));
    expect(english.body.message).toBe("We are preparing many reports right now. Please try again in a few seconds.");
    const arabic = await leadershipReport("ar");
    expectApiError(arabic, 503, "SERVER_BUSY");
    expect(arabic.headers["retry-after"]).toBe(String(REPORT_PDF_RETRY_AFTER_SECONDS));
    expect(arabic.body.message).toBe("نُعِدّ حاليًا عددًا كبيرًا من التقارير. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.");

    release();
    release = null;
    expect((await Promise.all(reports)).map((res) => res.status)).toEqual(Array.from({ length: accepted }, () => 200));
  });
});
