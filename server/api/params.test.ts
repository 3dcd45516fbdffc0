import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/app-error";
import { parseIdParam } from "./params";

function notFound(value: unknown, message?: string): AppError {
  try {
    parseIdParam(value, message);
  } catch (error) {
    return error as AppError;
  }
  throw new Error(`parseIdParam(${String(value)}) did not throw`);
}

describe("parseIdParam", () => {
  it("reads a positive whole number that fits an integer column", () => {
    expect(parseIdParam("1")).toBe(1);
    expect(parseIdParam("42")).toBe(42);
    expect(parseIdParam("2147483647")).toBe(2_147_483_647);
  });

  it.each(["0", "-1", "007", "1.5", "1e3", " 1", "abc", "", "2147483648", "99999999999"])("answers 404 for %j", (value) => {
    const error = notFound(value);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("NOT_FOUND");
    expect(error.customMessage).toBeUndefined();
  });

  it("answers 404 for a value that is not a string", () => {
    expect(notFound(undefined).code).toBe("NOT_FOUND");
    expect(notFound(["1"]).code).toBe("NOT_FOUND");
  });

  it("carries the router's own not-found message", () => {
    expect(notFound("x", "testimonialsAdmin.error.notFound").customMessage).toBe("testimonialsAdmin.error.notFound");
  });
});
