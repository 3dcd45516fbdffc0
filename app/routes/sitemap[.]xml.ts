import { buildSitemap } from "~/features/blog/sitemap";
import { listSitemapArticles } from "~/features/blog/list-sitemap-articles.server";
import { listSitemapCaseStudies } from "~/features/case-studies/list-sitemap-case-studies.server";
import { listSitemapPeople } from "~/features/people/list-sitemap-people.server";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/sitemap[.]xml";

/** Every public page, published article, published team member's page and published case study, in both languages, with hreflang pairs. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(requestContext);
  let articles;
  let people;
  let caseStudies;
  try {
    [articles, people, caseStudies] = await Promise.all([listSitemapArticles(db), listSitemapPeople(db), listSitemapCaseStudies(db)]);
  } catch (error) {
    // A partial sitemap would tell crawlers the articles are gone; ask them to come back instead.
    logger.error({ err: error }, "sitemap unavailable");
    return new Response("Service Unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" } });
  }
  // /team and /case-studies exist once someone or something is published (decisions 047, 048); each person and case study has its pair of addresses.
  const teamPages = people.length === 0 ? [] : [{ path: "/team" }, ...people.map((person) => ({ path: `/team/${encodeURIComponent(person.slug)}`, lastmod: person.updatedAt }))];
  const caseStudyPages = caseStudies.length === 0 ? [] : [{ path: "/case-studies" }, ...caseStudies.map((item) => ({ path: `/case-studies/${encodeURIComponent(item.slug)}`, lastmod: item.updatedAt }))];
  return new Response(buildSitemap(config.PUBLIC_URL, articles, [...teamPages, ...caseStudyPages]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
