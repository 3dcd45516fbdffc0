import { describe, expect, it } from "vitest";
import { buildRssFeed, feedPath, type FeedArticle } from "./feed";

const article: FeedArticle = {
  id: 7,
  slug: "hiring-a-cfo",
  title: "CFO\u0007 hiring & <boards>",
  summary: "Lone \uD800 surrogate",
  category: "Executive Search",
  author: "Noura",
  publishedAt: new Date("2026-03-04T10:00:00Z"),
  updatedAt: new Date("2026-03-05T08:30:00Z"),
};

describe("buildRssFeed", () => {
  it("writes absolute addresses from the configured origin, RFC 822 dates and a stable guid", () => {
    const xml = buildRssFeed({ publicUrl: "https://sanad.example/", lang: "ar", title: "T", description: "D" }, [article]);
    expect(xml).toContain("<link>https://sanad.example/ar/blog/hiring-a-cfo</link>");
    expect(xml).toContain('<atom:link href="https://sanad.example/ar/blog/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<pubDate>Wed, 04 Mar 2026 10:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Thu, 05 Mar 2026 08:30:00 GMT</lastBuildDate>");
    expect(xml).toContain('<guid isPermaLink="false">tag:sanad.example,2026-03-04:blog-post-7-ar</guid>');
    expect(xml).toContain("<language>ar</language>");
  });

  it("leaves out what XML forbids and escapes the rest", () => {
    const xml = buildRssFeed({ publicUrl: "https://sanad.example", lang: "en", title: "A & B", description: "D" }, [article]);
    expect(xml).toContain("<title>CFO hiring &amp; &lt;boards&gt;</title>");
    expect(xml).toContain("<description>Lone \uFFFD surrogate</description>");
    expect(xml).toContain("<title>A &amp; B</title>");
  });

  it("is a valid empty channel without articles", () => {
    const xml = buildRssFeed({ publicUrl: "https://sanad.example", lang: "en", title: "T", description: "D" }, []);
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });

  it("has one address per language", () => {
    expect(feedPath("en")).toBe("/blog/feed.xml");
    expect(feedPath("ar")).toBe("/ar/blog/feed.xml");
  });
});
