import { useLocation, useNavigation, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { BlogCta } from "~/features/blog/components/blog-cta";
import { BlogListing, BlogListingHeader } from "~/features/blog/components/blog-listing";
import { listPublishedPosts, PUBLISHED_POSTS } from "~/features/blog/list-published-posts.server";
import { stripLangPrefix } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

/**
 * The listing arrives fully rendered: posts are loaded on the server and
 * filtered in the browser (docs/decisions/009-blog-data-loading.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, publicData } = context.get(requestContext);
  return { posts: await publicData.memo(PUBLISHED_POSTS, () => listPublishedPosts(db)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "blog.meta.title", descriptionKey: "blog.meta.description" });

/** Filtering only changes the query string; the posts stay as they are. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const reloading = useReloadingPosts() || revalidator.state === "loading";
  return (
    <>
      <BlogListingHeader />
      <BlogListing posts={loaderData.posts} status={reloading ? "loading" : "ready"} onRetry={() => void revalidator.revalidate()} />
      <BlogCta />
    </>
  );
}

/** Loading the posts failed: the page keeps its title and call to action and offers a retry. */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <>
      <BlogListingHeader />
      <BlogListing posts={[]} status={revalidator.state === "loading" ? "loading" : "error"} onRetry={() => void revalidator.revalidate()} />
      <BlogCta />
    </>
  );
}

/** True while the listing of another language (or a reload) is on its way, so skeletons replace stale cards. */
function useReloadingPosts(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return false;
  const next = navigation.location.pathname;
  return next !== location.pathname && stripLangPrefix(next) === "/blog";
}
