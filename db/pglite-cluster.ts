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
import { closeSync, createReadStream, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createGunzip } from "node:zlib";
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
 * Unpacks the template into a new data folder on disk, streaming, so PGlite
 * then opens it as an existing folder. Handing it to PGlite instead
 * (`loadDataDir`) unpacks the whole cluster in memory (a 16 MB WAL segment
 * among ~40 MB of files) and leaves the process about 150 MB larger for as
 * long as it runs. Returns false when there is no template for these
 * settings. Throws on a damaged template.
 */
export async function unpackPgliteTemplate(folder: string, options: PGliteOptions = EMBEDDED_PGLITE_OPTIONS): Promise<boolean> {
  const file = pgliteTemplatePath(options);
  if (!existsSync(file)) return false;
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  let pending: Buffer = Buffer.alloc(0);
  let fd: number | null = null;
  let remaining = 0;
  let padding = 0;
  let ended = false;
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let offset = 0;
      while (!ended) {
        if (remaining > 0) {
          const length = Math.min(remaining, pending.length - offset);
          if (length === 0) break;
          if (fd !== null) writeSync(fd, pending, offset, length);
          offset += length;
          remaining -= length;
          continue;
        }
        if (fd !== null) {
          closeSync(fd);
          fd = null;
        }
        if (padding > 0) {
          const length = Math.min(padding, pending.length - offset);
          if (length === 0) break;
          offset += length;
          padding -= length;
          continue;
        }
        if (pending.length - offset < 512) break;
        const header = pending.subarray(offset, offset + 512);
        offset += 512;
        if (header.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const entry = readTarHeader(header, folder);
        remaining = entry.size;
        padding = (512 - (entry.size % 512)) % 512;
        if (entry.type === "5") mkdirSync(entry.target, { recursive: true, mode: entry.mode });
        else if (entry.type === "0" || entry.type === "\0") {
          mkdirSync(path.dirname(entry.target), { recursive: true, mode: 0o700 });
          fd = openSync(entry.target, "w", entry.mode);
        } else throw new Error(`unexpected entry type ${JSON.stringify(entry.type)} in the template`);
      }
      pending = pending.subarray(offset);
    }
  } finally {
    if (fd !== null) closeSync(fd);
  }
  if (!ended || remaining > 0) throw new Error("the template ends early");
  return true;
}

function readTarHeader(header: Buffer, folder: string): { target: string; size: number; type: string; mode: number } {
  const field = (start: number, length: number) => {
    const raw = header.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString("utf8");
  };
  const prefix = field(345, 155);
  const name = (prefix ? `${prefix}/` : "") + field(0, 100);
  const target = path.resolve(folder, `.${path.posix.sep}${name.replace(/^\/+/, "")}`);
  if (target !== folder && !target.startsWith(`${folder}${path.sep}`)) throw new Error(`template entry outside the folder: ${name}`);
  const size = Number.parseInt(field(124, 12).trim() || "0", 8);
  const mode = Number.parseInt(field(100, 8).trim() || "600", 8) & 0o777;
  if (!Number.isFinite(size) || size < 0) throw new Error(`bad size for ${name} in the template`);
  return { target, size, type: String.fromCharCode(header[156] ?? 0), mode };
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
