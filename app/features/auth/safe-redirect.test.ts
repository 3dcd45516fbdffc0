import { describe, expect, it } from "vitest";
import { landingPathFor, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirectPath("/profile", "/admin")).toBe("/profile");
    expect(safeRedirectPath("/ar/admin?tab=users#top", "/admin")).toBe("/ar/admin?tab=users#top");
  });

  it("refuses other sites and tricks that look like paths", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\tevil",
      "/\nevil",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value, "/admin"), String(value)).toBe("/admin");
    }
  });

  it("leaves encoded characters encoded (they stay part of the path)", () => {
    expect(safeRedirectPath("/%0d%0aSet-Cookie:x", "/admin")).toBe("/%0d%0aSet-Cookie:x");
  });

  it("never sends back to the sign-in page itself", () => {
    expect(safeRedirectPath("/auth", "/admin")).toBe("/admin");
    expect(safeRedirectPath("/ar/auth?redirectTo=/auth", "/ar/admin")).toBe("/ar/admin");
  });
});

describe("landingPathFor", () => {
  it("sends administrators to the dashboard and members to their profile", () => {
    expect(landingPathFor("admin")).toBe("/admin");
    expect(landingPathFor("user")).toBe("/profile");
  });
});
