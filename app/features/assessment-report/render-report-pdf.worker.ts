import { parentPort, workerData } from "node:worker_threads";
import { renderReportPdf, type RenderReportPdfOptions } from "./render-report-pdf.server";
import type { ReportDocument } from "./report-document";

/**
 * A worker thread of the results-PDF pool (render-report-pdf-in-worker.server.ts):
 * draws one report at a time, so the server's own thread keeps answering
 * requests while pdfkit and fontkit work. Built as a file of its own
 * (vite.config.ts, `serverWorkers`).
 */
export interface ReportPdfJob {
  doc: ReportDocument;
  options: RenderReportPdfOptions;
}

export type ReportPdfOutcome = { pdf: Uint8Array } | { error: string };

export interface ReportPdfWorkerData {
  /** One Int32: while it is 1, the worker waits before drawing (the pool's test hook `holdReportPdfRendering`). */
  gate: Int32Array;
}

const { gate } = workerData as ReportPdfWorkerData;
const port = parentPort;
if (!port) throw new Error("render-report-pdf.worker.ts runs only as a worker thread");

port.on("message", (job: ReportPdfJob) => {
  while (Atomics.load(gate, 0) === 1) Atomics.wait(gate, 0, 1);
  renderReportPdf(job.doc, job.options).then(
    (pdf) => port.postMessage({ pdf } satisfies ReportPdfOutcome),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ReportPdfOutcome),
  );
});
