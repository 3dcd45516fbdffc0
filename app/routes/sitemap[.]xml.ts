import { buildSitemap } from "~/features/blog/sitemap";
import { listSitemapArticles } from "~/features/blog/list-sitemap-articles.server";
import { listSitemapPeople } from "~/features/people/list-sitemap-people.server";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/sitemap[.]xml";

/** Every public page, published article and published team member's page, in both languages, with hreflang pairs. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(requestContext);
  let articles;
  let people;
  try {
    [articles, people] = await Promise.all([listSitemapArticles(db), listSitemapPeople(db)]);
  } catch (error) {
    // A partial sitemap would tell crawlers the articles are gone; ask them to come back instead.
    logger.error({ err: error }, "sitemap unavailable");
    return new Response("Service Unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" } });
  }
  return new Response(buildSitemap(config.PUBLIC_URL, articles, people), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
