import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/app-error";
import { renderReportPdf } from "./render-report-pdf.server";
import {
  holdReportPdfRendering,
  renderReportPdfInWorker,
  REPORT_PDF_QUEUE_LIMIT,
  REPORT_PDF_RETRY_AFTER_SECONDS,
  REPORT_PDF_WORKERS,
  reportPdfLoad,
} from "./render-report-pdf-in-worker.server";
import type { ReportDocument } from "./report-document";

const now = new Date("2026-11-27T08:00:00Z");

const documents: ReportDocument[] = [
  {
    lang: "en",
    firmName: "Sanad Executive Partners",
    pageNumber: "Page {page} of {count}",
    title: "HR Health Check",
    subtitleLines: ["Prepared for Laila Al-Qahtani"],
    dateText: "November 27, 2026",
    score: { value: 78.5, max: 100, display: "78.50%", label: "Good", tone: "green" },
    sections: [
      { kind: "bars", heading: "By area", rows: [{ label: "Saudization", percent: 80, tone: "green", note: "Strong" }] },
      { kind: "answers", heading: "Your answers", rows: [{ question: "1. Do you review contracts yearly?", answer: "Always" }] },
    ],
    footerLines: ["sanad-partners.sa"],
  },
  {
    lang: "ar",
    firmName: "سند للبحث التنفيذي",
    pageNumber: "صفحة {page} من {count}",
    title: "تقييم جاهزية القيادة للمستقبل",
    subtitleLines: ["أعد لـ ليلى القحطاني"],
    dateText: "27 نوفمبر 2026",
    score: { value: 42, max: 50, display: "42 / 50", label: "جاهز للمستقبل", tone: "green", caption: "درجتكم" },
    sections: [{ kind: "bullets", heading: "الخطوات التالية", items: ["احجزوا استشارة مجانية مدتها 30 دقيقة مع شركائنا في Leadership Pulse."] }],
  },
];

let release: (() => void) | null = null;
afterEach(() => {
  release?.();
  release = null;
});

describe("renderReportPdfInWorker", () => {
  it("gives the very bytes renderReportPdf gives, in both languages", async () => {
    for (const doc of documents) {
      const [inWorker, direct] = await Promise.all([renderReportPdfInWorker(doc, { now }), renderReportPdf(doc, { now })]);
      expect(Buffer.isBuffer(inWorker)).toBe(true);
      expect(inWorker.equals(direct), doc.lang).toBe(true);
    }
  });

  it(`draws ${REPORT_PDF_WORKERS} at once, queues ${REPORT_PDF_QUEUE_LIMIT}, refuses the next with SERVER_BUSY and Retry-After, then draws every queued one`, async () => {
    release = holdReportPdfRendering();
    const accepted = Array.from({ length: REPORT_PDF_WORKERS + REPORT_PDF_QUEUE_LIMIT }, (_, i) => renderReportPdfInWorker(documents[i % 2], { now }));
    expect(reportPdfLoad()).toEqual({ rendering: REPORT_PDF_WORKERS, waiting: REPORT_PDF_QUEUE_LIMIT });

    const refused = await renderReportPdfInWorker(documents[0], { now }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "SERVER_BUSY", status: 503, retryAfterSeconds: REPORT_PDF_RETRY_AFTER_SECONDS });

    release();
    release = null;
    const pdfs = await Promise.all(accepted);
    const expected = await Promise.all(documents.map((doc) => renderReportPdf(doc, { now })));
    pdfs.forEach((pdf, i) => expect(pdf.equals(expected[i % 2])).toBe(true));
    await vi.waitFor(() => expect(reportPdfLoad()).toEqual({ rendering: 0, waiting: 0 }));
  });
});
