import type { Request } from "express";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/lib/session-user";
import { currentAdmin, currentUser, requireRole } from "./require-role";

const requestWith = (user: Partial<SessionUser> | null) => ({ user }) as unknown as Request;

describe("currentUser", () => {
  it("returns the signed-in user", () => {
    const user = { id: 7, role: "user" } as const;
    expect(currentUser(requestWith(user))).toBe(user);
  });

  it("throws 401 when nobody is signed in", () => {
    expect(() => currentUser(requestWith(null))).toThrow(expect.objectContaining({ code: "UNAUTHENTICATED" }));
  });
});

describe("currentAdmin", () => {
  it("returns a signed-in administrator", () => {
    const admin = { id: 1, role: "admin" } as const;
    expect(currentAdmin(requestWith(admin))).toBe(admin);
  });

  it("throws 403 for another user and 401 when signed out", () => {
    expect(() => currentAdmin(requestWith({ id: 7, role: "user" as const }))).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    expect(() => currentAdmin(requestWith(null))).toThrow(expect.objectContaining({ code: "UNAUTHENTICATED" }));
  });
});

describe("requireRole", () => {
  const run = (guard: ReturnType<typeof requireRole>, user: Partial<SessionUser> | null) => {
    let passed: unknown = "not called";
    guard(requestWith(user), {} as never, (error?: unknown) => (passed = error));
    return passed;
  };

  it("names its roles, lets them through, 401 signed out and 403 for another role", () => {
    const guard = requireRole("admin", "editor");
    expect(guard.roles).toEqual(["admin", "editor"]);
    expect(run(guard, { id: 1, role: "admin" })).toBeUndefined();
    expect(run(guard, { id: 2, role: "editor" })).toBeUndefined();
    expect(run(guard, { id: 3, role: "user" })).toEqual(expect.objectContaining({ code: "FORBIDDEN" }));
    expect(run(guard, null)).toEqual(expect.objectContaining({ code: "UNAUTHENTICATED" }));
    expect(run(requireRole("admin"), { id: 2, role: "editor" })).toEqual(expect.objectContaining({ code: "FORBIDDEN" }));
  });
});
