import type { Request } from "express";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/lib/session-user";
import { currentAdmin, currentUser } from "./require-role";

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
