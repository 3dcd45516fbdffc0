import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation, pgErrorCode } from "./errors";

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
  });

  it("is false for ordinary query errors", () => {
    expect(isDatabaseUnavailable(wrapped({ code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("syntax error"))).toBe(false);
  });
});
