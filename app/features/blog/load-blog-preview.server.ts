import type { Database } from "#db/client";
import type { Logger } from "pino";
import type { BlogPostSummary } from "./blog-post";
import { listPublishedPosts, PUBLISHED_POSTS } from "./list-published-posts.server";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";

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
