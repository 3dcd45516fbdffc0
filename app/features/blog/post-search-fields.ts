import type { Lang } from "~/i18n/locales";

/**
 * A post's search and sharing fields, per language (issue 27 item 1,
 * decision 045): the page's `<title>` as written, its meta description, its
 * social image. Empty where the default applies. (The cover's description,
 * `imageAltEn`/`imageAltAr`, is the cover's own field, decision 044.)
 */
export const postSearchFields = [
  "searchTitleEn",
  "searchTitleAr",
  "searchDescriptionEn",
  "searchDescriptionAr",
  "socialImageEn",
  "socialImageAr",
] as const;

export type PostSearchField = (typeof postSearchFields)[number];
export type PostSearchFields = Record<PostSearchField, string>;

/** The fields of one language, by what they are. */
export const searchFieldsOf = (lang: Lang) => {
  const suffix = lang === "ar" ? "Ar" : "En";
  return {
    searchTitle: `searchTitle${suffix}`,
    searchDescription: `searchDescription${suffix}`,
    socialImage: `socialImage${suffix}`,
  } as const satisfies Record<string, PostSearchField>;
};

/**
 * A save's fields as stored: one the request left out is left out (an
 * update keeps the stored value), an empty one is null (the default applies).
 */
export function storedSearchFields(values: Partial<Record<PostSearchField, string | null | undefined>>): Partial<Record<PostSearchField, string | null>> {
  const stored: Partial<Record<PostSearchField, string | null>> = {};
  for (const field of postSearchFields) {
    const value = values[field];
    if (value !== undefined) stored[field] = value?.trim() ? value.trim() : null;
  }
  return stored;
}

/** The stored row's fields as the dashboard and the pages read them: null is empty. */
export function readSearchFields(row: Record<PostSearchField, string | null>): PostSearchFields {
  return Object.fromEntries(postSearchFields.map((field) => [field, row[field] ?? ""])) as PostSearchFields;
}

export interface LocalizedSearchFields {
  /** The `<title>` as written; null for the default (the title with the firm's name). */
  searchTitle: string | null;
  /** The meta description: the search description, else the summary. */
  description: string;
  /** The social image: the language's own, else the cover. */
  socialImage: string;
  /** The cover's description in the language; empty when none was written. */
  coverAlt: string;
}

type Localizable = PostSearchFields & { titleEn: string; titleAr: string; summaryEn: string; summaryAr: string; imageUrl: string; imageAltEn: string; imageAltAr: string };

/** What a page in `lang` puts in its head (decision 045): each field, or its default. */
export function localizeSearchFields(post: Localizable, lang: Lang): LocalizedSearchFields {
  const names = searchFieldsOf(lang);
  const summary = lang === "ar" ? post.summaryAr : post.summaryEn;
  return {
    searchTitle: post[names.searchTitle].trim() || null,
    description: post[names.searchDescription].trim() || summary,
    socialImage: post[names.socialImage].trim() || post.imageUrl,
    coverAlt: (lang === "ar" ? post.imageAltAr : post.imageAltEn).trim(),
  };
}
