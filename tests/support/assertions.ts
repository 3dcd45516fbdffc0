import { expect } from "vitest";

/** Matches the frames of a JavaScript stack trace or a server file path. */
const STACK_PATTERN = /\bat [\w$.<>]+ \(|\bat (file:\/\/|\/|node:)|\.[cm]?[jt]sx?:\d+:\d+|node_modules/;

/** The response body is the API's JSON error shape and leaks no stack trace. */
export function expectApiError(
  res: { status: number; headers: Record<string, string>; body: unknown; text: string },
  status: number,
  code: string,
): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.body as { message?: unknown; code?: unknown; stack?: unknown };
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(body).not.toHaveProperty("stack");
  expect(res.text).not.toMatch(STACK_PATTERN);
}
