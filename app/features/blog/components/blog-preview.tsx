import { ArrowLeft, ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useApiData } from "~/components/data-table/use-api-data";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import type { BlogPostSummary } from "../blog-post";
import { PREVIEW_FIRST_PAGE, PREVIEW_PAGE_STEP, PREVIEW_SKELETONS, takePage } from "../paging";
import { BlogCard, BlogGrid, BlogGridSkeleton } from "./blog-card";
import { BlogNotice } from "./blog-notice";

type Shown = { status: "loading" } | { status: "error" } | { status: "ready"; posts: BlogPostSummary[] };

/**
 * The home page's Insights section content: heading, the first three articles
 * in the blog's order (newest first), Load More adding three, and a link to
 * the whole blog.
 *
 * Give it `posts` from the home loader (`loadBlogPreview`) and it renders on
 * the server. Without them (or when the server could not load them: `null`)
 * it fetches `GET /api/blog` in the browser, showing skeletons meanwhile.
 */
export function BlogPreview({ posts, headingId = "blog-preview-title" }: { posts?: readonly BlogPostSummary[] | null; headingId?: string }) {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  const given = Array.isArray(posts) ? (posts as readonly BlogPostSummary[]) : null;
  const [shown, setShown] = useState(PREVIEW_FIRST_PAGE);
  // The spec treats a 401 as "no data": the section then shows its empty message.
  const fetched = useApiData<{ posts: BlogPostSummary[] }>(given ? null : "/api/blog", "", { on401: "returnNull" });

  const state: Shown = given
    ? { status: "ready", posts: [...given] }
    : fetched.loading
      ? { status: "loading" }
      : fetched.error
        ? { status: "error" }
        : { status: "ready", posts: fetched.data?.posts ?? [] };
  const { visible, hasMore } = takePage(state.status === "ready" ? state.posts : [], shown);

  return (
    <Container>
      <SectionHeading eyebrow={t("blog.preview.eyebrow")} title={<span id={headingId}>{t("blog.preview.title")}</span>} lead={t("blog.preview.lead")} />

      <div className="mt-12">
        {state.status === "loading" ? (
          <BlogGridSkeleton count={PREVIEW_SKELETONS} />
        ) : state.status === "error" ? (
          <BlogNotice
            tone="error"
            message={t("blog.error")}
            action={
              <Button variant="outline" onClick={fetched.reload}>
                {t("blog.retry")}
              </Button>
            }
          />
        ) : visible.length === 0 ? (
          <BlogNotice tone="empty" message={t("blog.preview.empty")} />
        ) : (
          <BlogGrid>
            {visible.map((post) => (
              <BlogCard key={post.id} post={post} headingLevel="h3" />
            ))}
          </BlogGrid>
        )}
      </div>

      <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {state.status === "ready" && hasMore && (
          <Button variant="outline" size="lg" onClick={() => setShown((n) => n + PREVIEW_PAGE_STEP)}>
            {t("blog.loadMore")}
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
