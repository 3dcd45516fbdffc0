import { seedBlogPosts } from "#db/seed/blog-posts";
import { keyFigures } from "~/features/home/home-content";
import { privacyV2Paragraph } from "~/features/legal/content/privacy-policy-v2";
import { legalDocuments } from "~/features/legal/legal-documents.server";
import type { Lang } from "~/i18n/locales";
import { catalogs } from "~/message-catalogs";

/** Every string inside a value (a legal document's sections, blocks and table rows). */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The texts the site itself ships, per page language: every catalog text, the
 * home page's figures, the legal pages and the articles a new site starts with. The fonts' common files
 * must draw each of their characters (scripts/subset-fonts.mjs adds them,
 * app/fonts/fonts.test.ts checks the committed files). Texts written later in
 * the dashboard may hold anything: the rare files and the next family in the
 * stack draw those.
 */
export function shippedTexts(): Record<Lang, string[]> {
  const legal = (lang: Lang) => Object.values(legalDocuments).flatMap((document) => stringsIn(document[lang]));
  return {
    en: [
      ...Object.values(catalogs.en),
      ...keyFigures.map((figure) => figure.value),
      ...legal("en"),
      privacyV2Paragraph.en,
      ...seedBlogPosts.flatMap((post) => [post.titleEn, post.summaryEn, post.contentEn, post.categoryEn, post.author]),
    ],
    ar: [
      ...Object.values(catalogs.ar),
      ...keyFigures.map((figure) => figure.value),
      ...legal("ar"),
      privacyV2Paragraph.ar,
      ...seedBlogPosts.flatMap((post) => [post.titleAr, post.summaryAr, post.contentAr, post.categoryAr, post.authorAr]),
    ],
  };
}
