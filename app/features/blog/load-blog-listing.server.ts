import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import type { ResponsiveImages } from "~/lib/responsive-image";
import type { BlogPostSummary } from "./blog-post";
import { listPublishedPosts, PUBLISHED_POSTS } from "./list-published-posts.server";
import { loadCoverImages } from "./load-cover-images.server";
import { selectListingPage, type ListingPage } from "./listing-page";
import type { ListingQuery } from "./listing-query.schema";

/**
 * The blog listing for `?category=&q=&page=`, filtered and paged on the
 * server: the published list is read once and kept in the public-data memo
 * until public content changes, so each filtered address costs no query;
 * so are the covers' variants (`images`, decision 044).
 */
export async function loadBlogListing(
  db: Database,
  options: { query: ListingQuery; lang: Lang; publicData?: PublicDataMemo },
): Promise<ListingPage<BlogPostSummary> & { images: ResponsiveImages }> {
  const publicData = options.publicData ?? noPublicDataMemo;
  const posts = await publicData.memo(PUBLISHED_POSTS, () => listPublishedPosts(db));
  const page = selectListingPage(posts, options.query, options.lang);
  return { ...page, images: await loadCoverImages(db, page.posts, publicData) };
}
