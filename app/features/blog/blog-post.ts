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

/** One article with its Markdown bodies (`GET /api/blog/:slug`). */
export interface BlogPostDetail extends BlogPostSummary {
  contentEn: string;
  contentAr: string;
  updatedAt: string;
}

/** What the article page shows: only the page's language, with the body already rendered to safe HTML. */
export interface ArticlePage {
  article: {
    slug: string;
    imageUrl: string;
    /** The author's name in the page's language. */
    author: string;
    createdAt: string;
    updatedAt: string;
    title: string;
    summary: string;
    category: string;
    html: string;
    readingMinutes: number;
  };
  related: BlogPostSummary[];
}
