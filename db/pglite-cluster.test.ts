import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";
import { EMBEDDED_PGLITE_OPTIONS, ensurePgliteTemplate, pgliteTemplatePath, readPgliteTemplate } from "./pglite-cluster";

let scratch: string;
const handles: DatabaseHandle[] = [];
const savedTemplateDir = process.env.PGLITE_TEMPLATE_DIR;

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-cluster-"));
});

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close().catch(() => {});
  if (savedTemplateDir === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
  else process.env.PGLITE_TEMPLATE_DIR = savedTemplateDir;
  vi.restoreAllMocks();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const result = (await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`)) as unknown as {
    rows: { table_name: string }[];
  };
  return result.rows.map((row) => row.table_name);
}

describe("the embedded database template", () => {
  it("is named after the PGlite version and the settings, and kept where PGLITE_TEMPLATE_DIR says", () => {
    process.env.PGLITE_TEMPLATE_DIR = scratch;
    const file = pgliteTemplatePath();
    expect(path.dirname(file)).toBe(scratch);
    expect(path.basename(file)).toMatch(/^pglite-\d+\.\d+\.\d+-[0-9a-f]{12}\.tar\.gz$/);
    expect(pgliteTemplatePath({ postgresqlconf: ["shared_buffers=32MB"] })).not.toBe(file);
    expect(readPgliteTemplate()).toBeUndefined();
  });

  it("is made once, as a whole file, and a new folder unpacked from it is an empty, working database", async () => {
    process.env.PGLITE_TEMPLATE_DIR = path.join(scratch, "cache");
    const first = await ensurePgliteTemplate();
    expect(fs.readdirSync(path.dirname(first))).toEqual([path.basename(first)]);
    const made = fs.statSync(first).mtimeMs;
    await ensurePgliteTemplate();
    expect(fs.statSync(first).mtimeMs).toBe(made);

    const dataDir = path.join(scratch, "data");
    const create = vi.spyOn(PGlite, "create");
    const handle = await openDatabase({ kind: "pglite", dataDir });
    handles.push(handle);
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    // Unpacked on disk, streaming: PGlite's own loadDataDir unpacks it in memory and leaves the server ~150 MB larger.
    expect(JSON.stringify(create.mock.calls)).not.toContain("loadDataDir");
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith("pglite"))).toEqual(["pglite"]);
    // Nothing of the site's comes with the template: migrations run as on any new database.
    expect(await tableNames(handle)).toEqual([]);
    await handle.migrate();
    expect(await tableNames(handle)).toContain("users");
    await handle.close();
    handles.pop();

    // Reopened, the folder keeps its data (it is not unpacked again over it).
    const again = await openDatabase({ kind: "pglite", dataDir });
    handles.push(again);
    expect(await tableNames(again)).toContain("users");
  }, 120_000);

  it("an in-memory database from the template starts empty too", async () => {
    const handle = await openDatabase({ kind: "memory" });
    handles.push(handle);
    expect(await tableNames(handle)).toEqual([]);
  });

  it("a damaged template is set aside: the new folder is initialised the usual way", async () => {
    process.env.PGLITE_TEMPLATE_DIR = scratch;
    fs.writeFileSync(pgliteTemplatePath(), "not a tarball");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(scratch, "data") });
    handles.push(handle);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("initialising a new database instead"));
    await handle.migrate();
    expect(await tableNames(handle)).toContain("users");
  }, 120_000);

  it("uses the settings the site runs with", () => {
    expect(EMBEDDED_PGLITE_OPTIONS.postgresqlconf).toContain("shared_buffers=16MB");
  });
});
