import type { Database } from "#db/client";
import type { Logger } from "pino";
import type { BlogPostSummary } from "./blog-post";
import { listPublishedPosts } from "./list-published-posts.server";
import { orderForPreview } from "./preview-order";

/**
 * The home page's blog preview, for its loader: every published post,
 * featured first. Null when the database is away, so the home page still
 * renders and the preview tries again from the browser.
 */
export async function loadBlogPreview(db: Database, logger?: Logger): Promise<BlogPostSummary[] | null> {
  try {
    return orderForPreview(await listPublishedPosts(db));
  } catch (error) {
    logger?.warn({ err: error }, "blog preview unavailable");
    return null;
  }
}
