import { describe, expect, it } from "vitest";
import { buildRobotsTxt, buildSitemap, PUBLIC_PAGES } from "./sitemap";

describe("buildSitemap", () => {
  const xml = buildSitemap("https://sanad.example/", [{ slug: "hiring-a-leader", updatedAt: new Date("2025-03-04T10:00:00Z") }]);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it("lists every public page and article in both languages", () => {
    expect(locs).toHaveLength((PUBLIC_PAGES.length + 1) * 2);
    expect(locs).toContain("https://sanad.example/");
    expect(locs).toContain("https://sanad.example/ar");
    expect(locs).toContain("https://sanad.example/leadership-assessment");
    expect(locs).toContain("https://sanad.example/ar/cookie-policy");
    expect(locs).toContain("https://sanad.example/blog/hiring-a-leader");
    expect(locs).toContain("https://sanad.example/ar/blog/hiring-a-leader");
  });

  it("pairs each address with its other language and dates the articles", () => {
    const entry = xml.split("<url>").find((part) => part.includes("<loc>https://sanad.example/ar/blog/hiring-a-leader</loc>"));
    expect(entry).toContain("<lastmod>2025-03-04T10:00:00.000Z</lastmod>");
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://sanad.example/blog/hiring-a-leader"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://sanad.example/ar/blog/hiring-a-leader"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://sanad.example/blog/hiring-a-leader"/>');
    const home = xml.split("<url>").find((part) => part.includes("<loc>https://sanad.example/</loc>"));
    expect(home).not.toContain("<lastmod>");
  });

  it("is a sitemap document with the xhtml namespace", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes what XML reserves", () => {
    const odd = buildSitemap("https://sanad.example", [{ slug: "a&b", updatedAt: new Date(0) }]);
    expect(odd).toContain("<loc>https://sanad.example/blog/a%26b</loc>");
    expect(buildSitemap("https://x.example/?a=1&b=2", [])).toContain("&amp;");
  });
});

describe("buildRobotsTxt", () => {
  it("allows the site, keeps the private areas out in both languages and names the sitemap", () => {
    expect(buildRobotsTxt("https://sanad.example")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /ar/admin",
        "Disallow: /profile",
        "Disallow: /ar/profile",
        "Disallow: /auth",
        "Disallow: /ar/auth",
        "",
        "Sitemap: https://sanad.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
