import { useLocation } from "react-router";
import { BlogCta } from "~/features/blog/components/blog-cta";
import { BlogListing, BlogListingError, BlogListingHeader } from "~/features/blog/components/blog-listing";
import { readListingQuery } from "~/features/blog/listing-query.schema";
import { loadBlogListing } from "~/features/blog/load-blog-listing.server";
import { requestContext } from "~/lib/request-context";
import { feedLinkMeta, pageMeta } from "~/lib/seo";
import { FEED_PATH } from "~/features/blog/feed";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/blog";

/** HTML and the boot script only: the listing is filtered and paged by the server (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/**
 * The listing as the address asks for it (`?category=&q=&page=`), filtered
 * and paged on the server, so the page needs no script
 * (docs/decisions/009-blog-data-loading.md).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, lang, publicData } = context.get(requestContext);
  const query = readListingQuery(url.searchParams);
  return { listing: await loadBlogListing(db, { query, lang, publicData }) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { titleKey: "blog.meta.title", descriptionKey: "blog.meta.description" }),
  ...feedLinkMeta(matches, { path: FEED_PATH, titleKey: "blog.feed.title" }),
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogListingHeader />
      <BlogListing listing={loaderData.listing} />
      <BlogCta />
    </>
  );
}

/** Loading the posts failed: the page keeps its title and call to action and offers the same address again. */
export function ErrorBoundary() {
  const { pathname, search } = useLocation();
  return (
    <>
      <BlogListingHeader />
      <BlogListingError retryTo={pathname + search} />
      <BlogCta />
    </>
  );
}
