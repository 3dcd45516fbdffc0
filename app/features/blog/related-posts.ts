import type { BlogPostSummary } from "./blog-post";

export const RELATED_POSTS = 3;

/**
 * Articles to read next: others in the same category first (newest first),
 * then the newest of the rest, `limit` at most. `posts` comes newest first.
 */
export function pickRelatedPosts<T extends Pick<BlogPostSummary, "slug" | "categoryEn">>(
  posts: readonly T[],
  current: Pick<BlogPostSummary, "slug" | "categoryEn">,
  limit = RELATED_POSTS,
): T[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const sameCategory = others.filter((post) => post.categoryEn === current.categoryEn);
  const rest = others.filter((post) => post.categoryEn !== current.categoryEn);
  return [...sameCategory, ...rest].slice(0, limit);
}
