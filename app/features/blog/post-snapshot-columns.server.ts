import { blogPosts } from "#db/schema";
import type { PostSnapshotField } from "./post-revision";
import { postSearchColumns } from "./post-search-columns.server";

/** The columns a post's revision is taken from (`postSnapshot`): what a save compares before and after (decision 042). */
export const postSnapshotColumns = {
  slug: blogPosts.slug,
  author: blogPosts.author,
  authorAr: blogPosts.authorAr,
  titleEn: blogPosts.titleEn,
  categoryEn: blogPosts.categoryEn,
  summaryEn: blogPosts.summaryEn,
  contentEn: blogPosts.contentEn,
  titleAr: blogPosts.titleAr,
  categoryAr: blogPosts.categoryAr,
  summaryAr: blogPosts.summaryAr,
  contentAr: blogPosts.contentAr,
  imageUrl: blogPosts.imageUrl,
  imageAltEn: blogPosts.imageAltEn,
  imageAltAr: blogPosts.imageAltAr,
  featured: blogPosts.featured,
  status: blogPosts.status,
  ...postSearchColumns,
} satisfies Record<PostSnapshotField, unknown>;
