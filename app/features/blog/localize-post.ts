import type { Lang } from "~/i18n/locales";
import type { BlogPostDetail, BlogPostSummary } from "./blog-post";

type Localized = Pick<BlogPostSummary, "titleEn" | "titleAr" | "summaryEn" | "summaryAr" | "categoryEn" | "categoryAr" | "author" | "authorAr">;

/** What the cover shows, in `lang` (its `alt`); empty when not given for that language. */
export function localizeImageAlt(post: Pick<BlogPostDetail, "imageAltEn" | "imageAltAr">, lang: Lang): string {
  return lang === "ar" ? post.imageAltAr : post.imageAltEn;
}

/** The title, summary, category and author's name a reader of `lang` sees. */
export function localizePost(post: Localized, lang: Lang) {
  return lang === "ar"
    ? { title: post.titleAr, summary: post.summaryAr, category: post.categoryAr, author: localizeAuthor(post, lang) }
    : { title: post.titleEn, summary: post.summaryEn, category: post.categoryEn, author: post.author };
}

/** The Arabic name on Arabic pages, the English one where there is no Arabic name yet. */
export function localizeAuthor(post: Pick<BlogPostSummary, "author" | "authorAr">, lang: Lang): string {
  return lang === "ar" ? post.authorAr.trim() || post.author : post.author;
}
