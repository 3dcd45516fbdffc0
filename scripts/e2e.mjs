// `npm run test:e2e`: the browser tests in Debian's Chromium.
//
// Skips (exit 0) when Chromium is missing, builds the site when there is no
// build (or REBUILD=true; it warns when build/ is older than the sources),
// picks a free port and runs Playwright, which starts the built server
// itself (playwright.config.ts). Extra arguments go to `playwright test`,
// e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts -g "404"`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(`e2e skipped: no Chromium at ${chromium}; install it with apt-get install chromium`);
  process.exit(0);
}

// Node 24 from the `node` package; this script itself may run on it already.
const node = existsSync("node_modules/.bin/node") ? path.resolve("node_modules/.bin/node") : process.execPath;

if (!process.env.E2E_BASE_URL) {
  const buildReason = whyBuild();
  if (buildReason) {
    console.log(`e2e: ${buildReason}, building the site first…`);
    const build = spawnSync(node, [path.resolve("node_modules/@react-router/dev/bin.cjs"), "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (build.status !== 0) {
      console.error("e2e: the build failed");
      process.exit(build.status ?? 1);
    }
  } else {
    // Rebuilding on its own could pull build/ from under a server someone else is running from this folder.
    const newer = staleBecause();
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
  if (!existsSync("build/server/index.js")) return "no build found";
  if (process.env.REBUILD === "true") return "REBUILD=true";
  return null;
}

/** The first source folder or file changed since the last build, if any. */
function staleBecause() {
  const built = statSync("build/server/index.js").mtimeMs;
  return ["app", "server", "db", "public", "package.json", "vite.config.ts", "react-router.config.ts"].find((p) => newestMtime(p) > built) ?? null;
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** The preferred port when it is free, else one the system hands out. */
function freePort(preferred) {
  const tryPort = (p) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(p, "127.0.0.1", () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
  return tryPort(preferred).then((p) => p ?? tryPort(0));
}
