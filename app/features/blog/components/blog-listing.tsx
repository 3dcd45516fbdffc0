import { Search, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { BlogPostSummary } from "../blog-post";
import { filterPosts, isCategory, listCategories, type BlogCategory } from "../filter-posts";
import { formatNumber } from "~/i18n/format";
import { LISTING_FIRST_PAGE, LISTING_PAGE_STEP, LISTING_SKELETONS, takePage } from "../paging";
import { BlogCard, BlogGrid, BlogGridSkeleton } from "./blog-card";
import { BlogNotice } from "./blog-notice";

/** Typing settles for this long before the address changes (no history entry per keystroke). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Query parameters that make a filtered view shareable. */
export const SEARCH_PARAM = "q";
export const CATEGORY_PARAM = "category";

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

export type ListingStatus = "ready" | "loading" | "error";

/**
 * Category buttons, search box and the grid with Load More. The category and
 * the search live in the address (`?category=`, `?q=`): a category click adds
 * a history entry, typing replaces the current one once it settles.
 */
export function BlogListing({ posts, status, onRetry }: { posts: readonly BlogPostSummary[]; status: ListingStatus; onRetry: () => void }) {
  const { t, lang } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get(SEARCH_PARAM) ?? "";
  const urlCategory = searchParams.get(CATEGORY_PARAM) ?? "";

  const [searchText, setSearchText] = useState(urlQuery);
  /** The query this component last wrote to the address; any other change came from outside (back button, a link). */
  const written = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery !== written.current) {
      written.current = urlQuery;
      setSearchText(urlQuery);
    }
  }, [urlQuery]);

  const search = searchText.trim();

  const writeQuery = useCallback(
    (query: string) => {
      written.current = query;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (query) next.set(SEARCH_PARAM, query);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  useEffect(() => {
    if (search === written.current) return;
    const timer = setTimeout(() => writeQuery(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, writeQuery]);

  const categories = useMemo(() => listCategories(posts, lang), [posts, lang]);
  const activeCategory = categories.find((category) => isCategory(category, urlCategory)) ?? null;

  const chooseCategory = (category: BlogCategory | null) => {
    written.current = search;
    const next = new URLSearchParams();
    if (category) next.set(CATEGORY_PARAM, category[lang]);
    if (search) next.set(SEARCH_PARAM, search);
    setSearchParams(next, { preventScrollReset: true });
  };

  const showAll = () => {
    written.current = "";
    setSearchText("");
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  };

  const matches = useMemo(() => filterPosts(posts, { category: urlCategory, search }), [posts, urlCategory, search]);

  // Load More starts again from the first page whenever the filter changes.
  const filterKey = `${urlCategory}\u0000${search}`;
  const [paging, setPaging] = useState({ key: filterKey, shown: LISTING_FIRST_PAGE });
  const shown = paging.key === filterKey ? paging.shown : LISTING_FIRST_PAGE;
  const { visible, hasMore } = takePage(matches, shown);

  const failedEmpty = status === "error" && posts.length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search !== written.current) writeQuery(search);
  };

  return (
    <Container className="py-12 sm:py-16">
      {/* Without posts there is nothing to filter: an error shows only its message and retry. */}
      {!failedEmpty && (
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          {/* One swipeable row on phones (its height never changes), wrapped rows from 640 px. */}
          <div
            role="group"
            aria-label={t("blog.filter.label")}
            className="-mx-4 -my-1 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden"
          >
            <CategoryButton label={t("blog.filter.all")} pressed={!activeCategory && !urlCategory} onClick={() => chooseCategory(null)} />
            {categories.map((category) => (
              <CategoryButton
                key={category.en}
                label={category[lang]}
                pressed={activeCategory === category}
                onClick={() => chooseCategory(category)}
              />
            ))}
          </div>

          <form role="search" method="get" onSubmit={onSubmit} className="relative w-full lg:max-w-sm">
            <label htmlFor="blog-search" className="sr-only">
              {t("blog.search.label")}
            </label>
            {urlCategory && <input type="hidden" name={CATEGORY_PARAM} value={urlCategory} />}
            <Search aria-hidden className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
            <input
              id="blog-search"
              type="search"
              name={SEARCH_PARAM}
              dir="auto"
              autoComplete="off"
              enterKeyHint="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t("blog.search.placeholder")}
              className="h-12 w-full rounded-lg border border-ink-900/15 bg-white ps-12 pe-12 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-900/30 focus:border-sand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sand-600 [&::-webkit-search-cancel-button]:appearance-none"
            />
            {searchText && (
              <button
                type="button"
                onClick={() => {
                  setSearchText("");
                  writeQuery("");
                }}
                className="absolute end-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-ink-600 hover:bg-ink-50 hover:text-ink-900"
              >
                <X aria-hidden className="size-4" />
                <span className="sr-only">{t("blog.search.clear")}</span>
              </button>
            )}
          </form>
        </div>
      )}

      <div className={failedEmpty ? undefined : "mt-10"}>
        {status === "loading" ? (
          <BlogGridSkeleton count={LISTING_SKELETONS} />
        ) : status === "error" ? (
          <BlogNotice
            tone="error"
            message={t("blog.error")}
            action={
              <Button variant="outline" onClick={onRetry}>
                {t("blog.retry")}
              </Button>
            }
          />
        ) : matches.length === 0 ? (
          <BlogNotice
            tone="empty"
            message={search ? t("blog.empty.search") : t("blog.empty.category")}
            action={
              posts.length > 0 ? (
                <Button variant="outline" onClick={showAll}>
                  {t("blog.empty.showAll")}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p aria-live="polite" className="mb-6 text-sm text-ink-600">
              {t("blog.results", { shown: formatNumber(visible.length, lang), total: formatNumber(matches.length, lang) })}
            </p>
            <BlogGrid>
              {visible.map((post, index) => (
                <BlogCard key={post.id} post={post} eager={index < 3} />
              ))}
            </BlogGrid>
            {hasMore && (
              <div className="mt-12 flex justify-center">
                <Button variant="outline" size="lg" onClick={() => setPaging({ key: filterKey, shown: shown + LISTING_PAGE_STEP })}>
                  {t("blog.loadMore")}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Container>
  );
}

function CategoryButton({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center rounded-full border px-5 text-sm font-medium whitespace-nowrap transition-colors",
        pressed ? "border-ink-900 bg-ink-900 text-white" : "border-ink-900/15 bg-white text-ink-800 hover:border-ink-900/35 hover:bg-ink-50",
      )}
    >
      {label}
    </button>
  );
}
