import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isStorageFailure, isUniqueViolation, pgErrorCode } from "./errors";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query"), { cause });

describe("pgErrorCode", () => {
  it("reads the code of the error itself or of a wrapped cause", () => {
    expect(pgErrorCode({ code: "23505" })).toBe("23505");
    expect(pgErrorCode(wrapped(wrapped({ code: "57P01" })))).toBe("57P01");
  });

  it("answers undefined for values without a code", () => {
    expect(pgErrorCode(undefined)).toBeUndefined();
    expect(pgErrorCode("23505")).toBeUndefined();
    expect(pgErrorCode(new Error("plain"))).toBeUndefined();
  });

  it("finds a wanted code below a wrapper that carries its own", () => {
    const error = Object.assign(wrapped({ code: "23505" }), { code: "ERR_QUERY" });
    expect(pgErrorCode(error)).toBe("ERR_QUERY");
    expect(pgErrorCode(error, new Set(["23505"]))).toBe("23505");
  });
});

describe("isUniqueViolation", () => {
  it("is true for SQLSTATE 23505 anywhere in the cause chain", () => {
    expect(isUniqueViolation(wrapped({ code: "23505" }))).toBe(true);
  });

  it("is false for other codes", () => {
    expect(isUniqueViolation(wrapped({ code: "23503" }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe("isDatabaseUnavailable", () => {
  it("is true for connection codes and lost-connection messages", () => {
    expect(isDatabaseUnavailable(wrapped({ code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable({ code: "57P01" })).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    // ALTER DATABASE … ALLOW_CONNECTIONS false (maintenance): a new connection is refused with 55000.
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('database "site" is not currently accepting connections'), { code: "55000" })))).toBe(true);
    expect(isDatabaseUnavailable({ code: "55000" })).toBe(false);
  });

  it("is true when the storage refuses a write: what PGlite and PostgreSQL answer on a full disk or an I/O error, and the system's own codes", () => {
    // Seen from PGlite on a full tmpfs: { code: "53100", message: 'could not extend file "base/5/16491": No space left on device' }.
    for (const error of [{ code: "53100" }, { code: "58030" }, { code: "ENOSPC" }, { code: "EDQUOT" }, { code: "EIO" }, new Error('could not write to file "pg_wal/x": No space left on device')]) {
      expect(isStorageFailure(wrapped(error))).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    }
    expect(isStorageFailure(wrapped({ code: "23505" }))).toBe(false);
  });

  it("is false for ordinary query errors", () => {
    expect(isDatabaseUnavailable(wrapped({ code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("syntax error"))).toBe(false);
  });
});
