import type { Database } from "#db/client";
import type { Lang } from "~/i18n/locales";
import { renderMarkdown } from "~/lib/markdown";
import type { ArticlePage } from "./blog-post";
import { findPublishedPost } from "./find-published-post.server";
import { listPublishedPosts } from "./list-published-posts.server";
import { localizePost } from "./localize-post";
import { readingMinutes } from "./reading-time";
import { pickRelatedPosts } from "./related-posts";

/** The published article `slug` in `lang` with its related articles; null when there is no such article. */
export async function loadArticle(db: Database, options: { slug: string; lang: Lang; siteOrigin: string }): Promise<ArticlePage | null> {
  const post = await findPublishedPost(db, options.slug);
  if (!post) return null;
  const markdown = options.lang === "ar" ? post.contentAr : post.contentEn;
  const related = pickRelatedPosts(await listPublishedPosts(db), post);
  return {
    article: {
      slug: post.slug,
      imageUrl: post.imageUrl,
      createdAt: post.createdAt,
      updatedAt: post.updatedAt,
      ...localizePost(post, options.lang),
      html: renderMarkdown(markdown, { siteOrigin: options.siteOrigin }),
      readingMinutes: readingMinutes(markdown),
    },
    related,
  };
}
