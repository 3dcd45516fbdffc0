import type { ContentSection, PostStatus } from "./post-status";

/**
 * Shapes of the dashboard's API answers as the browser receives them
 * (dates as ISO strings). The server's use cases return exactly these.
 */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminStats {
  users: number;
  publishedPosts: number;
  contactSubmissions: number;
  featuredPosts: number;
  pendingPosts: number;
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
  featured: boolean;
  status: PostStatus;
  /** Username of the account that sent it for review; null for the firm's own posts. */
  submittedBy: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** One post with everything the edit form needs. */
export interface AdminPostDetail extends AdminPostRow {
  summaryEn: string;
  summaryAr: string;
  contentEn: string;
  contentAr: string;
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
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface ContactSubmissionRow {
  id: number;
  fullName: string;
  email: string;
  company: string | null;
  service: string;
  message: string;
  language: "en" | "ar";
  createdAt: string;
}

export interface SiteContentRow {
  id: number;
  key: string;
  section: ContentSection | string;
  sectionEn: string;
  sectionAr: string;
  labelEn: string;
  labelAr: string;
  contentEn: string | null;
  contentAr: string | null;
  updatedAt: string;
}

export type PostsPage = PageInfo & { posts: AdminPostRow[] };
export type PendingPostsPage = PageInfo & { posts: PendingPostRow[] };
export type MyArticlesPage = PageInfo & { posts: MyArticleRow[] };
export type ContactSubmissionsPage = PageInfo & { submissions: ContactSubmissionRow[] };
export type SiteContentPage = PageInfo & { content: SiteContentRow[] };
