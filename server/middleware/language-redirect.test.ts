import { describe, expect, it } from "vitest";
import { isPageAddress } from "./language-redirect";

describe("language redirect", () => {
  it("applies to pages", () => {
    for (const path of ["/", "/blog", "/blog/some-post", "/contact", "/privacy-policy"]) expect(isPageAddress(path), path).toBe(true);
  });

  it("leaves files, feeds, data requests and the API alone", () => {
    for (const path of ["/api/blog", "/uploads/12", "/assets/root-abc.js", "/images/blog/a.jpg", "/sitemap.xml", "/robots.txt", "/favicon.svg", "/healthz", "/blog.data", "/_root.data", "/_.data", "/ar.data", "/__manifest"]) {
      expect(isPageAddress(path), path).toBe(false);
    }
  });
});
