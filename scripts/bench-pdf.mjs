// `npm run bench:pdf`: whether results PDFs hold up the rest of the site.
//
// Starts the built server (building it first when there is no build) on a
// temporary embedded database and, for each round:
//   1. `/healthz` alone: its latency with nothing else going on (median, max);
//   2. PDF_CONCURRENCY (8) results PDFs requested at once (half HR in English,
//      half leadership in Arabic, each from its own address so no rate limit
//      counts), while `/healthz` is asked every 20 ms until the last PDF is in:
//      the cheap request's latency (median, max) and the PDFs' own times.
// ROUNDS (3) rounds; prints one table and the machine it ran on.
// Figures only: no pass or fail. Not part of CI; run it on a quiet machine.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, freePort, node } from "./lib/build-and-ports.mjs";

const PDF_CONCURRENCY = Number(process.env.PDF_CONCURRENCY || 8);
const ROUNDS = Number(process.env.ROUNDS || 3);
const PROBE_EVERY_MS = 20;

// The HR questionnaire (q1–q10) through every choice in turn, as tests/support/assessment-submissions.ts does.
const hrAnswers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, ["always", "usually", "sometimes", "rarely", "never", "dont_know"][i % 6]]));
const leadershipAnswers = Object.fromEntries([5, 4, 4, 5, 3, 4, 5, 4, 4, 4].map((value, i) => [String(i + 1), value]));

ensureBuild({ label: "bench-pdf", verb: "measure" });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-pdf-data-"));
const port = await freePort(Number(process.env.BENCH_PORT || 4600));
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true", PAGE_CACHE: "false" };
delete env.TEST_DATABASE_URL;
const child = spawn(node, ["server.js"], { env, stdio: ["ignore", "ignore", "inherit"] });

try {
  await waitUntilReady();
  const { cookie, token } = await csrf();
  const hrBody = JSON.stringify({ userRole: "hr", answers: hrAnswers, language: "en" });
  const leadershipBody = JSON.stringify({ answers: leadershipAnswers, language: "ar" });
  // Warm-up: fonts unpacked, code paths compiled.
  await pdf(0, "/api/hr-assessment/report", hrBody, cookie, token);
  await pdf(1, "/api/leadership-assessment/report", leadershipBody, cookie, token);

  const rows = {};
  let address = 10;
  for (let round = 1; round <= ROUNDS; round++) {
    const idle = [];
    for (let i = 0; i < 20; i++) idle.push(await probe());
    let running = true;
    const busy = [];
    const probing = (async () => {
      while (running) {
        busy.push(await probe());
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const started = performance.now();
    const pdfTimes = await Promise.all(
      Array.from({ length: PDF_CONCURRENCY }, (_, i) =>
        i % 2 === 0 ? pdf(address++, "/api/hr-assessment/report", hrBody, cookie, token) : pdf(address++, "/api/leadership-assessment/report", leadershipBody, cookie, token),
      ),
    );
    const allPdfsMs = performance.now() - started;
    running = false;
    await probing;
    rows[`round ${round}`] = {
      "healthz idle median (ms)": ms(median(idle)),
      "healthz idle max (ms)": ms(Math.max(...idle)),
      "healthz during PDFs median (ms)": ms(median(busy)),
      "healthz during PDFs max (ms)": ms(Math.max(...busy)),
      "healthz answers during PDFs": busy.length,
      "PDF median (ms)": ms(median(pdfTimes)),
      [`all ${PDF_CONCURRENCY} PDFs (ms)`]: ms(allPdfsMs),
    };
  }
  console.log(`\nbench-pdf — ${machineInfo()}; ${PDF_CONCURRENCY} PDFs at once, /healthz every ${PROBE_EVERY_MS} ms`);
  console.table(rows);
} catch (error) {
  console.error(`bench-pdf failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitUntilReady() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server was not ready within 120 s");
}

async function csrf() {
  const res = await fetch(`${base}/api/csrf-token`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const { csrfToken } = await res.json();
  return { cookie, token: csrfToken };
}

function headers(cookie, token, address) {
  return { "content-type": "application/json", cookie, "x-csrf-token": token, "x-forwarded-for": address, "sec-fetch-site": "same-origin" };
}

async function pdf(n, route, body, cookie, token) {
  const started = performance.now();
  const res = await fetch(`${base}${route}`, { method: "POST", headers: headers(cookie, token, `198.51.100.${n % 250}`), body });
  const bytes = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${Buffer.from(bytes).toString("utf8").slice(0, 200)}`);
  return performance.now() - started;
}

async function probe() {
  const started = performance.now();
  const res = await fetch(`${base}/healthz`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
  return performance.now() - started;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function ms(value) {
  return Math.round(value);
}

function machineInfo() {
  const cpus = os.cpus();
  const nodeVersion = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
  return `${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, Node ${nodeVersion}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`;
}
