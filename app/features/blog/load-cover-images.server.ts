import type { Database } from "#db/client";
import { findResponsiveImages } from "~/features/uploads/find-responsive-images.server";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import { uploadedImageId, type ResponsiveImages } from "~/lib/responsive-image";
import { listPublishedPosts, PUBLISHED_POSTS } from "./list-published-posts.server";

/** The key under which pages keep the published covers' variants between changes. */
const PUBLISHED_COVER_IMAGES = "published-cover-images";

/**
 * The variants of the covers of `shown` (cards of the listing, the home page's
 * Insights, an article's related posts), for their `srcset` (decision 044).
 * The variants of every published cover are read in one query and kept in the
 * public-data memo until public content changes; a page gets only those it
 * shows.
 */
export async function loadCoverImages(db: Database, shown: readonly { imageUrl: string }[], publicData: PublicDataMemo = noPublicDataMemo): Promise<ResponsiveImages> {
  const paths = shown.map((post) => post.imageUrl).filter((path) => uploadedImageId(path) !== null);
  if (paths.length === 0) return {};
  const all = await publicData.memo(PUBLISHED_COVER_IMAGES, async () => {
    const posts = await publicData.memo(PUBLISHED_POSTS, () => listPublishedPosts(db));
    return findResponsiveImages(db, posts.map((post) => post.imageUrl));
  });
  return pickImages(all, paths);
}

/** The entries of `images` for `paths`. */
export function pickImages(images: ResponsiveImages, paths: readonly string[]): ResponsiveImages {
  return Object.fromEntries(paths.filter((path) => Object.hasOwn(images, path)).map((path) => [path, images[path]]));
}
