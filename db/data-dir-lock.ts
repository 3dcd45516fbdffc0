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
  /** When the holding process started (Linux: /proc/<pid>/stat), to tell it from a later process that got the same pid. */
  started?: string | null;
}

/** A process's start time as the kernel counts it, or null where /proc is not available. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, inside parentheses); the start time is field 22.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The holder still runs: its pid is alive and, where we can tell, it is the same process that took the lock. */
function holderRuns(holder: LockInfo): boolean {
  if (!isAlive(holder.pid)) return false;
  if (!holder.started) return true;
  const now = processStartTime(holder.pid);
  return now === null || now === holder.started;
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
 * process that no longer runs on this host is taken over (also when its pid
 * now belongs to another process); a live holder refuses.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  if (heldByThisProcess.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, hostname: os.hostname(), started: processStartTime(process.pid), since: new Date().toISOString() }));
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
      // container that restarted with the same pid (often 1); a live pid
      // that started at another time is a later process that reused it.
      const stale = !holder || (holder.hostname === os.hostname() && (holder.pid === process.pid || !holderRuns(holder)));
      if (!stale) throw new DataDirLockedError(dataDir, holder.pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder "${dataDir}".`);
}
