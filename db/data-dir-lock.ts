import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder "${dataDir}" is already in use by another server process (pid ${pid}). ` +
        `The embedded database allows one process per folder: stop that process first, ` +
        `set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL for several processes.`,
    );
    this.name = "DataDirLockedError";
  }
}

interface LockInfo {
  pid: number;
  hostname: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
  } catch {
    return null;
  }
}

/** Folders this process holds, so it cannot open one twice either. */
const heldByThisProcess = new Set<string>();

/**
 * Takes an exclusive lock on the embedded database folder. A lock left by a
 * process that no longer runs on this host is taken over; a live one refuses.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  if (heldByThisProcess.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, hostname: os.hostname(), since: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      heldByThisProcess.add(file);
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(file);
        const current = readLock(file);
        if (current?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(file);
      // Our own pid in a lock we do not hold means a previous run of a
      // container that restarted with the same pid (often 1).
      const stale =
        !holder ||
        (holder.hostname === os.hostname() && (holder.pid === process.pid || !isAlive(holder.pid)));
      if (!stale) throw new DataDirLockedError(dataDir, holder.pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder "${dataDir}".`);
}
