// `npm run audit:lighthouse`: Lighthouse (mobile defaults: simulated slow 4G
// and CPU throttling) in the system Chromium against the built site.
//
// Audits 8 pages — `/`, `/ar`, `/blog`, `/ar/blog`, the first published
// article in English and Arabic, `/leadership-assessment` and its Arabic
// twin — LIGHTHOUSE_RUNS times each (3), on a server of its own with a
// temporary data folder (demo articles, default settings); then publishes an
// article whose cover and inline image are uploaded photographs (their
// variants made at upload, decision 044) and audits it in both languages;
// last, publishes a partner with a portrait and a case study (issue 28) and
// audits /team, the partner's page, /case-studies and the case study in both.
// Prints per page the
// median scores and metrics and what the page downloads (JavaScript, fonts,
// HTML, CSS), which page misses which target and, for a page below 100
// performance, the audits that cost it points.
//
// Targets (issue 25): performance 100 in at least 2 of 3 runs (2/3 of the
// runs, rounded up), median accessibility, best practices and SEO 100, median
// FCP ≤ 1.0 s, LCP ≤ 1.5 s, TBT ≤ 50 ms and CLS ≤ 0.02; on the article with
// an uploaded cover (issue 27), its cover (the LCP image) fetched as a variant
// no wider than the emulated phone needs (412 CSS pixels at 1.75 device
// pixels each: the 800-pixel copy). Exits 1 when a page misses one, 0 when all
// pass, and 0 with a message when there is no Chromium. Not part of CI: the
// scores are too noisy for a gate; run it before closing speed work.
//
// Environment: LIGHTHOUSE_RUNS (3), AUDIT_PORT (4400, or any free port),
// CHROMIUM_PATH (/usr/bin/chromium).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { ensureBuild, freePort, node } from "./lib/build-and-ports.mjs";

const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.log(`Lighthouse skipped: no Chromium at ${chromePath} (apt-get install chromium).`);
  process.exit(0);
}

const RUNS = (() => {
  const raw = process.env.LIGHTHOUSE_RUNS;
  const runs = raw ? Number(raw) : 3;
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`LIGHTHOUSE_RUNS must be a positive whole number, got "${raw}"`);
    process.exit(2);
  }
  return runs;
})();
const TARGETS = { performanceRuns: Math.ceil((RUNS * 2) / 3), fcpMs: 1_000, lcpMs: 1_500, tbtMs: 50, cls: 0.02 };
const TOP_AUDITS = 8;
/** The widest copy of the uploaded cover the emulated phone should fetch: 412 × 1.75 = 721 device pixels, so the 800-pixel variant. */
const PHONE_COVER_MAX_WIDTH = 800;

ensureBuild({ label: "audit", verb: "audit" });

const port = await freePort(Number(process.env.AUDIT_PORT || 4400));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
// An administrator of this run only, who uploads the photographs of the article with an uploaded cover.
const admin = { username: "lighthouse-admin", password: randomBytes(18).toString("base64url") };
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PUBLIC_URL: base,
  LOG_LEVEL: "error",
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
};
// The site as deployed: the page cache at its default.
delete serverEnv.PAGE_CACHE;
const server = spawn(node, ["server.js"], { env: serverEnv, stdio: ["ignore", "inherit", "inherit"] });
let serverExited = false;
const serverExit = new Promise((resolve) =>
  server.once("exit", () => {
    serverExited = true;
    resolve();
  }),
);

let chrome;
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await chrome?.kill();
  if (!serverExited) {
    server.kill("SIGTERM");
    const stopped = await Promise.race([serverExit.then(() => true), new Promise((r) => setTimeout(() => r(false), 20_000))]);
    if (!stopped) {
      server.kill("SIGKILL");
      await serverExit;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\naudit: ${signal}, cleaning up…`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** This run's administrator, signed in once: calls with the session cookie, JSON calls with a fresh CSRF token, uploads. */
let cookie = "";
const call = async (path, init = {}) => {
  const res = await fetch(`${base}${path}`, { ...init, headers: { ...init.headers, cookie } });
  const set = res.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(";")[0]).join("; ");
  return res;
};
const token = async () => (await (await call("/api/csrf-token")).json()).csrfToken;
const json = async (path, method, body) => {
  const res = await call(path, { method, headers: { "Content-Type": "application/json", "CSRF-Token": await token() }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
};
let signedIn = false;
const signIn = async () => {
  if (signedIn) return;
  await json("/api/login", "POST", { ...admin, recaptchaToken: "math-check-passed" });
  signedIn = true;
};
const upload = async (bytes, type) => {
  const res = await call("/api/admin/uploads", { method: "POST", headers: { "Content-Type": type, "CSRF-Token": await token() }, body: bytes });
  if (res.status !== 201) throw new Error(`POST /api/admin/uploads answered ${res.status}: ${await res.text()}`);
  return (await res.json()).url;
};
// Photograph-like pictures: a gradient sky, a skyline and a sun, with detail for the encoders to keep.
const picture = (width, height, sky) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#7a4b2a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.11}" fill="#f4ead7"/>${Array.from({ length: 60 }, (_, i) => `<rect x="${(i * 137) % width}" y="${height * (0.4 + (i % 7) * 0.04)}" width="${width * (0.02 + (i % 4) * 0.012)}" height="${height}" fill="#0b1f3a" opacity="${0.45 + (i % 5) * 0.1}"/>`).join("")}</svg>`,
    ),
  );

/** Each page must answer 200 before it is audited. */
const expectPages = async (pages) => {
  for (const page of pages) {
    const res = await fetch(`${base}${page}`, { headers: { accept: "text/html" }, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}, not 200; nothing to audit.`);
  }
};

try {
  await waitForHealth();
  const pages = await pagesToAudit();

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"],
  });
  const cpus = os.cpus();
  console.log(`audit: ${pages.length} pages, then an article with an uploaded cover, the team's and the case studies' pages in both languages, × ${RUNS} run${RUNS === 1 ? "" : "s"}, Lighthouse mobile defaults, ${base}`);
  console.log(`audit: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (a busy machine lowers the scores)\n`);

  const results = [];
  const audit = async (page, cover) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      const run = summarise(result.lhr, cover);
      runs.push(run);
      console.log(
        `audit: ${page} run ${i + 1}/${RUNS}: ${run.error ? `ERROR ${run.error}` : `performance ${run.performance}, FCP ${seconds(run.fcp)} s, LCP ${seconds(run.lcp)} s${cover ? `, cover ${run.coverFetched ?? "not fetched"}` : ""}`} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    results.push({ page, runs, median: medianOf(runs), cover });
  };
  for (const page of pages) await audit(page);
  // After the demo pages, so they are audited as before: the article with uploaded photographs becomes the newest.
  const uploaded = await publishArticleWithUploadedCover();
  for (const page of [`/blog/${uploaded.slug}`, `/ar/blog/${uploaded.slug}`]) await audit(page, uploaded.cover);
  // Then the team's and the case studies' pages (issue 28), which show nothing until the firm publishes someone and something.
  for (const page of await publishTeamAndCaseStudy()) await audit(page);

  console.log(`\nLighthouse mobile, median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page (performance: every run)`);
  console.table(
    results.map(({ page, runs, median }) => ({
      page,
      performance: runs.map((r) => r.performance ?? "err").join(" "),
      accessibility: median.accessibility,
      "best-pr.": median.bestPractices,
      SEO: median.seo,
      "FCP s": seconds(median.fcp),
      "LCP s": seconds(median.lcp),
      "TBT ms": Math.round(median.tbt),
      CLS: median.cls?.toFixed(3),
      "SI s": seconds(median.speedIndex),
    })),
  );
  console.log("Uploaded covers (the LCP image of the article with an uploaded cover): the copy fetched, per run");
  console.table(results.filter(({ cover }) => cover).map(({ page, runs }) => ({ page, "cover fetched": runs.map((r) => r.coverFetched ?? "none").join(" ") })));
  console.log("Bytes transferred (median, kB compressed as sent)");
  console.table(
    results.map(({ page, median }) => ({
      page,
      "JS kB": kB(median.jsBytes),
      "JS files": median.jsFiles,
      "fonts kB": kB(median.fontBytes),
      "font files": median.fontFiles,
      "HTML kB": kB(median.htmlBytes),
      "CSS kB": kB(median.cssBytes),
      "total kB": kB(median.totalBytes),
      requests: median.requests,
    })),
  );

  let missed = 0;
  const targetsLine = `targets: performance 100 in ≥ ${TARGETS.performanceRuns} of ${RUNS} runs; accessibility, best practices, SEO 100; FCP ≤ ${seconds(TARGETS.fcpMs)} s; LCP ≤ ${seconds(TARGETS.lcpMs)} s; TBT ≤ ${TARGETS.tbtMs} ms; CLS ≤ ${TARGETS.cls}`;
  console.log(`\n${targetsLine}`);
  for (const { page, runs, median, cover } of results) {
    const misses = missesOf(runs, median, cover);
    if (!misses.length) continue;
    missed += 1;
    console.log(`\n✗ ${page}: ${misses.join("; ")}`);
    const worst = runs.filter((r) => !r.error && r.performance < 100).sort((a, b) => a.performance - b.performance);
    // The run nearest the median among those below 100 shows what typically costs points.
    const shown = worst[Math.floor(worst.length / 2)];
    if (shown) {
      console.log(`  performance ${shown.performance}: what cost points (run nearest the median)`);
      for (const line of shown.performanceFindings.slice(0, TOP_AUDITS)) console.log(`    - ${line}`);
    }
    for (const [category, findings] of Object.entries(median.otherFindings)) {
      if (findings.length) console.log(`  ${category} below 100: ${findings.join(", ")}`);
    }
  }
  if (missed) {
    console.log(`\n${missed} of ${results.length} pages miss a target.`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll ${results.length} pages meet every target.`);
  }
} catch (error) {
  console.error(`audit failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

// ---------------------------------------------------------------------------

function seconds(ms) {
  return ms === undefined || Number.isNaN(ms) ? "n/a" : (ms / 1000).toFixed(2);
}

function kB(bytes) {
  return bytes === undefined || Number.isNaN(bytes) ? "n/a" : (bytes / 1024).toFixed(1);
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    if (serverExited) throw new Error("The server exited before it was ready.");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not start within 2 minutes.");
}

/**
 * Publishes an article whose cover (a 2400 × 1350 JPEG) and inline image (a
 * 1600 × 1000 PNG) are uploaded as the dashboard uploads them, by this run's
 * administrator; answers its slug and the cover's `/uploads/<id>`.
 */
async function publishArticleWithUploadedCover() {
  await signIn();
  const cover = await upload(await picture(2400, 1350, "#d9b36c").jpeg({ quality: 90 }).toBuffer(), "image/jpeg");
  const inline = await upload(await picture(1600, 1000, "#c8d6e8").png().toBuffer(), "image/png");
  const slug = `uploaded-cover-${Date.now().toString(36)}`;
  const paragraphs = (text) => Array.from({ length: 6 }, () => text).join("\n\n");
  await json("/api/admin/blog", "POST", {
    slug,
    imageUrl: cover,
    imageAltEn: "The Riyadh skyline at dusk",
    imageAltAr: "أفق الرياض عند الغروب",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: "Board seats in 2025: what changed",
    categoryEn: "Leadership",
    summaryEn: "How boards in the Kingdom filled their seats this year, and what it means for the next appointment.",
    contentEn: `## The year in seats\n\n${paragraphs("Boards in the Kingdom grew and changed in 2025, and the seats they filled tell how.")}\n\n![A chart of board seats filled in 2025](${inline})\n\nAfter the chart, the reading.`,
    titleAr: "مقاعد مجالس الإدارة في 2025: ما الذي تغيّر",
    categoryAr: "القيادة",
    summaryAr: "كيف شغلت مجالس الإدارة في المملكة مقاعدها هذا العام، وماذا يعني ذلك للتعيين القادم.",
    contentAr: `## العام في المقاعد\n\n${paragraphs("نمت مجالس الإدارة في المملكة وتغيّرت في 2025، والمقاعد التي شغلتها تروي كيف.")}\n\n![رسم بياني لمقاعد مجالس الإدارة المشغولة في 2025](${inline})\n\nبعد الرسم، القراءة.`,
    status: "published",
  });
  await expectPages([`/blog/${slug}`, `/ar/blog/${slug}`]);
  return { slug, cover };
}

/**
 * Publishes the firm's faces and proof (issue 28) as the dashboard does: a
 * partner with an uploaded portrait (a 1200 × 1500 JPEG), a sector and a case
 * study; answers the four pages each language gets: the team, the partner,
 * the case studies and the case study.
 */
async function publishTeamAndCaseStudy() {
  await signIn();
  const portrait = await upload(await picture(1200, 1500, "#b9c4cf").jpeg({ quality: 90 }).toBuffer(), "image/jpeg");
  const { person } = await json("/api/admin/people", "POST", {
    slug: "sara-al-otaibi",
    photo: portrait,
    nameEn: "Sara Al-Otaibi",
    nameAr: "سارة العتيبي",
    titleEn: "Managing Partner",
    titleAr: "الشريكة المديرة",
    bioEn: "Sara leads our board and chief executive searches.\n\nTwenty years in the Kingdom, across energy and financial services.",
    bioAr: "تقود سارة عمليات البحث عن الرؤساء التنفيذيين وأعضاء مجالس الإدارة.\n\nعشرون عامًا في المملكة، في قطاعي الطاقة والخدمات المالية.",
    expertiseEn: ["Executive search", "Board advisory"],
    expertiseAr: ["البحث التنفيذي", "استشارات مجالس الإدارة"],
    sectorsEn: ["Energy", "Financial services"],
    sectorsAr: ["الطاقة", "الخدمات المالية"],
    languagesEn: ["Arabic", "English"],
    languagesAr: ["العربية", "الإنجليزية"],
    linkedinUrl: "https://www.linkedin.com/in/sara-example",
    email: "sara@firm.example.sa",
    bookingUrl: "",
    published: true,
  });
  const sector = await json("/api/admin/case-studies/sectors", "POST", { nameEn: "Family holding groups", nameAr: "المجموعات القابضة العائلية" });
  const { caseStudy } = await json("/api/admin/case-studies", "POST", {
    slug: "cfo-family-group",
    roleEn: "Chief Financial Officer, family holding group",
    roleAr: "رئيس الشؤون المالية لمجموعة قابضة عائلية",
    sectorId: sector.id,
    service: "executiveSearch",
    challengeEn: "A second-generation group needed its first CFO from outside the family.",
    challengeAr: "احتاجت مجموعة من الجيل الثاني إلى أول رئيس مالي من خارج العائلة.",
    approachEn: "We mapped finance leaders across the Gulf and assessed six finalists.",
    approachAr: "رسمنا خريطة القيادات المالية في الخليج وقيّمنا ستة مرشحين نهائيين.",
    outcomeEn: "The CFO joined in week nine and led the group's first audit by a Big Four firm.",
    outcomeAr: "انضم الرئيس المالي في الأسبوع التاسع وقاد أول تدقيق للمجموعة لدى إحدى الشركات الأربع الكبرى.",
    timeToHireWeeks: 9,
    published: true,
  });
  const pages = ["/team", `/team/${person.slug}`, "/case-studies", `/case-studies/${caseStudy.slug}`].flatMap((page) => [page, `/ar${page}`]);
  await expectPages(pages);
  return pages;
}

/** The 8 pages; the article is the newest published post. Each must answer 200 before it is audited. */
async function pagesToAudit() {
  const blog = await fetch(`${base}/api/blog`);
  if (!blog.ok) throw new Error(`GET /api/blog answered ${blog.status}`);
  const slug = (await blog.json()).posts?.[0]?.slug;
  if (!slug) throw new Error("No published article to audit (GET /api/blog returned no posts).");
  const pages = ["/", "/ar", "/blog", "/ar/blog", `/blog/${slug}`, `/ar/blog/${slug}`, "/leadership-assessment", "/ar/leadership-assessment"];
  await expectPages(pages);
  return pages;
}

function score(category) {
  return category?.score == null ? undefined : Math.round(category.score * 100);
}

/** The figures of one Lighthouse run; with `cover` (an `/uploads/<id>`), which copy of it the page fetched (`800.avif`, or `original`). */
function summarise(lhr, cover) {
  const { categories, audits } = lhr;
  const error = lhr.runtimeError?.code ?? (categories.performance?.score == null ? "NO_PERFORMANCE_SCORE" : undefined);
  const summary = Object.fromEntries((audits["resource-summary"]?.details?.items ?? []).map((item) => [item.resourceType, item]));
  const bytes = (type) => summary[type]?.transferSize ?? 0;
  const count = (type) => summary[type]?.requestCount ?? 0;
  return {
    error,
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories["best-practices"]),
    seo: score(categories.seo),
    fcp: audits["first-contentful-paint"]?.numericValue,
    lcp: audits["largest-contentful-paint"]?.numericValue,
    tbt: audits["total-blocking-time"]?.numericValue,
    cls: audits["cumulative-layout-shift"]?.numericValue,
    speedIndex: audits["speed-index"]?.numericValue,
    jsBytes: bytes("script"),
    jsFiles: count("script"),
    fontBytes: bytes("font"),
    fontFiles: count("font"),
    htmlBytes: bytes("document"),
    cssBytes: bytes("stylesheet"),
    totalBytes: bytes("total"),
    requests: count("total"),
    coverFetched: cover ? coverFetched(audits, cover) : undefined,
    performanceFindings: performanceFindings(categories.performance, audits),
    otherFindings: {
      accessibility: failingAuditIds(categories.accessibility, audits),
      "best practices": failingAuditIds(categories["best-practices"], audits),
      SEO: failingAuditIds(categories.seo, audits),
    },
  };
}

function coverFetched(audits, cover) {
  const paths = (audits["network-requests"]?.details?.items ?? []).map((item) => new URL(item.url).pathname).filter((path) => path === cover || path.startsWith(`${cover}/`));
  return paths.length ? paths.map((path) => (path === cover ? "original" : path.slice(cover.length + 1))).join("+") : undefined;
}

/** Metrics that lost points, then the other failing performance audits, largest savings first. */
function performanceFindings(category, audits) {
  if (!category) return [];
  const refs = category.auditRefs.map((ref) => ({ ref, audit: audits[ref.id] })).filter(({ audit }) => audit);
  const metrics = refs
    .filter(({ ref, audit }) => ref.group === "metrics" && ref.weight > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .map(({ ref, audit }) => `${audit.id} — ${audit.title}: ${audit.displayValue ?? ""} (metric score ${audit.score.toFixed(2)}, weight ${ref.weight}%)`);
  const failing = refs
    .filter(({ ref, audit }) => ref.group !== "metrics" && isFailing(audit))
    .map(({ audit }) => ({ audit, savingsMs: savingsMs(audit) }))
    .sort((a, b) => b.savingsMs - a.savingsMs || (a.audit.score ?? 1) - (b.audit.score ?? 1))
    .map(({ audit }) => {
      const details = [audit.displayValue, savingsText(audit)].filter(Boolean).join("; ");
      return `${audit.id} — ${audit.title}${details ? `: ${details}` : ""}`;
    });
  return [...metrics, ...failing];
}

function isFailing(audit) {
  if (audit.score === null || audit.score === undefined) return false;
  if (["informative", "notApplicable", "manual", "error"].includes(audit.scoreDisplayMode)) return false;
  return audit.scoreDisplayMode === "metricSavings" ? audit.score < 1 : audit.score < 0.9;
}

function savingsMs(audit) {
  const m = audit.metricSavings ?? {};
  return Math.max(m.FCP ?? 0, m.LCP ?? 0, m.TBT ?? 0, audit.details?.overallSavingsMs ?? 0);
}

function savingsText(audit) {
  const parts = Object.entries(audit.metricSavings ?? {})
    .filter(([, value]) => value)
    .map(([metric, value]) => (metric === "CLS" ? `${metric} −${value.toFixed(3)}` : `${metric} −${Math.round(value)} ms`));
  const savedBytes = audit.details?.overallSavingsBytes;
  if (savedBytes) parts.push(`−${(savedBytes / 1024).toFixed(1)} kB`);
  return parts.length ? `savings ${parts.join(", ")}` : "";
}

function failingAuditIds(category, audits) {
  if (!category || score(category) === 100) return [];
  return category.auditRefs
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && audit.scoreDisplayMode === "binary" && audit.score === 0)
    .map((audit) => audit.id);
}

function median(values) {
  const known = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!known.length) return undefined;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

/** The median of every figure over the runs that did not fail; findings of the other categories from all runs. */
function medianOf(runs) {
  const ok = runs.filter((r) => !r.error);
  const out = {};
  for (const key of ["performance", "accessibility", "bestPractices", "seo", "fcp", "lcp", "tbt", "cls", "speedIndex", "jsBytes", "jsFiles", "fontBytes", "fontFiles", "htmlBytes", "cssBytes", "totalBytes", "requests"]) {
    out[key] = median(ok.map((r) => r[key]));
  }
  out.otherFindings = {};
  for (const category of ["accessibility", "best practices", "SEO"]) {
    out.otherFindings[category] = [...new Set(ok.flatMap((r) => r.otherFindings[category]))];
  }
  return out;
}

/** What a page misses, in words. */
function missesOf(runs, median, cover) {
  const misses = [];
  if (cover) {
    // Each run fetched one copy of the cover, a variant no wider than the phone needs.
    const tooWide = runs.filter((r) => !r.error && (!/^\d+\.(avif|webp|jpg|png)$/.test(r.coverFetched ?? "") || Number.parseInt(r.coverFetched ?? "", 10) > PHONE_COVER_MAX_WIDTH));
    if (tooWide.length) misses.push(`cover fetched as ${tooWide.map((r) => r.coverFetched ?? "nothing").join(", ")}, not one variant at most ${PHONE_COVER_MAX_WIDTH} pixels wide`);
  }
  const failed = runs.filter((r) => r.error);
  if (failed.length) misses.push(`${failed.length} run(s) failed (${[...new Set(failed.map((r) => r.error))].join(", ")})`);
  const perfect = runs.filter((r) => !r.error && r.performance === 100).length;
  if (perfect < TARGETS.performanceRuns) misses.push(`performance 100 in ${perfect} of ${runs.length} runs (scores ${runs.map((r) => r.performance ?? "err").join(", ")})`);
  for (const [key, label] of [
    ["accessibility", "accessibility"],
    ["bestPractices", "best practices"],
    ["seo", "SEO"],
  ]) {
    if (median[key] !== 100) misses.push(`${label} ${median[key] ?? "n/a"}`);
  }
  if (!(median.fcp <= TARGETS.fcpMs)) misses.push(`FCP ${seconds(median.fcp)} s > ${seconds(TARGETS.fcpMs)} s`);
  if (!(median.lcp <= TARGETS.lcpMs)) misses.push(`LCP ${seconds(median.lcp)} s > ${seconds(TARGETS.lcpMs)} s`);
  if (!(median.tbt <= TARGETS.tbtMs)) misses.push(`TBT ${Math.round(median.tbt)} ms > ${TARGETS.tbtMs} ms`);
  if (!(median.cls <= TARGETS.cls)) misses.push(`CLS ${median.cls?.toFixed(3)} > ${TARGETS.cls}`);
  return misses;
}
