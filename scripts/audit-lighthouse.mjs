// `npm run audit:lighthouse`: Lighthouse (mobile) in the system Chromium against
// the built site, for the home page, the blog and one article in both
// languages. Prints the four category scores and the JavaScript each page loads.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.log(`Lighthouse skipped: no Chromium at ${chromePath} (apt-get install chromium).`);
  process.exit(0);
}
if (!existsSync("build/server/index.js")) {
  const built = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const port = Number(process.env.AUDIT_PORT ?? 4400);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: "error" },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not start.");
}

let chrome;
try {
  await waitForHealth();
  const blog = await fetch(`${base}/api/blog`);
  const slug = blog.ok ? (await blog.json()).posts?.[0]?.slug : undefined;
  const pages = ["/", "/blog", ...(slug ? [`/blog/${slug}`] : [])].flatMap((p) => [p, p === "/" ? "/ar" : `/ar${p}`]);

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"],
  });
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    const { categories, audits } = result.lhr;
    const scripts = (audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    rows.push({
      page,
      status: result.lhr.runtimeError ? result.lhr.runtimeError.code : "ok",
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      "best-practices": Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      "JS (kB, compressed)": (jsBytes / 1024).toFixed(1),
      "LCP (s)": ((audits["largest-contentful-paint"]?.numericValue ?? NaN) / 1000).toFixed(2),
      CLS: (audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3),
    });
  }
  console.table(rows);
  const overBudget = rows.filter((r) => Number(r["JS (kB, compressed)"]) > 100);
  if (overBudget.length) console.log(`Over the 100 kB JavaScript budget: ${overBudget.map((r) => r.page).join(", ")}`);
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
