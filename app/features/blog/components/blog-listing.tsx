import { Search, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { SiteImagesProvider } from "~/components/ui/site-image";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { ResponsiveImages } from "~/lib/responsive-image";
import type { BlogPostSummary } from "../blog-post";
import { CATEGORY_PARAM, listingSearch, postAnchor, SEARCH_MAX_LENGTH, SEARCH_PARAM } from "../listing-address";
import type { ListingPage } from "../listing-page";
import { BlogCard, BlogGrid } from "./blog-card";
import { BlogNotice } from "./blog-notice";

/** The page's title block. */
export function BlogListingHeader() {
  const { t } = useI18n();
  return (
    <div className="relative isolate overflow-hidden border-b border-ink-100 bg-sand-50">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.05]" />
      <Container className="py-14 sm:py-20">
        <SectionHeading as="h1" eyebrow={t("blog.eyebrow")} title={t("blog.title")} lead={t("blog.lead")} />
      </Container>
    </div>
  );
}

/**
 * Category links, the search form and the grid with Load More, all drawn
 * from the address the server was asked for (`?category=&q=&page=`): every
 * control is a link or a GET form, so the listing works without script and
 * each view can be shared (docs/decisions/009-blog-data-loading.md).
 */
export function BlogListing({ listing }: { listing: ListingPage<BlogPostSummary> & { images: ResponsiveImages } }) {
  const { t, lang, href } = useI18n();
  const { posts, categories, category, search, total, published, next } = listing;
  const categoryName = category?.[lang] ?? "";
  const address = (view: Parameters<typeof listingSearch>[0]) => href("/blog") + listingSearch(view);

  return (
    <Container className="py-12 sm:py-16">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        {/* Wrapped rows at every width: a row cut at the screen's edge would hide categories without saying so. */}
        <nav aria-label={t("blog.filter.label")} className="min-w-0 lg:flex-1">
          <ul className="flex flex-wrap gap-2">
            <li>
              <CategoryLink label={t("blog.filter.all")} to={address({ search })} current={!category} />
            </li>
            {categories.map((each) => (
              <li key={each.en}>
                <CategoryLink label={each[lang]} to={address({ category: each[lang], search })} current={each === category} />
              </li>
            ))}
          </ul>
        </nav>

        <search className="w-full lg:max-w-md lg:shrink-0">
          <form method="get" action={href("/blog")} className="flex gap-2">
            {category && <input type="hidden" name={CATEGORY_PARAM} value={categoryName} />}
            <div className="relative min-w-0 flex-1">
              <label htmlFor="blog-search" className="sr-only">
                {t("blog.search.label")}
              </label>
              <Search aria-hidden className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
              {/* Keyed by the view, so a link followed in the browser shows the new address's words, as a page load would. */}
              <input
                key={listingSearch({ category: categoryName, search })}
                id="blog-search"
                type="search"
                name={SEARCH_PARAM}
                defaultValue={search}
                maxLength={SEARCH_MAX_LENGTH}
                dir="auto"
                autoComplete="off"
                enterKeyHint="search"
                placeholder={t("blog.search.placeholder")}
                className={cn(
                  "h-12 w-full rounded-lg border border-ink-900/15 bg-white ps-12 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-900/30 focus:border-sand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sand-600 [&::-webkit-search-cancel-button]:appearance-none",
                  search ? "pe-12" : "pe-4",
                )}
              />
              {search && (
                <Link
                  to={address({ category: categoryName })}
                  preventScrollReset
                  className="absolute end-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-ink-600 hover:bg-ink-50 hover:text-ink-900"
                >
                  <X aria-hidden className="size-4" />
                  <span className="sr-only">{t("blog.search.clear")}</span>
                </Link>
              )}
            </div>
            <Button type="submit" variant="secondary" className="min-h-12 shrink-0">
              {t("blog.search.submit")}
            </Button>
          </form>
        </search>
      </div>

      <div className="mt-10">
        {total === 0 ? (
          <BlogNotice
            tone="empty"
            message={search ? t("blog.empty.search") : t("blog.empty.category")}
            action={
              published > 0 ? (
                <Button asChild variant="outline">
                  <Link to={href("/blog")}>{t("blog.empty.showAll")}</Link>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="mb-6 text-sm text-ink-600">{t("blog.results", { shown: formatNumber(posts.length, lang), total: formatNumber(total, lang) })}</p>
            <SiteImagesProvider images={listing.images}>
              <BlogGrid>
                {posts.map((post, index) => (
                  <BlogCard key={post.id} id={postAnchor(post.slug)} post={post} eager={index < 3} />
                ))}
              </BlogGrid>
            </SiteImagesProvider>
            {next && (
              <div className="mt-12 flex justify-center">
                {/* Opens the next page at its first new card: a page load shows it at the top and Tab goes on from there. */}
                <Button asChild variant="outline" size="lg">
                  <Link to={`${address({ category: categoryName, search, page: next.page })}#${postAnchor(next.firstSlug)}`}>{t("blog.loadMore")}</Link>
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Container>
  );
}

/** Loading the posts failed (the route's error boundary): the message and a link that asks for the same address again. */
export function BlogListingError({ retryTo }: { retryTo: string }) {
  const { t } = useI18n();
  return (
    <Container className="py-12 sm:py-16">
      <BlogNotice
        tone="error"
        message={t("blog.error")}
        action={
          <Button asChild variant="outline">
            <Link to={retryTo} reloadDocument>
              {t("blog.retry")}
            </Link>
          </Button>
        }
      />
    </Container>
  );
}

function CategoryLink({ label, to, current }: { label: string; to: string; current: boolean }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-medium transition-colors",
        current ? "border-ink-900 bg-ink-900 text-white" : "border-ink-900/15 bg-white text-ink-800 hover:border-ink-900/35 hover:bg-ink-50",
      )}
    >
      {label}
    </Link>
  );
}
