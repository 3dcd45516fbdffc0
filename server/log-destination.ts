import fs from "node:fs";

/** Lines waiting for a busy pipe are capped; past this, new lines are dropped (and counted) rather than held. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024;
/** How long to wait before writing again to a pipe or terminal that is full for the moment. */
const BUSY_RETRY_MS = 10;

export interface LogDestinationOptions {
  /** File descriptor to write to (standard output by default). */
  fd?: number;
  /** Where the one-line notices about dropped lines go; standard error by default, never throwing. */
  notice?: (text: string) => void;
  /** Replaces `fs.writeSync` (tests). */
  writeSync?: (fd: number, text: string) => number;
}

export interface LogDestination {
  write(line: string): void;
  /** Lines lost since the process started because the log could not be written. */
  readonly dropped: number;
  /** Writes what is waiting, once: an error gives up instead of retrying. Run on exit. */
  flushSync(): void;
}

/**
 * Where pino writes the site's log. A log that cannot be written (a full
 * disk, a closed pipe) must never crash the server or hang its exit, as
 * pino's default destination does on ENOSPC (an unhandled 'error', then an
 * exit flush that retries forever): the line is dropped and counted, one
 * notice goes to standard error when writing starts failing, and another
 * with the count when it works again.
 *
 * Lines are written synchronously, in order, so nothing is in flight when the
 * process exits. A pipe that is full for the moment (EAGAIN) is not an
 * error: its lines wait, up to a cap, and are written a little later.
 */
export function createLogDestination(options: LogDestinationOptions = {}): LogDestination {
  const fd = options.fd ?? 1;
  const writeSync = options.writeSync ?? ((target: number, text: string) => fs.writeSync(target, text));
  const notice = options.notice ?? writeToStderr;
  const waiting: string[] = [];
  let waitingBytes = 0;
  let retry: NodeJS.Timeout | null = null;
  let dropped = 0;
  let droppedSinceNotice = 0;
  let failing = false;

  const drop = (lines: number, reason: string) => {
    dropped += lines;
    droppedSinceNotice += lines;
    if (failing) return;
    failing = true;
    notice(`log: cannot write the log (${reason}); dropping lines until it can`);
  };

  /** Writes the waiting lines in order; false when the destination is busy and the rest must wait. */
  const writeWaiting = (): boolean => {
    while (waiting.length > 0) {
      const text = waiting[0]!;
      let written: number;
      try {
        written = writeSync(fd, text);
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException;
        if (code === "EAGAIN" || code === "EBUSY") return false;
        waiting.shift();
        waitingBytes -= text.length;
        drop(1, message ?? String(code));
        continue;
      }
      const rest = Buffer.from(text).subarray(written).toString();
      waitingBytes -= text.length - rest.length;
      if (rest) waiting[0] = rest;
      else waiting.shift();
      if (failing) {
        failing = false;
        notice(`log: writing the log again; ${droppedSinceNotice} line(s) were dropped`);
        droppedSinceNotice = 0;
      }
    }
    return true;
  };

  const drain = () => {
    retry = null;
    if (!writeWaiting()) retry = setTimeout(drain, BUSY_RETRY_MS).unref();
  };

  return {
    write(line) {
      if (waitingBytes + line.length > MAX_QUEUED_BYTES) {
        drop(1, "the log is not keeping up");
        return;
      }
      waiting.push(line);
      waitingBytes += line.length;
      if (!retry) drain();
    },
    get dropped() {
      return dropped;
    },
    flushSync() {
      if (retry) clearTimeout(retry);
      retry = null;
      try {
        if (waiting.length > 0) writeSync(fd, waiting.join(""));
      } catch {
        // Exiting anyway: a log that cannot be written must not hold the process up.
      }
      waiting.length = 0;
      waitingBytes = 0;
    },
  };
}

function writeToStderr(text: string): void {
  try {
    fs.writeSync(2, `${text}\n`);
  } catch {
    // Standard error may be on the same full disk; there is nowhere else to say it.
  }
}
