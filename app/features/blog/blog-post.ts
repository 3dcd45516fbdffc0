import type { PageInfo } from "~/components/data-table/page-info";
import type { TranslationFlags } from "~/features/content-revisions/translation-flags";
import type { ResponsiveImages } from "~/lib/responsive-image";
import type { LocalizedSearchFields, PostSearchFields } from "./post-search-fields";
import type { PostStatus } from "./post-status";
import type { SeoFinding } from "./seo-check";
import type { StaffLookalike } from "./staff-lookalike";

/**
 * A published article as the listing, the home preview and `GET /api/blog`
 * see it: the spec's list fields (public-site.md §3) plus `featured`.
 * Dates are ISO strings so the API and the page loaders hand out the same shape.
 */
export interface BlogPostSummary {
  id: number;
  slug: string;
  imageUrl: string;
  titleEn: string;
  titleAr: string;
  categoryEn: string;
  categoryAr: string;
  summaryEn: string;
  summaryAr: string;
  author: string;
  /** The author's name on Arabic pages; empty on posts from before it existed (pages then show `author`). */
  authorAr: string;
  createdAt: string;
  featured: boolean;
}

/** One article with its Markdown bodies and its cover's descriptions (`GET /api/blog/:slug`). */
export interface BlogPostDetail extends BlogPostSummary {
  /** What the cover shows, per language (its `alt`); empty when not given (decision 044). */
  imageAltEn: string;
  imageAltAr: string;
  contentEn: string;
  contentAr: string;
  updatedAt: string;
}

/** An article as its page reads it: the API's detail and its search and sharing fields (decision 045). */
export type ArticleSource = BlogPostDetail & PostSearchFields;

/** What the article page shows: only the page's language, with the body already rendered to safe HTML. */
export interface ArticlePage {
  article: {
    slug: string;
    imageUrl: string;
    /** What the cover shows in the page's language; empty: the cover is decoration. */
    imageAlt: string;
    /** The author's name in the page's language. */
    author: string;
    createdAt: string;
    updatedAt: string;
    title: string;
    summary: string;
    category: string;
    html: string;
    readingMinutes: number;
    /** The head's search and sharing texts in the page's language, defaults applied (decision 045). */
    search: LocalizedSearchFields;
  };
  related: BlogPostSummary[];
  /** The stored variants of the cover and the related posts' covers, for their `srcset` (decision 044). */
  images: ResponsiveImages;
}

/** A row of the Blog Posts table. */
export interface AdminPostRow {
  id: number;
  slug: string;
  titleEn: string;
  titleAr: string;
  categoryEn: string;
  categoryAr: string;
  author: string;
  /** The author's name on Arabic pages; empty on posts from before it existed. */
  authorAr: string;
  imageUrl: string;
  imageAltEn: string;
  imageAltAr: string;
  featured: boolean;
  status: PostStatus;
  /** Username of the account that sent it for review; null for the firm's own posts. */
  submittedBy: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** A scheduled post's publish time (ISO); null for every other status (decision 042). */
  publishAt: string | null;
  /** When a published or scheduled post goes back to draft (ISO); null when it stays. */
  unpublishAt: string | null;
  /** Each language up to date, behind the other's latest change, or missing (decision 042). */
  translation: TranslationFlags;
}

/** One post with everything the edit form needs. */
export interface AdminPostDetail extends AdminPostRow, PostSearchFields {
  summaryEn: string;
  summaryAr: string;
  contentEn: string;
  contentAr: string;
  /** A member's byline that looks like staff: whose name, for the reviewer's notice; null otherwise. */
  authorLookalike: StaffLookalike | null;
}

/** A row of the Pending Articles table; `createdAt` is when it was submitted. */
export interface PendingPostRow {
  id: number;
  slug: string;
  titleEn: string;
  titleAr: string;
  author: string;
  authorAr: string;
  submittedBy: string | null;
  /** What the reviewer asked for when the article was sent back; null on a first submission. */
  reviewComment: string | null;
  createdAt: string;
}

/** A signed-in user's own article. */
export interface MyArticleRow {
  id: number;
  slug: string;
  titleEn: string;
  titleAr: string;
  categoryEn: string;
  categoryAr: string;
  status: PostStatus;
  /** The reviewer's comment when the article was sent back or refused; null otherwise. */
  reviewComment: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** A member's own article with everything its edit form needs (`GET /api/articles/:id`): only one sent back for changes can be edited. */
export interface MyArticleDetail extends MyArticleRow {
  author: string;
  authorAr: string;
  imageUrl: string;
  imageAltEn: string;
  imageAltAr: string;
  summaryEn: string;
  summaryAr: string;
  contentEn: string;
  contentAr: string;
}

/** A row of the Blog Posts tab: a published post says how many blocking findings its search check has (decision 045); null for the others. */
export type AdminPostListRow = AdminPostRow & { searchBlocking: number | null };

export type PostsPage = PageInfo & { posts: AdminPostListRow[] };
export type PendingPostsPage = PageInfo & { posts: PendingPostRow[] };

/** A post of the search check's report (decision 045): what was found, blocking first. */
export interface SeoReportRow {
  id: number;
  slug: string;
  titleEn: string;
  titleAr: string;
  status: PostStatus;
  findings: SeoFinding[];
  blocking: number;
}

/** The report's page: the posts with findings; `checked` counts every post the filters kept, clean ones included. */
export type SeoReportPage = PageInfo & { posts: SeoReportRow[]; checked: number };
export type MyArticlesPage = PageInfo & { posts: MyArticleRow[] };
