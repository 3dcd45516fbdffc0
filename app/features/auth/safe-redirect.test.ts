import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { landingPathFor, safeRedirectPath } from "./safe-redirect";

const FALLBACK = "/admin";

/** What a browser does with a Location or a navigation: resolve it against the page it is on. */
function followFrom(page: string, target: string): URL {
  return new URL(target, page);
}

/** The promise the function makes, whatever it was given: a path that stays on this site however it is read. */
function expectStaysOnSite(result: string, input: unknown) {
  const label = JSON.stringify(input);
  expect(result.startsWith("/"), label).toBe(true);
  expect(result.startsWith("//"), label).toBe(false);
  expect(result.includes("\\"), label).toBe(false);
  for (const page of ["https://site.example/", "https://site.example/ar/blog/some-post?x=1", "https://site.example/a/b/c/"]) {
    expect(followFrom(page, result).origin, `${label} from ${page}`).toBe("https://site.example");
  }
  const decoded = decodeURIComponent(result.split(/[?#]/)[0] ?? "");
  expect(decoded.includes("//"), label).toBe(false);
  expect(decoded.includes("\\"), label).toBe(false);
  expect(decoded.split("/").some((segment) => segment === "." || segment === ".."), label).toBe(false);
  // Normalising again changes nothing: what was judged is what is followed.
  expect(safeRedirectPath(result, "/other-fallback"), label).toBe(result);
}

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirectPath("/profile", FALLBACK)).toBe("/profile");
    expect(safeRedirectPath("/ar/admin?tab=users#top", FALLBACK)).toBe("/ar/admin?tab=users#top");
    expect(safeRedirectPath("/ar/blog/%D9%85%D9%82%D8%A7%D9%84", FALLBACK)).toBe("/ar/blog/%D9%85%D9%82%D8%A7%D9%84");
  });

  it("judges the path after normalising it: dot segments resolve on the site or are refused", () => {
    expect(safeRedirectPath("/ar/../blog", FALLBACK)).toBe("/blog");
    expect(safeRedirectPath("/blog/./x", FALLBACK)).toBe("/blog/x");
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
      "/\t/evil.example",
      "",
      null,
      undefined,
      // Found by the review: normalising leaves `//evil.example/x`.
      "/ar/../..//evil.example/x",
      "/a/..//evil.example",
      "/.//evil.example",
      "/./\\evil.example",
      "/a/../\\evil.example",
      "/%2e%2e//evil.example",
      "/%2E%2E/%2E%2E//evil.example",
      "/ar/%2e%2e/%2e%2e/%5cevil.example",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/%5C%5Cevil.example",
      "/%5c/evil.example",
      "/ar/%252e%252e//evil.example",
      "/blog/%2e%2e%2f%2fevil.example",
      "/%09/evil.example",
      "/%0d%0aSet-Cookie:x",
      "/%E0%A4%A",
      "/ar/..%2f..%2f%2fevil.example",
      "/\u0085evil",
    ]) {
      expect(safeRedirectPath(value, FALLBACK), JSON.stringify(value)).toBe(FALLBACK);
    }
  });

  it("whatever it is given, answers the fallback or a path that stays on the site", () => {
    const piece = fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2E", "%2f", "%2F", "%5c", "%5C", "%25", "ar", "evil.example", "?", "#", ":", "@", "\t", "\n", " ", "x", "%", "%0a", "https:", "auth");
    const hostile = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
    const anything = fc.oneof(hostile, fc.string({ unit: "binary" }), hostile.map((value) => `/${value}`));
    fc.assert(
      fc.property(anything, (value) => {
        const result = safeRedirectPath(value, FALLBACK);
        if (result !== FALLBACK) expectStaysOnSite(result, value);
      }),
      { numRuns: 5_000 },
    );
  });

  it("never sends back to the sign-in page itself", () => {
    expect(safeRedirectPath("/auth", FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath("/ar/auth?redirectTo=/auth", "/ar/admin")).toBe("/ar/admin");
    expect(safeRedirectPath("/blog/../auth", FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath("/%61uth", FALLBACK)).toBe(FALLBACK);
  });
});

describe("landingPathFor", () => {
  it("sends administrators to the dashboard and members to their profile", () => {
    expect(landingPathFor("admin")).toBe("/admin");
    expect(landingPathFor("user")).toBe("/profile");
  });
});
