import type { MetaDescriptor } from "react-router";
import { localizePath } from "~/i18n/locales";
import { createTranslator, type MessageKey } from "~/i18n/translate";
import type { RootData } from "./root-data";

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * A feed's `<link rel="alternate" type="application/rss+xml">`, in the page's
 * language (`path` given in its English form) and at its absolute address;
 * its title from the catalog, with the firm's name as `{brand}`.
 */
export function feedLinkMeta(matches: readonly (MetaMatch | undefined)[], feed: { path: string; titleKey: MessageKey }): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [];
  const t = createTranslator(root.messages);
  const href = new URL(localizePath(feed.path, root.lang), root.publicUrl).href;
  return [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: t(feed.titleKey, { brand: t("brand.name") }), href }];
}

/** A page's `<title>`: its heading with the firm's name. */
export function documentTitle(heading: string, brand: string): string {
  return `${heading} | ${brand}`;
}

/**
 * Title (with the firm's name), description and social tags for a page, in
 * its language. A `searchTitle` (an article's own, decision 045) is the
 * whole `<title>` as written and the shared title; `imageAlt` describes the
 * social image.
 */
export function pageMeta(
  matches: readonly (MetaMatch | undefined)[],
  page: {
    title?: string;
    titleKey?: string;
    searchTitle?: string;
    description?: string;
    descriptionKey?: string;
    image?: string;
    imageAlt?: string;
    type?: "website" | "article" | "profile";
  },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [];
  const t = createTranslator(root.messages);
  const brand = t("brand.name");
  const heading = page.title ?? (page.titleKey ? t(page.titleKey) : undefined);
  const title = page.searchTitle ?? (heading ? documentTitle(heading, brand) : `${brand} | ${t("brand.tagline")}`);
  const sharedTitle = page.searchTitle ?? heading ?? brand;
  const description = page.description ?? t(page.descriptionKey ?? "meta.defaultDescription");
  const image = new URL(page.image ?? "/images/og-default.png", root.publicUrl).href;
  const imageAlt = page.imageAlt ? [{ property: "og:image:alt", content: page.imageAlt }, { name: "twitter:image:alt", content: page.imageAlt }] : [];
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: sharedTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:locale", content: root.lang === "ar" ? "ar_SA" : "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: sharedTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...imageAlt,
  ];
}
