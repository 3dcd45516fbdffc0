import { loadBlogFeed } from "~/features/blog/load-blog-feed.server";
import { langFromPath } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/blog-feed[.]xml";

/**
 * `/blog/feed.xml` and `/ar/blog/feed.xml` (decision 043): RSS 2.0 of each
 * language's newest articles, built once per change of public content. A
 * reader asking again with the feed's ETag gets a 304; readers and proxies may
 * keep it five minutes.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db, config, logger, publicData } = context.get(requestContext);
  let feed;
  try {
    feed = await loadBlogFeed(db, { lang: langFromPath(url.pathname), publicUrl: config.PUBLIC_URL, publicData });
  } catch (error) {
    // An empty feed would tell readers every article is gone; ask them to come back instead.
    logger.error({ err: error }, "feed unavailable");
    return new Response("Service Unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" } });
  }
  const headers = new Headers({ "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300", ETag: feed.etag });
  if (feed.lastModified) headers.set("Last-Modified", feed.lastModified.toUTCString());
  if (request.headers.get("if-none-match") === feed.etag) return new Response(null, { status: 304, headers });
  return new Response(feed.xml, { headers });
}
