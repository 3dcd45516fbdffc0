import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./scripts/lib/test-browser.mjs";
import { e2eAdmin } from "./tests/e2e/support/server-env";

/**
 * Browser tests (`npm run test:e2e`, see scripts/e2e.mjs) in Debian's Chromium
 * (its headless shell where installed: scripts/lib/test-browser.mjs, decision 039).
 *
 * Playwright starts the built server itself on E2E_PORT (default 4173) with a
 * fresh embedded database in a temp folder. Set E2E_BASE_URL to test a server
 * that is already running instead (no server is started then).
 */
const chromiumPath = testBrowserPath();
const port = Number(process.env.E2E_PORT || 4173);
const externalBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, "");
const baseURL = externalBaseUrl || `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `advisory-site-e2e-${port}`);
// Node 24 from the `node` package, whatever `node` is first on PATH.
const node = path.resolve("node_modules/.bin/node");

const dashboardSpecs = ["**/admin.spec.ts", "**/privacy-notice-editor.spec.ts", "**/media-library.spec.ts", "**/page-cache.spec.ts", "**/testimonials.spec.ts", "**/contact-details.spec.ts", "**/firm-name.spec.ts", "**/lead-pipeline.spec.ts", "**/audit-log.spec.ts", "**/dashboard-day.spec.ts", "**/text-edit-mode.spec.ts", "**/editor-role.spec.ts", "**/post-preview.spec.ts", "**/post-editor.spec.ts", "**/visual-editor.spec.ts", "**/post-scheduling.spec.ts", "**/autosave.spec.ts", "**/translations.spec.ts", "**/responsive-images.spec.ts", "**/redirects.spec.ts", "**/post-seo.spec.ts", "**/team.spec.ts", "**/case-studies.spec.ts"];

// Specs that change what everyone meets, alone, after all the others: a second factor required of every administrator (decision 038);
// registration closed, which takes the sign-in page's tabs away from any other test signing in meanwhile.
const exclusiveSpecs = ["**/second-factor-enforced.spec.ts", "**/registration-switch.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Per port, so two runs side by side (each on its own free port) keep their own traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  // The browser suite must end inside CI's 90 minutes with room for install and `npm test` (E2E_GLOBAL_TIMEOUT_MIN to change).
  // It takes about 17 minutes on two cores, but about 45 on a loaded machine of the same size (2026-11-28: load 10, 66% system time).
  globalTimeout: Number(process.env.E2E_GLOBAL_TIMEOUT_MIN || 65) * 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // A click or fill on something that never appears fails in 20 s with its locator named, instead of using up the test's whole time (and the CI's).
    actionTimeout: 20_000,
    // Dialogs, toasts and jumps without their animations (the site honours the setting: app.css), so no step waits for one to end
    // (decision 039: about a quarter of the dashboard's test time). The visitors' journeys see the motion: they ask for it with `test.use`.
    reducedMotion: "reduce",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  // The dashboard spec publishes, features and edits content that the public
  // pages' specs count; it runs once they are done, on the same server.
  projects: [
    { name: "chromium", testIgnore: [...dashboardSpecs, ...exclusiveSpecs] },
    { name: "dashboard", testMatch: dashboardSpecs, dependencies: ["chromium"] },
    // One worker once the dashboard's specs are done: nothing else signs in as an administrator meanwhile.
    { name: "exclusive", testMatch: exclusiveSpecs, dependencies: ["dashboard"], workers: 1 },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // A fresh database every run: the folder is removed before the server starts.
        // E2E_SERVER_LOG=<file> keeps the server's log (at E2E_LOG_LEVEL, e.g. info for every request's time) to find what is slow.
        command: `rm -rf '${dataDir}' && exec '${node}' server.js${process.env.E2E_SERVER_LOG ? ` >> '${process.env.E2E_SERVER_LOG}'` : ""}`,
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        env: {
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          // Always the embedded database, even where DATABASE_URL is set.
          DATABASE_URL: "",
          ADMIN_USERNAME: e2eAdmin.username,
          ADMIN_PASSWORD: e2eAdmin.password,
          LOG_LEVEL: process.env.E2E_LOG_LEVEL || "warn",
          // The journey tests send real leads, each from its own X-Forwarded-For address, so the per-address rate limit stays out of their way.
          TRUST_PROXY: "true",
          // The firm's inbox: firm-name.spec.ts reads the lead notification on its own SMTP server.
          NOTIFY_EMAIL: "leads@e2e.example",
          // The post scheduler looks every second (a minute in production), so post-scheduling.spec.ts sees a post it timed a few seconds ahead go public without waiting a minute.
          POST_SCHEDULE_CHECK_SECONDS: "1",
        },
      },
});
