import type { BlogPostSummary } from "./blog-post";

/** The home preview's order: featured articles first, then the rest; each group keeps newest first. */
export function orderForPreview<T extends Pick<BlogPostSummary, "featured">>(posts: readonly T[]): T[] {
  return [...posts.filter((post) => post.featured), ...posts.filter((post) => !post.featured)];
}
