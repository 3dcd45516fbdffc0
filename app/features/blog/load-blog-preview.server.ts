import type { Database } from "#db/client";
import type { Logger } from "pino";
import type { BlogPostSummary } from "./blog-post";
import { listPublishedPosts, PUBLISHED_POSTS } from "./list-published-posts.server";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import type { ResponsiveImages } from "~/lib/responsive-image";
import { loadCoverImages } from "./load-cover-images.server";
import { previewShown, takePage } from "./paging";

/**
 * The home page's blog preview, for its loader: every published post in the
 * blog's own order, newest publication first (spec: "the first 3 posts").
 * Featured posts carry a mark on their card but take no newer post's place.
 * Null when the database is away, so the home page still renders and the
 * preview tries again from the browser.
 */
export async function loadBlogPreview(db: Database, logger?: Logger, publicData: PublicDataMemo = noPublicDataMemo): Promise<BlogPostSummary[] | null> {
  try {
    return await publicData.memo(PUBLISHED_POSTS, () => listPublishedPosts(db));
  } catch (error) {
    logger?.warn({ err: error }, "blog preview unavailable");
    return null;
  }
}

/**
 * The variants of the covers the Insights show at `?insights=` `page`
 * (decision 044); none when the posts could not be read or the variants
 * cannot be: the cards then show their plain pictures.
 */
export async function loadBlogPreviewImages(
  db: Database,
  options: { posts: readonly BlogPostSummary[] | null; page: number; logger?: Logger; publicData?: PublicDataMemo },
): Promise<ResponsiveImages> {
  if (!options.posts) return {};
  try {
    return await loadCoverImages(db, takePage(options.posts, previewShown(options.page)).visible, options.publicData);
  } catch (error) {
    options.logger?.warn({ err: error }, "blog preview images unavailable");
    return {};
  }
}
