import { describe, expect, it } from "vitest";
import { pathAfterSignOut } from "./use-sign-out";

describe("pathAfterSignOut", () => {
  it("keeps the visitor on the public page they were reading, in its language, with query and hash", () => {
    expect(pathAfterSignOut("/blog/a-post", "/auth")).toBe("/blog/a-post");
    expect(pathAfterSignOut("/ar/blog?category=hr#top", "/ar/auth")).toBe("/ar/blog?category=hr#top");
    expect(pathAfterSignOut("/ar", "/ar/auth")).toBe("/ar");
  });

  it("leaves pages that need an account for the sign-in page", () => {
    expect(pathAfterSignOut("/profile", "/auth")).toBe("/auth");
    expect(pathAfterSignOut("/ar/admin?tab=users", "/ar/auth")).toBe("/ar/auth");
  });
});
