// How durable is the embedded database, and what would flushing on commit cost?
//
//   node_modules/.bin/node scripts/bench-pglite-durability.mjs [commits]
//
// Runs the same workload (one lead-sized insert per transaction, as the
// contact form does) on PGlite in a temporary folder, twice: with PGlite's
// default start parameters (which include -F: fsync off) and without -F
// (fsync on). It counts the fsync/fdatasync calls that reach Node's fs module,
// which tells whether a flush on commit actually reaches the disk.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const commits = Number(process.argv[2] || 300);
const counted = { fsync: 0, fdatasync: 0 };
for (const name of ["fsyncSync", "fdatasyncSync"]) {
  const original = fs[name];
  fs[name] = (...args) => {
    counted[name === "fsyncSync" ? "fsync" : "fdatasync"] += 1;
    return original(...args);
  };
}

async function run(label, startParams) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-durability-"));
  const db = await PGlite.create(path.join(dir, "pglite"), startParams ? { startParams } : {});
  await db.exec("create table leads (id serial primary key, full_name text, email text, message text, created_at timestamptz default now())");
  const fsyncSetting = (await db.query("show fsync")).rows[0].fsync;
  counted.fsync = 0;
  counted.fdatasync = 0;
  const started = performance.now();
  for (let i = 0; i < commits; i++) {
    await db.transaction(async (tx) => {
      await tx.query("insert into leads (full_name, email, message) values ($1, $2, $3)", [`Lead ${i}`, `lead${i}@example.sa`, "We are looking for a CFO for our retail arm."]);
    });
  }
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { label, fsync: fsyncSetting, commits, "commits/s": Math.round(commits / seconds), "fs.fsync calls": counted.fsync, "fs.fdatasync calls": counted.fdatasync };
}

const defaults = ["--single", "-F", "-O", "-j", "-c", "search_path=public", "-c", "exit_on_error=false", "-c", "log_checkpoints=false", "-c", "max_worker_processes=0", "-c", "max_parallel_workers=0", "-c", "max_parallel_workers_per_gather=0", "-c", "io_method=sync", "-c", "max_parallel_maintenance_workers=0"];
const results = [await run("PGlite defaults (-F)", null), await run("fsync on (defaults without -F)", defaults.filter((p) => p !== "-F"))];
console.table(results);
