// Shared by the scripts that run the built site (e2e, bench, audit-lighthouse,
// screenshots): which Node to run, whether build/ is current, building it, and
// a free port. Run from the repository root, as `npm run …` does.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** Node 24 from the `node` package; the calling script itself may run on it already. */
export const node = existsSync("node_modules/.bin/node") ? path.resolve("node_modules/.bin/node") : process.execPath;

const BUILT_SERVER = "build/server/index.js";
const SOURCES = ["app", "server", "db", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

/** The newest modification time in a file or folder (node_modules and dot-files skipped); 0 when it does not exist. */
export function newestMtime(p) {
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

/** Whether there is a build at all. */
export function hasBuild() {
  return existsSync(BUILT_SERVER);
}

/** The first source folder or file changed since the last build, or null. */
export function buildStaleBecause() {
  const built = statSync(BUILT_SERVER).mtimeMs;
  return SOURCES.find((p) => newestMtime(p) > built) ?? null;
}

/** Builds the site for production; on failure says so under `label` and exits with the build's status. */
export function buildSite(label) {
  const build = spawnSync(node, [path.resolve("node_modules/@react-router/dev/bin.cjs"), "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) {
    console.error(`${label}: the build failed`);
    process.exit(build.status ?? 1);
  }
}

/**
 * Builds the site when there is no build; otherwise warns when build/ is older
 * than the sources (rebuilding on its own could pull build/ from under a
 * server someone else runs from this folder). `verb` says what the script does
 * with the build ("measure", "audit", "test").
 */
export function ensureBuild({ label, verb, doing = `${verb.replace(/e$/, "")}ing`, hint = "Run `npm run build`" }) {
  if (!hasBuild()) {
    console.log(`${label}: no build found, building the site first…`);
    buildSite(label);
    return;
  }
  const newer = buildStaleBecause();
  if (newer) console.warn(`${label}: warning: build/ is older than ${newer}; ${doing} the old build. ${hint} to ${verb} the current code.`);
}

/** The preferred port when it is free, else one the system hands out. */
export function freePort(preferred = 0) {
  const tryPort = (p) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(null));
      probe.listen(p, "127.0.0.1", () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    });
  return tryPort(preferred).then((p) => p ?? tryPort(0));
}
