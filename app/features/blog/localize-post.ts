import type { Lang } from "~/i18n/locales";
import type { BlogPostSummary } from "./blog-post";

/** The title, summary and category a reader of `lang` sees. */
export function localizePost(post: Pick<BlogPostSummary, "titleEn" | "titleAr" | "summaryEn" | "summaryAr" | "categoryEn" | "categoryAr">, lang: Lang) {
  return lang === "ar"
    ? { title: post.titleAr, summary: post.summaryAr, category: post.categoryAr }
    : { title: post.titleEn, summary: post.summaryEn, category: post.categoryEn };
}
