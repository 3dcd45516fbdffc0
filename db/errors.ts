/**
 * One place that reads PostgreSQL (and driver) error codes. Drizzle and the
 * drivers wrap the original error, so the cause chain is searched.
 */
type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

const MAX_CAUSE_DEPTH = 5;

function* causeChain(error: unknown): Generator<ErrorLike> {
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e && typeof e === "object" && depth < MAX_CAUSE_DEPTH; depth++) {
    yield e;
    e = e.cause as ErrorLike | undefined;
  }
}

function* codes(error: unknown): Generator<string> {
  for (const e of causeChain(error)) {
    if (typeof e.code === "string" && e.code) yield e.code;
  }
}

/**
 * The error's code: the first string `code` in its cause chain (a SQLSTATE such as "23505",
 * or a socket code such as "ECONNREFUSED"), or the first one in `wanted` when given, since a
 * wrapper may carry its own code above the database's.
 */
export function pgErrorCode(error: unknown, wanted?: ReadonlySet<string>): string | undefined {
  for (const code of codes(error)) {
    if (!wanted || wanted.has(code)) return code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = new Set(["23505"]);

/** True when a write failed on a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error, UNIQUE_VIOLATION) !== undefined;
}

/** How long a client is asked to wait (Retry-After, seconds) before trying again while the database is away. */
export const DB_RETRY_AFTER_SECONDS = 5;

/** Connection-level failures that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE",
  // admin shutdown, crash shutdown, cannot connect now; connection exceptions
  "57P01", "57P02", "57P03", "08000", "08001", "08003", "08006",
  // statement_timeout, idle_in_transaction_session_timeout: the database is too slow to answer now
  "57014", "25P03",
]);

/**
 * Driver messages for a lost or refused connection that carry no code, and
 * PostgreSQL's refusal of a database closed for maintenance (SQLSTATE 55000,
 * too general a code to count on its own).
 */
const UNAVAILABLE_MESSAGE = /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout|is not currently accepting connections/i;

/**
 * The database's storage refused a write: out of space (SQLSTATE class 53,
 * "insufficient resources", e.g. 53100 disk_full, which is what PGlite and
 * PostgreSQL answer when a file cannot be extended), an I/O error (class 58,
 * e.g. 58030 "could not write to file"), or the operating system's own
 * ENOSPC, EDQUOT, EIO or EROFS from a file the process writes itself.
 */
export function isStorageFailure(error: unknown): boolean {
  for (const code of codes(error)) {
    if (STORAGE_CODES.has(code) || /^5[38][0-9A-Z]{3}$/.test(code)) return true;
  }
  for (const e of causeChain(error)) {
    if (typeof e.message === "string" && STORAGE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

const STORAGE_CODES = new Set(["ENOSPC", "EDQUOT", "EIO", "EROFS"]);
/** The operating system's words, as PostgreSQL quotes them in errors without a storage SQLSTATE. */
const STORAGE_MESSAGE = /No space left on device|Disk quota exceeded|Input\/output error|Read-only file system/i;

/** True when the database cannot be reached right now, or cannot store anything (the request may be retried later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (pgErrorCode(error, UNAVAILABLE_CODES) || isStorageFailure(error)) return true;
  for (const e of causeChain(error)) {
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
