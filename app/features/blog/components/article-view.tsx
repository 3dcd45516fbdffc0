import { ArrowLeft, ArrowRight, CalendarDays, Clock, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { SiteImage, SiteImagesProvider } from "~/components/ui/site-image";
import { formatLongDate, formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { authorInitials } from "../author-initials";
import type { ArticlePage } from "../blog-post";
import { COVER_SIZES } from "../image-sizes";
import { readingTimeKey } from "../reading-time";
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH, BlogCard, BlogGrid } from "./blog-card";
import { BlogCta } from "./blog-cta";
import { ShareBar } from "./share-bar";
import "~/components/ui/article-prose.css";

/**
 * An article: header, illustration, body, sharing, related articles and the
 * closing call to action. `authorHref`: the page of the team member the
 * byline names (decision 047), handed in by the route; the byline links to it.
 */
export function ArticleView({ article, related, images, url, preview, authorHref = null }: ArticlePage & { url: string; preview?: { expiresAt: string }; authorHref?: string | null }) {
  const { t, lang, dir, href } = useI18n();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const initials = authorInitials(article.author);
  return (
    <SiteImagesProvider images={images}>
      {/* A private preview link's page (decision 042): it says so, and offers nothing to share. */}
      {preview && (
        <div role="note" className="border-b border-amber-200 bg-amber-50" data-testid="preview-notice">
          <div className="mx-auto w-full max-w-4xl px-4 py-4 text-sm text-ink-800 sm:px-6 lg:px-8">
            <p className="font-semibold text-ink-900">{t("blog.privateLink.title")}</p>
            <p className="mt-0.5">{t("blog.privateLink.body", { date: formatLongDate(preview.expiresAt, lang) })}</p>
          </div>
        </div>
      )}
      <article>
        <header className="relative isolate overflow-hidden border-b border-ink-100 bg-sand-50">
          <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.05]" />
          <div className="mx-auto w-full max-w-4xl px-4 pt-10 pb-24 sm:px-6 sm:pt-14 sm:pb-32 lg:px-8">
            <Link
              to={href("/blog")}
              className="-ms-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-950"
            >
              <Back aria-hidden className="size-4" />
              {t("blog.article.back")}
            </Link>
            <div className="mt-6">
              <Badge tone="accent">{article.category}</Badge>
            </div>
            <h1 className="mt-5 text-3xl leading-tight font-bold text-balance text-ink-950 sm:text-4xl lg:text-5xl lg:leading-[1.15] rtl:leading-snug lg:rtl:leading-snug">
              {article.title}
            </h1>
            <p className="mt-5 max-w-3xl text-lg text-ink-700 sm:text-xl rtl:sm:text-[1.3rem]">{article.summary}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-700">
              <span className="flex items-center gap-3">
                <span aria-hidden data-testid="author-avatar" className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-sand-300" dir="ltr">
                  {initials ?? <UserRound className="size-5" />}
                </span>
                {authorHref ? (
                  <Link to={authorHref} className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline decoration-sand-400 underline-offset-4 hover:decoration-ink-900" data-testid="author-link">
                    {t("blog.card.by", { author: article.author })}
                  </Link>
                ) : (
                  <span className="font-semibold text-ink-900">{t("blog.card.by", { author: article.author })}</span>
                )}
              </span>
              <span className="flex items-center gap-2">
                <CalendarDays aria-hidden className="size-4 text-sand-700" />
                <time dateTime={article.createdAt} data-testid="article-date">
                  {formatLongDate(article.createdAt, lang)}
                </time>
              </span>
              <span className="flex items-center gap-2" data-testid="article-reading-time">
                <Clock aria-hidden className="size-4 text-sand-700" />
                {t(readingTimeKey(article.readingMinutes, lang), { count: formatNumber(article.readingMinutes, lang) })}
              </span>
            </div>
          </div>
        </header>

        <div className="mx-auto w-full max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="relative -mt-16 overflow-hidden rounded-2xl border border-ink-100 bg-ink-900 shadow-[0_30px_60px_-40px_rgba(11,31,58,0.6)] sm:-mt-20">
            {/* The page's largest picture (its LCP): fetched first, at the width the screen needs. */}
            <SiteImage
              src={article.imageUrl}
              alt={article.imageAlt}
              width={BLOG_IMAGE_WIDTH}
              height={BLOG_IMAGE_HEIGHT}
              sizes={COVER_SIZES}
              priority
              className="aspect-[16/9] size-full object-cover"
            />
          </div>
        </div>

        <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <div className="article-prose" data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
          {!preview && (
            <div className="mt-14 border-t border-ink-100 pt-8">
              <ShareBar url={url} title={article.title} />
            </div>
          )}
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-ink-100 bg-ink-50/60 py-16 sm:py-20">
          <Container>
            <SectionHeading eyebrow={t("blog.related.eyebrow")} title={<span id="related-title">{t("blog.related.title")}</span>} />
            <BlogGrid className="mt-10">
              {related.map((post) => (
                <BlogCard key={post.id} post={post} headingLevel="h3" />
              ))}
            </BlogGrid>
          </Container>
        </section>
      )}

      <BlogCta />
    </SiteImagesProvider>
  );
}
