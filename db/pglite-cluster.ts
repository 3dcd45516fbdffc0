/**
 * The embedded database's cluster: its server settings, and a template.
 *
 * The template is a freshly initialised, empty PGlite cluster kept as a
 * tarball, so a new embedded database (a new data folder, or an in-memory
 * one in the tests) is unpacked in about a second instead of running initdb
 * (4-6 s on two cores). It holds nothing of the site's: no tables, no
 * migrations, no users; the caller migrates and seeds as on any new database.
 *
 * The file is named after the PGlite version and the server settings it was
 * made with, so an upgrade of PGlite never loads another version's files. It
 * lives in `node_modules/.cache/advisory-site/` (PGLITE_TEMPLATE_DIR to move
 * it) and is made by every build (the `buildEnd` hook in
 * react-router.config.ts) and before the unit tests
 * (tests/support/global-setup.ts); without it a new database is initialised
 * the usual way.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * The embedded database's buffer pool. PGlite's default (128 MB, PostgreSQL's
 * own) is sized for a server with many clients and large tables; this site's
 * data is a few megabytes and its pages read it once per change of content
 * (app/lib/public-data-memo.ts), so 16 MB holds all of it and the process
 * stays about 120 MB smaller (docs/decisions/020-speed-and-page-cache.md).
 */
export const EMBEDDED_PGLITE_OPTIONS = { postgresqlconf: ["shared_buffers=16MB"] } satisfies PGliteOptions;

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** Where the template for these settings is (or would be) kept. */
export function pgliteTemplatePath(options: PGliteOptions = EMBEDDED_PGLITE_OPTIONS): string {
  const dir = process.env.PGLITE_TEMPLATE_DIR || path.resolve(process.cwd(), "node_modules/.cache/advisory-site");
  const settings = createHash("sha256").update(JSON.stringify(options.postgresqlconf ?? null)).digest("hex").slice(0, 12);
  return path.join(dir, `pglite-${pgliteVersion()}-${settings}.tar.gz`);
}

/** The template's bytes, or undefined when none has been made for these settings. */
export function readPgliteTemplate(options: PGliteOptions = EMBEDDED_PGLITE_OPTIONS): Blob | undefined {
  const file = pgliteTemplatePath(options);
  if (!existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Makes the template for these settings unless it exists: initdb in memory,
 * then the cluster packed as gzip. Written under a temporary name and renamed,
 * so a reader never sees half a file, even with several test workers at once.
 */
export async function ensurePgliteTemplate(options: PGliteOptions = EMBEDDED_PGLITE_OPTIONS): Promise<string> {
  const file = pgliteTemplatePath(options);
  if (existsSync(file)) return file;
  const { loadDataDir: _ignored, dataDir: _memory, ...settings } = options;
  const pglite = await PGlite.create(settings);
  try {
    const tarball = await pglite.dumpDataDir("gzip");
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      writeFileSync(temporary, Buffer.from(await tarball.arrayBuffer()));
      renameSync(temporary, file);
    } finally {
      rmSync(temporary, { force: true });
    }
  } finally {
    await pglite.close();
  }
  return file;
}
