// Screenshots of the site for review, in English and Arabic at phone and laptop widths.
//
//   node_modules/.bin/node scripts/screenshots.mjs [baseUrl]
//
// With a base URL (e.g. http://localhost:3000) it photographs that server.
// Without one it builds the site if needed, starts the built server on a free
// port with a throw-away embedded database, and stops it afterwards.
// PNGs go to screenshots/ (git-ignored) as <name>-<lang>-<width>.png.
// CHROMIUM_PATH overrides /usr/bin/chromium; SHOTS=home,404 picks some shots only.
//
// To add a page: add an entry to `shots` below. `path` is the English path
// (the Arabic one is the same under /ar); `prepare` runs before the picture;
// `widths` limits the widths; `fullPage` takes the whole page.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildSite, freePort, hasBuild, node } from "./lib/build-and-ports.mjs";

/** @typedef {import("@playwright/test").Page} Page */

const widths = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } };

/** @type {{ name: string, path: string, fullPage?: boolean, widths?: (keyof typeof widths)[], prepare?: (page: Page) => Promise<void> }[]} */
const shots = [
  { name: "home", path: "/", fullPage: true },
  { name: "home-scrolled", path: "/", prepare: (page) => scrollTo(page, 240) },
  { name: "mobile-menu", path: "/", widths: ["phone"], prepare: openMobileMenu },
  { name: "ventures-open", path: "/", widths: ["laptop"], prepare: openVentures },
  { name: "footer", path: "/", prepare: (page) => scrollTo(page, "bottom") },
  { name: "404", path: "/no-such-page", fullPage: true },
];

async function scrollTo(page, y) {
  await page.evaluate((top) => {
    window.scrollTo({ top: top === "bottom" ? document.documentElement.scrollHeight : top, behavior: "instant" });
  }, y);
  await page.waitForTimeout(300); // the header's shadow transition
}

async function openMobileMenu(page) {
  await page.locator('header button[aria-controls="mobile-menu"]').click();
  await page.locator("#mobile-menu").waitFor();
}

async function openVentures(page) {
  const trigger = page.locator("header nav button[aria-controls]");
  await trigger.click();
  await page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`).waitFor();
  await page.waitForTimeout(200); // any fade-in
}

// ---------------------------------------------------------------------------

const languages = [
  { code: "en", localize: (p) => p },
  { code: "ar", localize: (p) => (p === "/" ? "/ar" : `/ar${p}`) },
];
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const outDir = path.resolve("screenshots");
const only = process.env.SHOTS ? new Set(process.env.SHOTS.split(",")) : null;

if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}; install it with apt-get install chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

let baseUrl = process.argv[2]?.replace(/\/+$/, "");
let server = null;
if (!baseUrl) ({ baseUrl, server } = await startServer());

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"],
});
mkdirSync(outDir, { recursive: true });
const saved = [];
let failed = 0;
try {
  for (const [widthName, viewport] of Object.entries(widths)) {
    for (const lang of languages) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce", locale: lang.code === "ar" ? "ar-SA" : "en-US" });
      // Each picture shows the page in its own language, whatever was chosen before.
      await context.addCookies([{ name: "language", value: lang.code, url: baseUrl }]);
      await context.addInitScript((code) => localStorage.setItem("language", code), lang.code);
      const page = await context.newPage();
      for (const shot of shots) {
        if (only && !only.has(shot.name)) continue;
        if (shot.widths && !shot.widths.includes(widthName)) continue;
        const file = path.join(outDir, `${shot.name}-${lang.code}-${viewport.width}.png`);
        try {
          await page.goto(baseUrl + lang.localize(shot.path));
          await page.waitForLoadState("networkidle");
          await page.evaluate(() => document.fonts.ready);
          await waitForHydration(page);
          if (shot.prepare) await shot.prepare(page);
          await page.screenshot({ path: file, fullPage: shot.fullPage ?? false, animations: "disabled" });
          saved.push(path.relative(process.cwd(), file));
          console.log(`saved ${path.relative(process.cwd(), file)}`);
        } catch (error) {
          failed++;
          console.error(`failed ${shot.name} (${lang.code}, ${viewport.width}px): ${error instanceof Error ? error.message : error}`);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  if (server) await server.stop();
}
console.log(`${saved.length} screenshot(s) in ${path.relative(process.cwd(), outDir)}/${failed ? `, ${failed} failed` : ""}`);
process.exit(failed ? 1 : 0);

async function waitForHydration(page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("body > button, header button")).every((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))),
  );
}

/** Starts the built server (building it first when needed) with a throw-away embedded database. */
async function startServer() {
  if (!hasBuild()) {
    console.log("No build found: building the site first…");
    buildSite("screenshots");
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(os.tmpdir(), `advisory-site-screenshots-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(node, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not become healthy within 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`server started at ${url}`);
  return {
    baseUrl: url,
    server: {
      stop: async () => {
        child.kill("SIGTERM");
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
  };
}

