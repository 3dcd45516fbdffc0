import type { Lang } from "~/i18n/locales";
import { languages, stripLangPrefix } from "~/i18n/locales";
import { markdownLimitProblem } from "~/lib/markdown-limits";
import { readOutline } from "./article-outline";
import { documentTitle } from "~/lib/seo";
import { SLUG_PATTERN, type BlogPostInput } from "./blog-post.schema";
import { postLanguageFields } from "./post-revision";
import { searchFieldsOf, type PostSearchFields } from "./post-search-fields";
import type { PostStatus } from "./post-status";
import { PRIVATE_AREAS, PUBLIC_PAGES } from "./sitemap";

/**
 * The bilingual search check (issue 27 item 2, decision 045): a pure
 * function over one post and a small context (the other public posts, the
 * firm's name, the site's origin), run by the post editor as it is typed and
 * by the dashboard's report on the server. Each finding names the form field
 * that fixes it, so the editor can take the writer there.
 */

/** What search results show before cutting (decision 045): the same counts for Arabic. */
export const SEARCH_TITLE_ADVICE = { max: 60 } as const;
export const SEARCH_DESCRIPTION_ADVICE = { min: 70, max: 160 } as const;
/** A slug longer than this is hard to read and to share. */
export const SLUG_ADVICE = { max: 60 } as const;

/**
 * Blocking: the page is wrong for readers or search engines (a post published
 * with one says so in the Blog Posts list). Advice: it could do better.
 */
export const seoSeverities = {
  languageMissing: "blocking",
  hreflangIncomplete: "blocking",
  titleDuplicate: "blocking",
  imageAltMissing: "blocking",
  coverAltMissing: "blocking",
  brokenLink: "blocking",
  titleLong: "advice",
  descriptionShort: "advice",
  descriptionLong: "advice",
  descriptionDuplicate: "advice",
  headingH1: "advice",
  headingSkipped: "advice",
  slugFormat: "advice",
  slugNumber: "advice",
  slugLong: "advice",
} as const;

export type SeoFindingKind = keyof typeof seoSeverities;
export type SeoSeverity = (typeof seoSeverities)[SeoFindingKind];
export type SeoField = keyof BlogPostInput & string;

export interface SeoFinding {
  kind: SeoFindingKind;
  severity: SeoSeverity;
  /** The language it is about; null for the post as a whole (its address). */
  language: Lang | null;
  /** The form field that fixes it. */
  field: SeoField;
  /** What its sentence says: a length, a limit, a link, another post's title, the empty fields… */
  values: Record<string, string | number>;
  /** languageMissing / hreflangIncomplete: the language's empty required fields. */
  missing?: SeoField[];
}

/** The post as the check reads it: the form's values or the stored row. */
export type SeoCheckPost = PostSearchFields & {
  id: number | null;
  slug: string;
  status: PostStatus;
  imageUrl: string;
  /** The cover's description per language (decision 044). */
  imageAltEn: string;
  imageAltAr: string;
  author: string;
  authorAr: string;
  titleEn: string;
  titleAr: string;
  categoryEn: string;
  categoryAr: string;
  summaryEn: string;
  summaryAr: string;
  contentEn: string;
  contentAr: string;
};

/** Another post, as the duplicate and link checks need it. */
export type SeoContextPost = Pick<SeoCheckPost, "titleEn" | "titleAr" | "summaryEn" | "summaryAr" | "searchTitleEn" | "searchTitleAr" | "searchDescriptionEn" | "searchDescriptionAr"> & {
  id: number;
  slug: string;
  status: PostStatus;
};

export interface SeoContext {
  /** The posts that are or will be public (published or scheduled); the checked one may be among them. */
  posts: readonly SeoContextPost[];
  /** The firm's name per language, as the `<title>` ends by default. */
  brand: Record<Lang, string>;
  /** This site's origin (`https://firm.sa`): absolute links to it are checked as its own paths. */
  siteOrigin: string;
}

/** The statuses whose pages are, or are about to be, on the site. */
const publicStatuses: readonly PostStatus[] = ["published", "scheduled"];

/**
 * The site's pages outside the blog's articles (app/routes.ts): what a link
 * in an article may point to besides a published post.
 */
const sitePages: ReadonlySet<string> = new Set([...PUBLIC_PAGES, ...PRIVATE_AREAS, "/reset-password", "/second-factor"]);

/** The `<title>` a page in `lang` gets: the search title as written, else the title with the firm's name. */
export function effectiveSearchTitle(post: Pick<SeoCheckPost, "titleEn" | "titleAr" | "searchTitleEn" | "searchTitleAr">, lang: Lang, brand: string): string {
  const own = post[searchFieldsOf(lang).searchTitle].trim();
  if (own) return own;
  const title = (lang === "ar" ? post.titleAr : post.titleEn).trim();
  return title ? documentTitle(title, brand) : "";
}

/** The meta description a page in `lang` gets: the search description, else the summary. */
export function effectiveDescription(post: Pick<SeoCheckPost, "summaryEn" | "summaryAr" | "searchDescriptionEn" | "searchDescriptionAr">, lang: Lang): string {
  return post[searchFieldsOf(lang).searchDescription].trim() || (lang === "ar" ? post.summaryAr : post.summaryEn).trim();
}

/** Every finding of `post`, blocking ones first, each language's together (English, Arabic, then the address). */
export function checkPostSeo(post: SeoCheckPost, context: SeoContext): SeoFinding[] {
  const findings = [...languages.flatMap((lang) => checkLanguage(post, lang, context)), ...checkSlug(post.slug)];
  const rank = (finding: SeoFinding) => (finding.severity === "blocking" ? 0 : 1);
  return findings.map((finding, index) => ({ finding, index })).sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index).map(({ finding }) => finding);
}

export const countBlocking = (findings: readonly SeoFinding[]) => findings.filter((finding) => finding.severity === "blocking").length;

function finding(kind: SeoFindingKind, language: Lang | null, field: SeoField, values: Record<string, string | number> = {}, missing?: SeoField[]): SeoFinding {
  return { kind, severity: seoSeverities[kind], language, field, values, ...(missing ? { missing } : {}) };
}

function checkLanguage(post: SeoCheckPost, lang: Lang, context: SeoContext): SeoFinding[] {
  const names = searchFieldsOf(lang);
  const suffix = lang === "ar" ? "Ar" : "En";
  const content = post[`content${suffix}`];
  const found: SeoFinding[] = [];

  // The site announces both language pages of a post (hreflang); a page whose language is incomplete is not a real version.
  const missing = (postLanguageFields[lang] as readonly SeoField[]).filter((field) => String(post[field as keyof SeoCheckPost] ?? "").trim() === "");
  if (missing.length > 0) {
    const kind = publicStatuses.includes(post.status) ? "hreflangIncomplete" : "languageMissing";
    found.push(finding(kind, lang, missing[0], { count: missing.length }, missing));
  }
  const title = effectiveSearchTitle(post, lang, context.brand[lang]);
  const description = effectiveDescription(post, lang);
  // Without a title or a summary there is nothing yet to measure or compare.
  if (title) {
    if (title.length > SEARCH_TITLE_ADVICE.max) found.push(finding("titleLong", lang, names.searchTitle, { count: title.length, max: SEARCH_TITLE_ADVICE.max }));
    const twin = context.posts.find((other) => other.id !== post.id && publicStatuses.includes(other.status) && same(effectiveSearchTitle(other, lang, context.brand[lang]), title));
    if (twin) found.push(finding("titleDuplicate", lang, names.searchTitle, { title: lang === "ar" ? twin.titleAr : twin.titleEn }));
  }
  if (description) {
    if (description.length < SEARCH_DESCRIPTION_ADVICE.min) found.push(finding("descriptionShort", lang, names.searchDescription, { count: description.length, ...SEARCH_DESCRIPTION_ADVICE }));
    if (description.length > SEARCH_DESCRIPTION_ADVICE.max) found.push(finding("descriptionLong", lang, names.searchDescription, { count: description.length, ...SEARCH_DESCRIPTION_ADVICE }));
    const twin = context.posts.find((other) => other.id !== post.id && publicStatuses.includes(other.status) && same(effectiveDescription(other, lang), description));
    if (twin) found.push(finding("descriptionDuplicate", lang, names.searchDescription, { title: lang === "ar" ? twin.titleAr : twin.titleEn }));
  }
  if (post.imageUrl.trim() && !post[`imageAlt${suffix}`].trim()) found.push(finding("coverAltMissing", lang, `imageAlt${suffix}`));
  found.push(...checkBody(post, content, lang, `content${suffix}`, context));
  return found;
}

/** Two titles or descriptions are the same when they differ only in case and spacing. */
function same(a: string, b: string): boolean {
  const fold = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();
  return a !== "" && fold(a) === fold(b);
}

/** The body's images, headings and links, Markdown and the raw HTML the renderer allows. */
function checkBody(post: SeoCheckPost, content: string, lang: Lang, field: SeoField, context: SeoContext): SeoFinding[] {
  // A text past the renderer's limits is shown as plain text (app/lib/markdown.ts): it has no images, headings or links.
  if (!content.trim() || markdownLimitProblem(content)) return [];
  const outline = readOutline(content);
  const found: SeoFinding[] = [];
  if (outline.imagesWithoutAlt > 0) found.push(finding("imageAltMissing", lang, field, { count: outline.imagesWithoutAlt }));
  const h1 = outline.headings.filter((heading) => heading.depth === 1);
  if (h1.length > 0) found.push(finding("headingH1", lang, field, { heading: h1[0].text, count: h1.length }));
  // The page's title is its H1, so the text starts at H2; a heading more than one level below the one before skips a level.
  let previous = 1;
  for (const heading of outline.headings) {
    const depth = Math.max(heading.depth, 2);
    if (depth > previous + 1) {
      found.push(finding("headingSkipped", lang, field, { heading: heading.text, level: depth, expected: previous + 1 }));
      break;
    }
    previous = depth;
  }
  const known = knownPaths(post, context);
  for (const href of new Set(outline.links)) {
    const path = sitePathOf(href, post.slug, context.siteOrigin);
    if (path !== null && !known(path)) found.push(finding("brokenLink", lang, field, { href }));
  }
  return found;
}

/**
 * The path on this site a link leads to, without its language prefix; null
 * for a link elsewhere, within the page (`#…`), to a file (an image, the
 * feed, an upload) or to the API (the renderer does not follow those).
 */
export function sitePathOf(href: string, slug: string, siteOrigin: string): string | null {
  if (!href || href.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(href, new URL(`/blog/${slug}`, siteOrigin));
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteOrigin).origin) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  path = stripLangPrefix(path.length > 1 ? path.replace(/\/+$/, "") : path);
  if (/^\/(?:api|uploads|images|assets|fonts)(?:\/|$)/.test(path)) return null;
  if (/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf("/")))) return null;
  return path;
}

/** A site page, a published post, or the post itself (its own address works once it is out). */
function knownPaths(post: SeoCheckPost, context: SeoContext): (path: string) => boolean {
  const articles = new Set(context.posts.filter((other) => other.status === "published").map((other) => other.slug));
  if (post.slug) articles.add(post.slug);
  return (path) => {
    if (sitePages.has(path)) return true;
    const article = /^\/blog\/([^/]+)$/.exec(path);
    return article !== null && articles.has(article[1]);
  };
}

/** The address: lower-case words with hyphens, no long numbers or codes, not too long. */
function checkSlug(slug: string): SeoFinding[] {
  if (!slug) return [];
  if (!SLUG_PATTERN.test(slug)) return [finding("slugFormat", null, "slug", { slug })];
  const found: SeoFinding[] = [];
  const code = slug.split("-").find((word) => /\d{5,}/.test(word) || (word.length >= 8 && /\d/.test(word) && /[a-z]/.test(word)));
  if (code) found.push(finding("slugNumber", null, "slug", { slug, word: code }));
  if (slug.length > SLUG_ADVICE.max) found.push(finding("slugLong", null, "slug", { slug, count: slug.length, max: SLUG_ADVICE.max }));
  return found;
}
