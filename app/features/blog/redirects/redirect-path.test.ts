import { describe, expect, it } from "vitest";
import { checkSourcePath, checkTargetPath, keepTargetSuffix, locationOf, lookupAddress, postAddresses, postSlugOf, targetAddress, targetIn } from "./redirect-path";

describe("the rules of an old address and its target (decision 043)", () => {
  it("stores an old address as a decoded path without trailing slash", () => {
    expect(checkSourcePath(" /blog/old-article/ ")).toEqual({ path: "/blog/old-article" });
    expect(checkSourcePath("/ar/%D9%85%D9%86-%D9%86%D8%AD%D9%86")).toEqual({ path: "/ar/من-نحن" });
    expect(checkSourcePath("/ar/من-نحن")).toEqual({ path: "/ar/من-نحن" });
    expect(checkSourcePath("/blog/a/../b")).toEqual({ path: "/blog/b" });
  });

  it("refuses another site, a scheme, //, a query, the home page and the site's own addresses", () => {
    const problem = (value: string) => ("problem" in checkSourcePath(value) ? (checkSourcePath(value) as { problem: string }).problem : null);
    for (const value of ["https://elsewhere.example/x", "//elsewhere.example/x", "/\\elsewhere.example", "blog/x", "javascript:alert(1)", "/a//b"]) expect(problem(value), value).toBe("redirectsAdmin.error.pathFormat");
    expect(problem("/old?campaign=1")).toBe("redirectsAdmin.error.sourceQuery");
    expect(problem("/old#top")).toBe("redirectsAdmin.error.sourceQuery");
    for (const value of ["/", "/ar", "/blog", "/ar/blog", "/contact", "/ar/cookie-policy", "/admin", "/ar/profile", "/reset-password", "/second-factor", "/api/blog", "/assets/x.js", "/uploads/12", "/images/og-default.png", "/preview/abc", "/ar/preview/abc", "/sitemap.xml", "/robots.txt", "/blog/feed.xml", "/ar/blog/feed.xml", "/healthz", "/language/ar"]) {
      expect(problem(value), value).toBe("redirectsAdmin.error.sourceIsPage");
    }
    expect(problem("")).toBe("admin.form.error.required");
    expect(problem(`/${"a".repeat(600)}`)).toBe("admin.form.error.tooLong");
  });

  it("keeps a target's query and fragment as typed, its path decoded, and encodes it again for the Location header", () => {
    expect(checkTargetPath("/contact?form=inquiry")).toEqual({ path: "/contact?form=inquiry" });
    expect(checkTargetPath("/ar/%D9%85%D9%86?x=%26")).toEqual({ path: "/ar/من?x=%26" });
    expect(locationOf("/ar/من?x=%26#top")).toBe("/ar/%D9%85%D9%86?x=%26#top");
    expect("problem" in checkTargetPath("https://elsewhere.example")).toBe(true);
    expect("problem" in checkTargetPath("//elsewhere.example")).toBe(true);
  });

  it("follows chains by a target's path, keeping what the first target carried", () => {
    expect(targetAddress("/blog/b/?utm=1#x")).toBe("/blog/b");
    expect(targetAddress("/")).toBe("/");
    expect(keepTargetSuffix("/blog/b?utm=1", "/blog/c")).toBe("/blog/c?utm=1");
    expect(keepTargetSuffix("/blog/b?utm=1", "/contact?form=x")).toBe("/contact?form=x");
    expect(keepTargetSuffix("/blog/b", "/blog/c")).toBe("/blog/c");
  });

  it("looks a request up decoded, without its trailing slash; an undecodable path matches nothing", () => {
    expect(lookupAddress("/blog/old/")).toBe("/blog/old");
    expect(lookupAddress("/ar/%D9%85%D9%86")).toBe("/ar/من");
    expect(lookupAddress("/%E0%A4%A")).toBeNull();
    expect(lookupAddress("/")).toBe("/");
  });

  it("names a post's two addresses, and sends a deleted post's Arabic readers to the Arabic page", () => {
    expect(postAddresses("hiring-a-cfo")).toEqual({ en: "/blog/hiring-a-cfo", ar: "/ar/blog/hiring-a-cfo" });
    expect(postSlugOf("/ar/blog/hiring-a-cfo")).toBe("hiring-a-cfo");
    expect(postSlugOf("/blog")).toBeNull();
    expect(targetIn("/contact?form=inquiry", "ar")).toBe("/ar/contact?form=inquiry");
    expect(targetIn("/ar/blog/x", "en")).toBe("/blog/x");
    expect(targetIn("/", "ar")).toBe("/ar");
    expect(targetIn("/uploads/abc", "ar")).toBe("/uploads/abc");
    expect(targetIn("/images/report.pdf", "ar")).toBe("/images/report.pdf");
    expect(targetIn("/blog/feed.xml", "ar")).toBe("/ar/blog/feed.xml");
  });
});
