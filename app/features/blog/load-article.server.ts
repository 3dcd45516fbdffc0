import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { renderMarkdown } from "~/lib/markdown";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import type { ArticlePage, ArticleSource } from "./blog-post";
import { findPublishedArticle } from "./find-published-post.server";
import { listPublishedPosts, PUBLISHED_POSTS } from "./list-published-posts.server";
import { localizePost } from "./localize-post";
import { localizeSearchFields } from "./post-search-fields";
import { readingMinutes } from "./reading-time";
import { pickRelatedPosts } from "./related-posts";

/**
 * The published article `slug` in `lang` with its related articles; null when
 * there is no such article. The body is rendered once per version of the
 * post and language, and kept in the public-data memo (emptied whenever
 * public content changes): a request the page cache misses (signed in, or an
 * address with a query string) reads the post but does not render it again.
 */
export async function loadArticle(
  db: Database,
  options: { slug: string; lang: Lang; siteOrigin: string; publicData?: PublicDataMemo },
): Promise<ArticlePage | null> {
  const post = await findPublishedArticle(db, options.slug);
  return post ? articlePageOf(db, post, options) : null;
}

/** The page of a post already read (published, or shown by a preview link): its body rendered once per version and language. */
export async function articlePageOf(
  db: Database,
  post: ArticleSource,
  options: { lang: Lang; siteOrigin: string; publicData?: PublicDataMemo },
): Promise<ArticlePage> {
  const publicData = options.publicData ?? noPublicDataMemo;
  const markdown = options.lang === "ar" ? post.contentAr : post.contentEn;
  const [html, published] = await Promise.all([
    publicData.memo(`article-html:${post.id}:${post.updatedAt}:${options.lang}`, async () => renderMarkdown(markdown, { siteOrigin: options.siteOrigin })),
    publicData.memo(PUBLISHED_POSTS, () => listPublishedPosts(db)),
  ]);
  return {
    article: {
      slug: post.slug,
      imageUrl: post.imageUrl,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      ...localizePost(post, options.lang),
      html,
      readingMinutes: readingMinutes(markdown),
      search: localizeSearchFields(post, options.lang),
    },
    related: pickRelatedPosts(published, post),
  };
}
