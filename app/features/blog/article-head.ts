import type { MetaDescriptor } from "react-router";
import type { Lang } from "~/i18n/locales";
import { blogPostingJsonLd, type JsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/seo";
import type { ArticlePage } from "./blog-post";

type Article = ArticlePage["article"];
type MetaMatches = Parameters<typeof pageMeta>[0];

/**
 * An article page's head in its language (issue 27 item 1, decision 045):
 * the search title as written (else the title with the firm's name), the
 * search description (else the summary), the language's social image (else
 * the cover, then described by the cover's text) in the Open Graph and
 * Twitter tags, and the article's dates and section.
 */
export function articleMeta(matches: MetaMatches, article: Article): MetaDescriptor[] {
  const { searchTitle, description, socialImage, coverAlt } = article.search;
  return [
    ...pageMeta(matches, {
      title: article.title,
      searchTitle: searchTitle ?? undefined,
      description,
      image: socialImage,
      imageAlt: socialImage === article.imageUrl && coverAlt ? coverAlt : undefined,
      type: "article",
    }),
    { property: "article:published_time", content: article.createdAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: article.category },
  ];
}

/**
 * The article's BlogPosting: its headline is the page's heading (the
 * article's title); the description and the first image are the search and
 * sharing ones, the cover follows when it differs.
 */
export function articleJsonLd(article: Article, page: { url: string; publicUrl: string; publisherName: string; lang: Lang }): JsonLd {
  const images = [...new Set([article.search.socialImage, article.imageUrl])];
  return blogPostingJsonLd({
    url: page.url,
    headline: article.title,
    description: article.search.description,
    image: images,
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    author: article.author,
    publisherName: page.publisherName,
    publicUrl: page.publicUrl,
    inLanguage: page.lang,
  });
}
