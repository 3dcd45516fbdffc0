// `npm run bench`: how fast and how big the built site is, on a temporary database.
//
// Starts the built server (building it first when there is no build) on a
// temporary data folder and measures, with autocannon:
//   1. embedded database, new folder, PAGE_CACHE=false: time to ready, RSS idle,
//      `/`, `/ar`, `/blog` pages/s with p50/p99 latency, RSS after that load,
//      `POST /api/contact` leads/s, RSS after it;
//   2. the same folder again with PAGE_CACHE=true: time to ready (existing
//      folder), RSS idle, the three pages served from the page cache, RSS after;
//   3. with TEST_DATABASE_URL set: a throw-away PostgreSQL database, time to
//      ready, RSS idle, leads/s, RSS after.
// Before and after each page's run it notes the X-Page-Cache header the page
// answers with (and warns when the cached setup does not answer "hit").
// Prints one table and the machine it ran on. A run with non-2xx answers,
// connection errors, or fewer completed answers than connections is flagged
// in the table and below it, and the script then exits 1: such figures are
// not comparable.
//
// Environment: BENCH_SECONDS (10) per measured run, BENCH_CONNECTIONS (50),
// BENCH_PORT (4500, or any free port), TEST_DATABASE_URL (optional).
// Not part of CI; run it on a quiet machine.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ensureBuild, freePort, node } from "./lib/build-and-ports.mjs";

const SECONDS = positiveInt("BENCH_SECONDS", 10);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);
const WARMUP_SECONDS = 2;
const IDLE_WAIT_MS = 3_000;
const PAGES = ["/", "/ar", "/blog"];
const PAGE_HEADERS = { accept: "text/html", "accept-encoding": "gzip, br" };

/** Everything to undo on the way out, newest first. */
const cleanups = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (error) {
        console.error(`bench: clean-up step failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, cleaning up…`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** Columns of the result table, one per setup. */
const columns = { plain: "embedded, no page cache", cached: "embedded, page cache", postgres: "PostgreSQL, no page cache" };
/** figure → column → cell */
const table = new Map();
/** Runs whose answers were not all 2xx. */
const problems = [];

function record(figure, column, value) {
  if (!table.has(figure)) table.set(figure, {});
  table.get(figure)[columns[column]] = value;
}

try {
  ensureBuild({ label: "bench", verb: "measure" });
  const machine = machineInfo();
  console.log(`bench: ${machine}`);
  console.log(`bench: ${SECONDS} s per run, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up\n`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  // 1. Embedded database, new folder, no page cache.
  {
    const server = await startServer({ DATA_DIR: dataDir, PAGE_CACHE: "false" }, "plain");
    record("ready after start (s)", "plain", `${seconds(server.readyMs)} (new folder)`);
    await idleRss(server, "plain");
    await pageLoad(server, "plain");
    await contactLoad(server, "plain");
    await stopServer(server);
  }

  // 2. The same folder again, with the anonymous page cache.
  {
    const server = await startServer({ DATA_DIR: dataDir, PAGE_CACHE: "true" }, "cached");
    record("ready after start (s)", "cached", `${seconds(server.readyMs)} (existing folder)`);
    await idleRss(server, "cached");
    await pageLoad(server, "cached");
    await stopServer(server);
  }

  // 3. PostgreSQL, a throw-away database.
  if (process.env.TEST_DATABASE_URL) {
    const url = await createThrowAwayDatabase(process.env.TEST_DATABASE_URL);
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-pg-"));
    cleanups.push(() => rmSync(pgDataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: pgDataDir, DATABASE_URL: url, PAGE_CACHE: "false" }, "postgres");
    record("ready after start (s)", "postgres", `${seconds(server.readyMs)} (new database)`);
    await idleRss(server, "postgres");
    await contactLoad(server, "postgres", url);
    await stopServer(server);
  } else {
    console.log("bench: TEST_DATABASE_URL not set, PostgreSQL skipped");
  }

  console.log(`\nbench results — ${machine}; ${SECONDS} s per run, ${CONNECTIONS} connections`);
  console.table(Object.fromEntries(table));
  if (problems.length) {
    console.error("\n!!! WARNING: some runs did not go cleanly (answers other than 2xx, connection errors, too few answers or missing leads); their figures are NOT comparable:");
    for (const problem of problems) console.error(`!!!   ${problem}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

// ---------------------------------------------------------------------------

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`bench: ${name} must be a positive whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function seconds(ms) {
  return (ms / 1000).toFixed(2);
}

function machineInfo() {
  const cpus = os.cpus();
  const nodeVersion = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim() || process.version;
  const load = os.loadavg().map((l) => l.toFixed(2)).join(" ");
  return `${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${nodeVersion}, load average ${load}`;
}

/** Starts `server.js` and resolves once `/healthz` answers 200, with the time that took. */
async function startServer(extraEnv, label) {
  const port = await freePort(Number(process.env.BENCH_PORT || 4500));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
    ...extraEnv,
  };
  delete env.TEST_DATABASE_URL;
  const started = performance.now();
  const child = spawn(node, ["server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const server = { child, base, port, label, readyMs: NaN, logTail: [], exited: false };
  // The server's log is kept out of the report (4xx answers log at warn) but shown when it fails.
  const keep = (chunk) => {
    server.logTail.push(...chunk.toString().split("\n").filter(Boolean));
    if (server.logTail.length > 40) server.logTail.splice(0, server.logTail.length - 40);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  server.exit = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      server.exited = true;
      resolve({ code, signal });
    }),
  );
  cleanups.push(() => stopServer(server));

  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (server.exited) throw new Error(`the server (${label}) exited before it was ready:\n${server.logTail.join("\n")}`);
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        server.readyMs = performance.now() - started;
        console.log(`bench: [${columns[label]}] ready in ${seconds(server.readyMs)} s (pid ${child.pid}, ${base})`);
        return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`the server (${label}) was not ready within 120 s:\n${server.logTail.join("\n")}`);
}

/** SIGTERM, then SIGKILL if it has not stopped after 20 s. Records the run's peak RSS first. */
async function stopServer(server) {
  if (server.exited) return;
  record("RSS peak of the run (VmHWM, MB)", server.label, memory(server).peak);
  server.child.kill("SIGTERM");
  const stopped = await Promise.race([server.exit.then(() => true), sleep(20_000).then(() => false)]);
  if (!stopped) {
    console.error(`bench: the server (${server.label}) did not stop within 20 s of SIGTERM; killing it`);
    server.child.kill("SIGKILL");
    await server.exit;
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resident and peak memory of the server process, in MB (Linux /proc). */
function memory(server) {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
    return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

function assertRunning(server) {
  if (server.exited) throw new Error(`the server (${server.label}) stopped during the benchmark:\n${server.logTail.join("\n")}`);
}

async function idleRss(server, column) {
  await sleep(IDLE_WAIT_MS);
  assertRunning(server);
  record("RSS idle, 3 s after ready (MB)", column, memory(server).rss);
}

/** Runs autocannon and returns its result; the caller reads the figures. */
function cannon(options) {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
}

/** "0", or a loud summary of what was not 2xx (and records it as a problem). */
function failures(result, what) {
  const bad = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, { count }]) => `${count}× ${code}`);
  if (result.errors) bad.push(`${result.errors} errors`);
  if (result.timeouts) bad.push(`${result.timeouts} timeouts`);
  if (!bad.length && result.non2xx) bad.push(`${result.non2xx} non-2xx`);
  // Answers still outstanding when the time is up are not counted at all: a run that completed
  // fewer requests than it has connections measured mostly its own end, not the server.
  if (result["2xx"] < CONNECTIONS) bad.push(`only ${result["2xx"]} answers completed within ${SECONDS} s with ${CONNECTIONS} connections (raise BENCH_SECONDS)`);
  if (!bad.length) return "0";
  problems.push(`${what}: ${bad.join(", ")} (of ${result.requests.total} requests)`);
  return `⚠ ${bad.join(", ")}`;
}

function latency(result) {
  return `${result.latency.p50} / ${result.latency.p99}`;
}

/** The X-Page-Cache header of one request for `page` (whether the page cache answered it). */
async function pageCacheHeader(server, page) {
  const res = await fetch(`${server.base}${page}`, { headers: PAGE_HEADERS });
  await res.arrayBuffer();
  return res.headers.get("x-page-cache") ?? "(none)";
}

/** `/`, `/ar`, `/blog` under load, then the RSS. */
async function pageLoad(server, column) {
  for (const page of PAGES) {
    const res = await fetch(`${server.base}${page}`, { headers: PAGE_HEADERS });
    await res.arrayBuffer();
    if (res.status !== 200) problems.push(`${columns[column]}: the warm-up request for ${page} answered ${res.status}`);
  }
  await cannon({
    url: server.base,
    duration: WARMUP_SECONDS,
    headers: PAGE_HEADERS,
    requests: PAGES.map((page) => ({ method: "GET", path: page })),
  });
  for (const page of PAGES) {
    assertRunning(server);
    const before = await pageCacheHeader(server, page);
    const result = await cannon({ url: `${server.base}${page}`, headers: PAGE_HEADERS });
    const after = await pageCacheHeader(server, page);
    record(`GET ${page} X-Page-Cache before → after`, column, `${before} → ${after}`);
    if (column === "cached" && (before !== "hit" || after !== "hit")) {
      console.warn(`bench: warning: with PAGE_CACHE=true, GET ${page} answered X-Page-Cache: ${before} before its run and ${after} after it`);
    }
    const what = `${columns[column]}, GET ${page}`;
    record(`GET ${page} pages/s`, column, Math.round(result.requests.average));
    record(`GET ${page} p50 / p99 (ms)`, column, latency(result));
    record(`GET ${page} failed`, column, failures(result, what));
    console.log(`bench: [${columns[column]}] GET ${page}: ${Math.round(result.requests.average)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  assertRunning(server);
  record("RSS after page load (MB)", column, memory(server).rss);
}

/**
 * `POST /api/contact` under load. What the contact form sends: the lead, the
 * spam-guard fields (empty honeypot, startedAt/sentAt more than 3 s apart, the
 * browser's clock), a submission key, and the CSRF token with its cookie and
 * an Origin of the site. The rate limit (5 per address and 10 minutes) counts
 * by client address, so every request comes from another X-Forwarded-For
 * address (TRUST_PROXY=true).
 */
async function contactLoad(server, column, databaseUrl) {
  const tokenRes = await fetch(`${server.base}/api/csrf-token`);
  if (!tokenRes.ok) throw new Error(`GET /api/csrf-token answered ${tokenRes.status}`);
  const { csrfToken } = await tokenRes.json();
  const cookie = tokenRes.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  let sequence = 0;
  const ids = new Set();
  const nextAddress = () => {
    const n = ++sequence;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  const request = {
    method: "POST",
    path: "/api/contact",
    setupRequest(req) {
      const now = Date.now();
      const n = sequence + 1;
      req.headers = {
        ...req.headers,
        "content-type": "application/json",
        accept: "application/json",
        origin: server.base,
        cookie,
        "csrf-token": csrfToken,
        "x-forwarded-for": nextAddress(),
      };
      req.body = JSON.stringify({
        fullName: `Bench Lead ${n}`,
        email: `lead${n}@bench.example.sa`,
        company: "Bench Holding",
        service: "executive-search",
        message: "We are looking for a CFO for our retail arm in Riyadh.",
        privacy: true,
        language: "en",
        idempotencyKey: randomUUID(),
        website: "",
        startedAt: now - 10_000,
        sentAt: now,
      });
      return req;
    },
    onResponse(status, body) {
      if (status === 201) {
        const id = JSON.parse(body)?.submission?.id;
        if (id !== undefined) ids.add(id);
      }
    },
  };

  assertRunning(server);
  const result = await cannon({ url: server.base, requests: [request] });
  const what = `${columns[column]}, POST /api/contact`;
  record("POST /api/contact leads/s", column, Math.round(result.requests.average));
  record("POST /api/contact p50 / p99 (ms)", column, latency(result));
  record("POST /api/contact failed", column, failures(result, what));
  let stored = `${ids.size} distinct ids answered`;
  if (ids.size !== result["2xx"]) problems.push(`${what}: ${result["2xx"]} answers were 2xx but only ${ids.size} distinct lead ids came back`);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("select count(*)::int as n from contact_submissions where email like '%@bench.example.sa'");
      // Requests still in flight when the run's time is up are stored but not counted: up to one per connection.
      const n = rows[0].n;
      stored = `${n} rows in the database`;
      if (n < result["2xx"] || n > result["2xx"] + CONNECTIONS) problems.push(`${what}: ${result["2xx"]} answers were 2xx but the database holds ${n} bench leads`);
    } finally {
      await client.end();
    }
  }
  record("POST /api/contact leads stored", column, `${result["2xx"]} created, ${stored}`);
  console.log(`bench: [${columns[column]}] POST /api/contact: ${Math.round(result.requests.average)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result["2xx"]} created, ${result.non2xx} non-2xx, ${result.errors} errors`);
  assertRunning(server);
  record("RSS after contact load (MB)", column, memory(server).rss);
}

/** CREATE DATABASE bench_<random> on the server of `adminUrl`; dropped again on the way out. */
async function createThrowAwayDatabase(adminUrl) {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`bench: created the throw-away database ${name}`);
  return url.toString();
}
