import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { findResponsiveImages } from "~/features/uploads/find-responsive-images.server";
import { renderMarkdown } from "~/lib/markdown";
import { expandUploadedImages, uploadedImagePaths, type ResponsiveImages } from "~/lib/responsive-image";
import { noPublicDataMemo, type PublicDataMemo } from "~/lib/public-data-memo";
import type { ArticlePage, ArticleSource } from "./blog-post";
import { findPublishedArticle } from "./find-published-post.server";
import { BODY_IMAGE_SIZES } from "./image-sizes";
import { pickImages } from "./load-cover-images.server";
import { listPublishedPosts, PUBLISHED_POSTS } from "./list-published-posts.server";
import { localizeImageAlt, localizePost } from "./localize-post";
import { localizeSearchFields } from "./post-search-fields";
import { readingMinutes } from "./reading-time";
import { pickRelatedPosts } from "./related-posts";

/**
 * The published article `slug` in `lang` with its related articles; null when
 * there is no such article. The body is rendered once per version of the
 * post and language, and kept in the public-data memo (emptied whenever
 * public content changes): a request the page cache misses (signed in, or an
 * address with a query string) reads the post but does not render it again.
 * `images` holds the variants of the cover and the related posts' covers,
 * read with the body's in one query (decision 044).
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
  const published = await publicData.memo(PUBLISHED_POSTS, () => listPublishedPosts(db));
  const related = pickRelatedPosts(published, post);
  // The related posts change only with the published ones, which empty the memo too.
  const body = await publicData.memo(`article-html:${post.id}:${post.updatedAt}:${options.lang}`, () =>
    renderArticleBody(db, markdown, [post.imageUrl, ...related.map((each) => each.imageUrl)], options.siteOrigin),
  );
  return {
    article: {
      slug: post.slug,
      imageUrl: post.imageUrl,
      imageAlt: localizeImageAlt(post, options.lang),
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      ...localizePost(post, options.lang),
      html: body.html,
      readingMinutes: readingMinutes(markdown),
      search: localizeSearchFields(post, options.lang),
    },
    related,
    images: body.covers,
  };
}

/**
 * The body as safe HTML with its uploaded images as `<picture>`s of their
 * variants, and the variants of `covers` (the article's and its related
 * posts'): one query for them all (decision 044).
 */
async function renderArticleBody(db: Database, markdown: string, covers: string[], siteOrigin: string): Promise<{ html: string; covers: ResponsiveImages }> {
  const html = renderMarkdown(markdown, { siteOrigin });
  const images = await findResponsiveImages(db, [...covers, ...uploadedImagePaths(html)]);
  return { html: expandUploadedImages(html, images, BODY_IMAGE_SIZES), covers: pickImages(images, covers) };
}
