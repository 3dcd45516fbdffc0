import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import type { BlogPostSummary } from "../blog-post";
import { postAnchor } from "../listing-address";
import { previewShown, takePage } from "../paging";
import { BlogCard, BlogGrid } from "./blog-card";
import { BlogNotice } from "./blog-notice";

/** The home page's query for how many Insights it shows (`?insights=2` after one Load More). */
export const PREVIEW_PAGE_PARAM = "insights";

/**
 * The home page's Insights section content: heading, the first three articles
 * in the blog's order (newest first), Load More adding three, and a link to
 * the whole blog. Rendered by the server and needing no script (decision
 * 040): Load More is a link to the same page showing three more
 * (`?insights=N#post-…`, landing on the first new card), and when the server
 * could not read the posts (`posts` null) "Try again" reloads the address.
 */
export function BlogPreview({ posts, page, address, headingId = "blog-preview-title" }: { posts: readonly BlogPostSummary[] | null; page: number; address: { pathname: string; search: string }; headingId?: string }) {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  const { visible, hasMore } = takePage(posts ?? [], previewShown(page));
  const next = posts?.[visible.length];
  const loadMore = next ? `${address.pathname}?${withPage(address.search, page + 1)}#${postAnchor(next.slug)}` : null;

  return (
    <Container>
      <SectionHeading eyebrow={t("blog.preview.eyebrow")} title={<span id={headingId}>{t("blog.preview.title")}</span>} lead={t("blog.preview.lead")} />

      <div className="mt-12">
        {posts === null ? (
          <BlogNotice
            tone="error"
            message={t("blog.error")}
            action={
              <Button asChild variant="outline">
                <a href={`${address.pathname}${address.search}#blog`}>{t("blog.retry")}</a>
              </Button>
            }
          />
        ) : visible.length === 0 ? (
          <BlogNotice tone="empty" message={t("blog.preview.empty")} />
        ) : (
          <BlogGrid>
            {visible.map((post) => (
              <BlogCard key={post.id} id={postAnchor(post.slug)} post={post} headingLevel="h3" />
            ))}
          </BlogGrid>
        )}
      </div>

      <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {hasMore && loadMore && (
          <Button asChild variant="outline" size="lg">
            <a href={loadMore}>{t("blog.loadMore")}</a>
          </Button>
        )}
        <Button asChild size="lg" variant="secondary">
          <Link to={href("/blog")}>
            {t("blog.preview.explore")}
            <Arrow aria-hidden className="size-4" />
          </Link>
        </Button>
      </div>
    </Container>
  );
}

function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set(PREVIEW_PAGE_PARAM, String(page));
  return params.toString();
}
