import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#db/schema";
import { seedBlogPosts } from "#db/seed/blog-posts";
import { PUBLIC_PAGES } from "~/features/blog/sitemap";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { backends } from "../support/backends";
import { callRouteLoader } from "../support/route-loader";
import { createTestApp, type TestApp } from "../support/test-app";

const PUBLIC_URL = "https://sanad.example";

/** Calls a resource route's loader as React Router does, with the server's request context. */

describe.each(backends)("sitemap.xml and robots.txt [$name]", (backend) => {
  let ctx: TestApp;
  const edited = seedBlogPosts[1].slug;
  const editedAt = new Date("2026-05-05T08:30:00Z");

  beforeAll(async () => {
    ctx = await createTestApp(backend, { env: { PUBLIC_URL } });
    const db = ctx.database.db;
    await db.update(blogPosts).set({ updatedAt: editedAt }).where(eq(blogPosts.slug, edited));
    await db.insert(blogPosts).values({
      slug: "unpublished-draft",
      titleEn: "Draft",
      titleAr: "مسودة",
      summaryEn: "Draft",
      summaryAr: "مسودة",
      contentEn: "Draft",
      contentAr: "مسودة",
      imageUrl: "/images/blog/employer-brand-for-saudi-talent.svg",
      author: "Test Author",
      categoryEn: "Leadership",
      categoryAr: "القيادة",
      status: "pending",
    });
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it("lists every public page and published article in both languages with absolute addresses", async () => {
    const res = await callRouteLoader(sitemapLoader, ctx, "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength((PUBLIC_PAGES.length + seedBlogPosts.length) * 2);
    for (const page of ["/blog", "/contact", "/connect", "/iqader-platform", "/privacy-policy", "/terms-of-service", "/cookie-policy", "/hr-assessment", "/leadership-assessment"]) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
      expect(locs).toContain(`${PUBLIC_URL}/ar${page}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/ar`);
    for (const post of seedBlogPosts) {
      expect(locs).toContain(`${PUBLIC_URL}/blog/${post.slug}`);
      expect(locs).toContain(`${PUBLIC_URL}/ar/blog/${post.slug}`);
    }
    expect(xml).not.toContain("unpublished-draft");
  });

  it("dates each article by its last change and pairs the languages", async () => {
    const xml = await (await callRouteLoader(sitemapLoader, ctx, "/sitemap.xml")).text();
    const entry = xml.split("</url>").find((part) => part.includes(`<loc>${PUBLIC_URL}/ar/blog/${edited}</loc>`));
    expect(entry).toContain(`<lastmod>${editedAt.toISOString()}</lastmod>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/blog/${edited}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/blog/${edited}"/>`);
    expect(xml.match(/<lastmod>/g)).toHaveLength(seedBlogPosts.length * 2);
  });

  it("robots.txt keeps the private areas out and names the sitemap", async () => {
    const res = await callRouteLoader(robotsLoader, ctx, "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/admin", "/profile", "/auth", "/ar/admin", "/ar/profile", "/ar/auth"]) {
      expect(text.split("\n")).toContain(`Disallow: ${path}`);
    }
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
