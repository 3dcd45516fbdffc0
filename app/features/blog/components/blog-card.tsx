import { ArrowLeft, ArrowRight, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { SiteImage } from "~/components/ui/site-image";
import { formatLongDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { BlogPostSummary } from "../blog-post";
import { CARD_SIZES } from "../image-sizes";
import { localizePost } from "../localize-post";

/** Blog illustrations are drawn at 1200×675; the sizes reserve their space before they load. */
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 675;

/** One article in a grid: image, category (and a Featured mark), title, date and author, summary, Read more. `id` lets a link lead to the card. */
export function BlogCard({ post, id, headingLevel = "h2", eager = false }: { post: BlogPostSummary; id?: string; headingLevel?: "h2" | "h3"; eager?: boolean }) {
  const { t, lang, dir, href } = useI18n();
  const { title, summary, category, author } = localizePost(post, lang);
  const Heading = headingLevel;
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  const to = href(`/blog/${post.slug}`);
  return (
    <article
      id={id}
      data-testid="blog-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-ink-100 bg-white transition duration-300 hover:-translate-y-0.5 hover:border-ink-900/15 hover:shadow-[0_18px_40px_-24px_rgba(11,31,58,0.35)] motion-reduce:hover:translate-y-0"
    >
      <div className="aspect-[16/9] overflow-hidden bg-ink-900">
        <SiteImage
          src={post.imageUrl}
          alt=""
          width={BLOG_IMAGE_WIDTH}
          height={BLOG_IMAGE_HEIGHT}
          sizes={CARD_SIZES}
          lazy={!eager}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <Badge tone="accent">{category}</Badge>
          {post.featured && (
            <Badge tone="dark">
              <Star aria-hidden className="size-3 fill-current" />
              {t("blog.card.featured")}
            </Badge>
          )}
        </div>
        <Heading className="mt-4 text-lg leading-snug font-semibold text-balance text-ink-900 rtl:leading-normal">
          {/* The title's link covers the whole card, so the card is one large target. */}
          <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-sand-600">
            {title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm text-ink-600">
          <time dateTime={post.createdAt}>{formatLongDate(post.createdAt, lang)}</time>
          <span aria-hidden className="mx-2 text-ink-100">|</span>
          <span>{t("blog.card.by", { author })}</span>
        </p>
        <p className="mt-3 line-clamp-3 text-[0.95rem] text-ink-700">{summary}</p>
        <div className="mt-auto pt-5">
          <Link to={to} className="relative z-10 inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-800 transition-colors hover:text-sand-700">
            {/* The hidden title tells screen readers and search engines which article "Read more" opens. */}
            <span>
              {t("blog.card.readMore")} <span className="sr-only">{t("blog.card.readMoreAbout", { title })}</span>
            </span>
            <Arrow aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function BlogGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8", className)}>{children}</div>;
}

