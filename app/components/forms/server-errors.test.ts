import type { FieldError } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { applyServerFieldErrors, failureText, fieldErrorText } from "./server-errors";

const apiError = (status: number, body: unknown) => new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "");
const t = (key: string) => `«${key}»`;
const fallback = "The form's own words";

describe("fieldErrorText", () => {
  it("translates a schema error (a catalog key) and shows a server error as sent", () => {
    expect(fieldErrorText(t, { type: "too_small", message: "leads.error.nameRequired" } as FieldError)).toBe("«leads.error.nameRequired»");
    expect(fieldErrorText(t, { type: "server", message: "Already translated." } as FieldError)).toBe("Already translated.");
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});

describe("applyServerFieldErrors", () => {
  type Form = { name: string; email: string; needSummary: string };
  const fields = ["name", "email", "needSummary"] as const;

  it("puts a 400's field errors under the form's fields in the form's order, focusing only the first", () => {
    const setError = vi.fn();
    const failure = apiError(400, { message: "Check the form", code: "VALIDATION", errors: { email: "Invalid e-mail.", name: "Required.", other: "Not a field." } });
    expect(applyServerFieldErrors<Form>(failure, setError, fields)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["name", { type: "server", message: "Required." }, { shouldFocus: true }],
      ["email", { type: "server", message: "Invalid e-mail." }, { shouldFocus: false }],
    ]);
  });

  it("shows the field errors of any refusal, e.g. a 409 for a taken name", () => {
    const setError = vi.fn();
    const failure = apiError(409, { message: "Taken.", code: "CONFLICT", errors: { name: "Taken." } });
    expect(applyServerFieldErrors<Form>(failure, setError, fields)).toBe(true);
    expect(setError).toHaveBeenCalledWith("name", { type: "server", message: "Taken." }, { shouldFocus: true });
  });

  it("maps the API's field names onto the form's", () => {
    const setError = vi.fn();
    const failure = apiError(400, { message: "x", code: "VALIDATION", errors: { message: "Too long." } });
    const mapField = (field: string) => (field === "message" ? "needSummary" : null);
    expect(applyServerFieldErrors<Form>(failure, setError, fields, { mapField })).toBe(true);
    expect(setError).toHaveBeenCalledWith("needSummary", { type: "server", message: "Too long." }, { shouldFocus: true });
  });

  it("shows the message of a 409 without field errors under the conflict field", () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Form>(apiError(409, { message: "Taken.", code: "CONFLICT" }), setError, fields, { conflict: "name" })).toBe(true);
    expect(setError).toHaveBeenCalledWith("name", { type: "server", message: "Taken." }, { shouldFocus: true });
  });

  it("leaves the fields alone for other failures", () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Form>(apiError(409, { message: "Taken.", code: "CONFLICT" }), setError, fields)).toBe(false);
    expect(applyServerFieldErrors<Form>(apiError(429, { message: "Slow down.", code: "RATE_LIMITED" }), setError, fields)).toBe(false);
    expect(applyServerFieldErrors<Form>(apiError(400, { message: "x", code: "VALIDATION", errors: { other: "y" } }), setError, fields)).toBe(false);
    expect(applyServerFieldErrors<Form>(apiError(400, { message: "x", code: "VALIDATION", errors: { message: "y" } }), setError, fields, { mapField: () => null })).toBe(false);
    expect(applyServerFieldErrors<Form>(new TypeError("Failed to fetch"), setError, fields)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe("failureText", () => {
  it("uses the server's translated message for any refusal (4xx)", () => {
    expect(failureText(apiError(429, { message: "Too many attempts.", code: "RATE_LIMITED" }), fallback)).toBe("Too many attempts.");
    expect(failureText(apiError(400, { message: "Sent too fast.", code: "TOO_FAST" }), fallback)).toBe("Sent too fast.");
    expect(failureText(apiError(403, { message: "Session expired.", code: "CSRF_INVALID" }), fallback)).toBe("Session expired.");
    expect(failureText(apiError(400, { message: "Some fields need your attention.", code: "VALIDATION", errors: { email: "x" } }), fallback)).toBe("Some fields need your attention.");
  });

  it("falls back for server errors, bodies without a message and network failures", () => {
    expect(failureText(apiError(500, { message: "Internal", code: "INTERNAL" }), fallback)).toBe(fallback);
    expect(failureText(apiError(503, "Service Unavailable"), fallback)).toBe(fallback);
    expect(failureText(apiError(404, "<html>"), fallback)).toBe(fallback);
    expect(failureText(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
  });
});
