// `npm run test:e2e`: the browser tests in Debian's Chromium: its headless
// shell (package chromium-headless-shell, the same engine without the
// browser's own interface, decision 039) where it is installed, else the
// browser itself; CHROMIUM_PATH picks another.
//
// Skips (exit 0) when Chromium is missing, builds the site when there is no
// build (or REBUILD=true; it warns when build/ is older than the sources),
// picks a free port and runs Playwright, which starts the built server
// itself (playwright.config.ts). Extra arguments go to `playwright test`,
// e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts -g "404"`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { buildSite, buildStaleBecause, freePort, hasBuild, node } from "./lib/build-and-ports.mjs";
import { testBrowserPath } from "./lib/test-browser.mjs";

const chromium = testBrowserPath();
if (!existsSync(chromium)) {
  console.log(`e2e skipped: no Chromium at ${chromium}; install it with apt-get install chromium-headless-shell (or chromium)`);
  process.exit(0);
}

if (!process.env.E2E_BASE_URL) {
  const buildReason = whyBuild();
  if (buildReason) {
    console.log(`e2e: ${buildReason}, building the site first…`);
    buildSite("e2e");
  } else {
    // Rebuilding on its own could pull build/ from under a server someone else is running from this folder.
    const newer = buildStaleBecause();
    if (newer) console.warn(`e2e: warning: build/ is older than ${newer}; testing the old build. Run \`npm run build\` or set REBUILD=true to test the current code.`);
  }
}

const port = process.env.E2E_PORT || String(await freePort(4173));
// The password-reset test receives the site's e-mail on an SMTP server of its
// own (tests/e2e/auth-password-reset.spec.ts); the site is told where it is.
const smtp = process.env.E2E_BASE_URL || process.env.SMTP_HOST ? {} : { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(await freePort(0)) };
const playwrightCli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const run = spawnSync(node, [playwrightCli, "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, ...smtp, CHROMIUM_PATH: chromium, E2E_PORT: port },
});
if (run.error) console.error(run.error);
process.exit(run.status ?? 1);

/** Why the site must be built first, or null: no build yet, or REBUILD=true. */
function whyBuild() {
  if (!hasBuild()) return "no build found";
  if (process.env.REBUILD === "true") return "REBUILD=true";
  return null;
}

