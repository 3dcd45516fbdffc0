import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";
import { DataDirLockedError, lockDataDir, processStartTime } from "./data-dir-lock";

const lockModule = path.resolve(import.meta.dirname, "data-dir-lock.ts");

let dataDir: string;
const children: ChildProcess[] = [];
const handles: DatabaseHandle[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
  }
  for (const handle of handles.splice(0)) await handle.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another real process that takes the lock on `dir` with the same code and keeps it until killed. */
async function lockFromAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `const m = await import(${JSON.stringify(lockModule)}); m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 60000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}: ${stderr}`)));
  });
  return child;
}

/** A pid that surely belongs to no running process: one of a child that has exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  const pid = Number(result.stdout);
  expect(pid).toBeGreaterThan(0);
  return pid;
}

function writeLock(dir: string, info: { pid: number; hostname: string; started?: string | null }) {
  fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ ...info, since: new Date().toISOString() }));
}

function readLock(dir: string): { pid: number; hostname: string } {
  return JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")) as { pid: number; hostname: string };
}

describe("lockDataDir", () => {
  it("creates the folder and writes a lock naming this process", () => {
    const nested = path.join(dataDir, "a", "b");
    const release = lockDataDir(nested);
    expect(readLock(nested)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    release();
  });

  it("refuses a folder locked by another live process with a clear DataDirLockedError", async () => {
    const holder = await lockFromAnotherProcess(dataDir);
    let caught: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    const message = (caught as Error).message;
    expect((caught as Error).name).toBe("DataDirLockedError");
    expect(message).toContain(dataDir);
    expect(message).toContain(`pid ${holder.pid}`);
    expect(message).toMatch(/already in use/);
    expect(message).toContain("DATA_DIR");
    expect(message).toContain("DATABASE_URL");
    // The holder's lock is left alone.
    expect(readLock(dataDir).pid).toBe(holder.pid);
  });

  it("takes over a stale lock left by a process that no longer runs", () => {
    writeLock(dataDir, { pid: deadPid(), hostname: os.hostname() });
    const release = lockDataDir(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
    release();
  });

  it.skipIf(processStartTime(process.pid) === null)("takes over a lock whose pid now belongs to another process (a reused pid after a restart)", () => {
    // The parent process is alive, but it did not start when the lock says its holder did.
    const other = process.ppid;
    expect(processStartTime(other)).not.toBeNull();
    writeLock(dataDir, { pid: other, hostname: os.hostname(), started: "1" });
    const release = lockDataDir(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
    release();
  });

  it("records when this process started, so a reused pid is told apart", () => {
    const release = lockDataDir(dataDir);
    expect((readLock(dataDir) as { started?: string | null }).started).toBe(processStartTime(process.pid));
    release();
  });

  it("takes over the lock of a process that was killed without releasing it", async () => {
    const holder = await lockFromAnotherProcess(dataDir);
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    expect(readLock(dataDir).pid).toBe(holder.pid);
    const release = lockDataDir(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
    release();
  });

  it("takes over an unreadable (corrupt) lock file", () => {
    fs.writeFileSync(path.join(dataDir, "server.lock"), "{not json");
    const release = lockDataDir(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
    release();
  });

  it("does not take over a lock held on another host (it cannot tell whether that process runs)", () => {
    writeLock(dataDir, { pid: deadPid(), hostname: `${os.hostname()}-other` });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it("releases: the lock file goes away and the folder can be locked again; releasing twice is harmless", () => {
    const release = lockDataDir(dataDir);
    release();
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    release();
    const again = lockDataDir(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
    again();
  });

  it("a release does not delete a lock that another process has taken since", async () => {
    const release = lockDataDir(dataDir);
    // Simulate the lock having passed to someone else (e.g. taken over as stale).
    writeLock(dataDir, { pid: process.ppid, hostname: os.hostname() });
    release();
    expect(readLock(dataDir).pid).toBe(process.ppid);
  });
});

describe("openDatabase on a PGlite data folder", () => {
  it("refuses a folder that another server process holds", async () => {
    await lockFromAnotherProcess(dataDir);
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  // The next two tests share one folder, since creating a PGlite cluster is slow.
  describe("one folder, opened in turn", () => {
    let folder: string;
    let held: DatabaseHandle | undefined;

    beforeAll(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-pglite-"));
    });
    afterAll(async () => {
      await held?.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it("releases the folder on close, so it can be opened again with its data", async () => {
      const first = await openDatabase({ kind: "pglite", dataDir: folder });
      try {
        await first.db.execute(sql`create table kept (v int)`);
        await first.db.execute(sql`insert into kept values (42)`);
        expect(readLock(folder).pid).toBe(process.pid);
      } finally {
        await first.close();
      }
      expect(fs.existsSync(path.join(folder, "server.lock"))).toBe(false);

      held = await openDatabase({ kind: "pglite", dataDir: folder });
      const result = (await held.db.execute(sql`select v from kept`)) as unknown as { rows: { v: number }[] };
      expect(result.rows).toEqual([{ v: 42 }]);
    });

    it("refuses to open the folder a second time while it is open", async () => {
      expect(held).toBeDefined();
      const outcome = await openDatabase({ kind: "pglite", dataDir: folder }).then(
        (handle) => {
          handles.push(handle);
          return "opened a second handle on the same folder";
        },
        (error: unknown) => error,
      );
      expect(outcome).toBeInstanceOf(DataDirLockedError);
      // The first handle still works and still owns the lock.
      await held!.ping();
      expect(readLock(folder).pid).toBe(process.pid);
    });
  });
});
