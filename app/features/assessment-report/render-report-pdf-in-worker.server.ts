import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { AppError } from "~/lib/app-error";
import type { RenderReportPdfOptions } from "./render-report-pdf.server";
import type { ReportDocument } from "./report-document";
import type { ReportPdfJob, ReportPdfOutcome, ReportPdfWorkerData } from "./render-report-pdf.worker";

/**
 * Reports drawn at once, one per worker thread, for the whole process: one
 * core stays free for answering requests, and never more than two.
 */
export const REPORT_PDF_WORKERS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Reports waiting for a worker; one more is refused with 503 and Retry-After (`SERVER_BUSY`). */
export const REPORT_PDF_QUEUE_LIMIT = 16;
/** Seconds a refused request is asked to wait: a few reports' worth. */
export const REPORT_PDF_RETRY_AFTER_SECONDS = 5;
/** A worker left idle this long is stopped, so an idle server holds no PDF code or fonts. */
const IDLE_WORKER_MS = 60_000;

/**
 * The worker's module. In the build, vite.config.ts (`serverWorkers`) makes
 * this the address of build/server/render-report-pdf.worker.js; from the
 * sources (tests, `npm run dev`) it is the TypeScript file, which Vite loads.
 */
const workerModule = new URL("./render-report-pdf.worker.ts", import.meta.url);

interface Job extends ReportPdfJob {
  resolve(pdf: Buffer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idleTimer?: NodeJS.Timeout;
}

const slots: Slot[] = [];
const waiting: Job[] = [];
const gate = new Int32Array(new SharedArrayBuffer(4));

/**
 * The results PDF (`renderReportPdf`), drawn in a worker thread: the same
 * bytes, without holding up the server's other requests. At most
 * REPORT_PDF_WORKERS at once and REPORT_PDF_QUEUE_LIMIT waiting; past that,
 * `SERVER_BUSY` (503, Retry-After).
 */
export function renderReportPdfInWorker(doc: ReportDocument, options: RenderReportPdfOptions = {}): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const job: Job = { doc, options, resolve, reject };
    const free = slots.find((slot) => !slot.job);
    if (free) return run(free, job);
    if (slots.length < REPORT_PDF_WORKERS) return run(startSlot(), job);
    if (waiting.length >= REPORT_PDF_QUEUE_LIMIT) {
      reject(new AppError("SERVER_BUSY", { retryAfterSeconds: REPORT_PDF_RETRY_AFTER_SECONDS }));
      return;
    }
    waiting.push(job);
  });
}

/** How many reports are being drawn and how many wait (tests wait on it rather than on time). */
export function reportPdfLoad(): { rendering: number; waiting: number } {
  return { rendering: slots.filter((slot) => slot.job).length, waiting: waiting.length };
}

/**
 * Test hook: the workers wait before drawing until the returned function is
 * called, as if every report took that long; the server's thread is not held.
 */
export function holdReportPdfRendering(): () => void {
  Atomics.store(gate, 0, 1);
  return () => {
    Atomics.store(gate, 0, 0);
    Atomics.notify(gate, 0);
  };
}

function run(slot: Slot, job: Job): void {
  clearTimeout(slot.idleTimer);
  slot.job = job;
  slot.worker.ref();
  slot.worker.postMessage({ doc: job.doc, options: job.options } satisfies ReportPdfJob);
}

function startSlot(): Slot {
  const slot: Slot = { worker: startWorker(), job: null };
  slots.push(slot);
  slot.worker.on("message", (outcome: ReportPdfOutcome) => {
    const job = slot.job;
    slot.job = null;
    if (job) {
      if ("pdf" in outcome) job.resolve(Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength));
      else job.reject(new Error(`the report could not be drawn: ${outcome.error}`));
    }
    next(slot);
  });
  // A worker that fails to start or dies fails its report (500); the next report starts a fresh one.
  const fail = (error: unknown) => {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slots.splice(index, 1);
    clearTimeout(slot.idleTimer);
    slot.job?.reject(error);
    slot.job = null;
    const queued = waiting.shift();
    if (queued) run(startSlot(), queued);
  };
  slot.worker.on("error", fail);
  slot.worker.on("exit", (code) => fail(new Error(`the report worker stopped (exit code ${code})`)));
  return slot;
}

function next(slot: Slot): void {
  const queued = waiting.shift();
  if (queued) return run(slot, queued);
  slot.worker.unref();
  slot.idleTimer = setTimeout(() => {
    const index = slots.indexOf(slot);
    if (index === -1 || slot.job) return;
    slots.splice(index, 1);
    void slot.worker.terminate();
  }, IDLE_WORKER_MS);
  slot.idleTimer.unref();
}

function startWorker(): Worker {
  const workerData: ReportPdfWorkerData = { gate };
  if (!workerModule.pathname.endsWith(".ts")) return new Worker(workerModule, { workerData, name: "report-pdf" });
  // From the sources: the worker loads its TypeScript (path aliases, extensionless imports) through Vite, as the tests and the dev server do.
  const vite = pathToFileURL(createRequire(import.meta.url).resolve("vite")).href;
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const source = `import(${JSON.stringify(vite)}).then(({ runnerImport }) => runnerImport(${JSON.stringify(fileURLToPath(workerModule))}, { configFile: false, root: ${JSON.stringify(root)}, resolve: { tsconfigPaths: true }, logLevel: "silent" }));`;
  return new Worker(source, { eval: true, workerData, name: "report-pdf" });
}
