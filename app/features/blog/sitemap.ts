import { localizePath } from "~/i18n/locales";

/**
 * `/sitemap.xml` and `/robots.txt` of the whole public site. They live with
 * the blog because the articles were the first pages that come and go; the
 * team's pages (decision 047) are handed in by the route.
 */
export const PUBLIC_PAGES = [
  "/",
  "/blog",
  "/contact",
  "/connect",
  "/iqader-platform",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/hr-assessment",
  "/leadership-assessment",
] as const;

/** Areas for signed-in people only; crawlers have nothing to find there. */
export const PRIVATE_AREAS = ["/admin", "/profile", "/auth"] as const;

export interface SitemapArticle {
  slug: string;
  updatedAt: Date;
}

/** A page other features add (the team's pages, decision 047; the case studies, decision 048), as an English path. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

export function buildSitemap(publicUrl: string, articles: readonly SitemapArticle[], pages: readonly SitemapPage[] = []): string {
  const base = publicUrl.replace(/\/+$/, "");
  const entries = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: undefined as Date | undefined })),
    ...articles.map((article) => ({ path: `/blog/${encodeURIComponent(article.slug)}`, lastmod: article.updatedAt })),
    ...pages.map((page) => ({ path: page.path, lastmod: page.lastmod })),
  ];
  const urls = entries.flatMap(({ path, lastmod }) => {
    const en = base + localizePath(path, "en");
    const ar = base + localizePath(path, "ar");
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${xml(en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="ar" href="${xml(ar)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(en)}"/>`,
    ];
    const modified = lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : [];
    return [en, ar].map((loc) => ["  <url>", `    <loc>${xml(loc)}</loc>`, ...modified, ...alternates, "  </url>"].join("\n"));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  const disallowed = PRIVATE_AREAS.flatMap((path) => [path, localizePath(path, "ar")]);
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}

function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
