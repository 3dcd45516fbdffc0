import { buildRobotsTxt } from "~/features/blog/sitemap";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/robots[.]txt";

/** Crawl everything public; keep the signed-in areas out; point at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(requestContext);
  return new Response(buildRobotsTxt(config.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
