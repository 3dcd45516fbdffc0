import { localizePath, type Lang } from "~/i18n/locales";

/** The newest published articles each language's feed carries. */
export const FEED_SIZE = 20;

/** The feed's address in English; `/ar/blog/feed.xml` in Arabic (`feedPath`). */
export const FEED_PATH = "/blog/feed.xml";

export function feedPath(lang: Lang): string {
  return localizePath(FEED_PATH, lang);
}

export interface FeedArticle {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  /** When it first went public (its creation for posts published before that was kept). */
  publishedAt: Date;
  updatedAt: Date;
}

export interface FeedChannel {
  /** The site's origin (`PUBLIC_URL`): every address in the feed is absolute. */
  publicUrl: string;
  lang: Lang;
  title: string;
  description: string;
}

/**
 * RSS 2.0 of one language's newest articles (issue 27 item 4, decision 043):
 * absolute addresses from the site's origin, `<language>`, dates in RFC 822
 * (GMT), the summary as each item's description, and an `atom:link` to the
 * feed itself. Every text is escaped for XML; Arabic stays as written (UTF-8).
 * An item's `guid` is not its address, which a rename changes (a reader would
 * show the article again): it is a tag URI of the post's id, language and
 * first publication day.
 */
export function buildRssFeed(channel: FeedChannel, articles: readonly FeedArticle[]): string {
  const base = channel.publicUrl.replace(/\/+$/, "");
  const host = new URL(base).hostname;
  const self = base + feedPath(channel.lang);
  const lastBuild = articles.reduce<Date | null>((latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest), null);
  const items = articles.map((article) => {
    const link = base + localizePath(`/blog/${encodeURIComponent(article.slug)}`, channel.lang);
    const day = article.publishedAt.toISOString().slice(0, 10);
    return [
      "    <item>",
      `      <title>${xml(article.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="false">${xml(`tag:${host},${day}:blog-post-${article.id}-${channel.lang}`)}</guid>`,
      `      <pubDate>${article.publishedAt.toUTCString()}</pubDate>`,
      `      <description>${xml(article.summary)}</description>`,
      `      <category>${xml(article.category)}</category>`,
      `      <dc:creator>${xml(article.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xml(channel.title)}</title>`,
    `    <link>${xml(base + localizePath("/blog", channel.lang))}</link>`,
    `    <description>${xml(channel.description)}</description>`,
    `    <language>${channel.lang}</language>`,
    `    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Text safe in XML content and attributes: the five entities, and no character XML 1.0 forbids (control characters, lone surrogates). */
function xml(text: string): string {
  return [...text.toWellFormed()]
    .filter((char) => allowedInXml(char.codePointAt(0)!))
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** XML 1.0's characters: tab, line feed, carriage return, and everything from space on but U+FFFE and U+FFFF. */
function allowedInXml(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}
